import {
  DIFFERENT_ROWS,
  type DifferentLevel,
  type DifferentRow,
  differentLevel,
  differentMaxScore,
  differentRows,
  differentTimeLimit,
} from "../find-different/rows";
import { type Random, pickDistinct, randomInt } from "../random";
import { ALL_TURNS, NO_TURN, type Point, type Turn, appearance } from "../turns";

/**
 * Find the different figure (premium, 4-8 years): a row of geometric figures where one is not
 * like the others; the child taps it. When the play is timed (never by default for a child
 * under 6), each row has 10 seconds (the spec's time per row; a row that runs out counts as
 * missed and the next one comes). The difference shrinks
 * from another shape and colour, to another shape, a turn, a small mark inside, and a mirror
 * image. The different figure always differs in its outline or marks, never in colour alone.
 */
export const FIGURE_ROWS = DIFFERENT_ROWS;
export const FIGURE_ROW_SECONDS = 10;

/** Figures in a 0-100 box, with the points that tell how a figure is turned. */
export const FIGURE_SHAPES = {
  circle: {
    d: "M50 12 A38 38 0 1 1 49.99 12 Z",
    points: [
      [50, 12],
      [77, 23],
      [88, 50],
      [77, 77],
      [50, 88],
      [23, 77],
      [12, 50],
      [23, 23],
    ],
  },
  square: {
    d: "M16 16 H84 V84 H16 Z",
    points: [
      [16, 16],
      [84, 16],
      [84, 84],
      [16, 84],
    ],
  },
  triangle: {
    d: "M50 12 L88 84 H12 Z",
    points: [
      [50, 12],
      [88, 84],
      [12, 84],
    ],
  },
  star: {
    d: "M50 10 L60 38 L89 38 L65 55 L74 84 L50 66 L26 84 L35 55 L11 38 L40 38 Z",
    points: [
      [50, 10],
      [89, 38],
      [74, 84],
      [26, 84],
      [11, 38],
    ],
  },
  heart: {
    d: "M50 86 C20 64 8 44 17 29 C26 15 44 16 50 30 C56 16 74 15 83 29 C92 44 80 64 50 86 Z",
    points: [
      [50, 86],
      [17, 29],
      [50, 30],
      [83, 29],
    ],
  },
  hexagon: {
    d: "M50 10 L85 30 V70 L50 90 L15 70 V30 Z",
    points: [
      [50, 10],
      [85, 30],
      [85, 70],
      [50, 90],
      [15, 70],
      [15, 30],
    ],
  },
  arrow: {
    d: "M50 10 L86 48 H64 V90 H36 V48 H14 Z",
    points: [
      [50, 10],
      [86, 48],
      [64, 90],
      [36, 90],
      [14, 48],
    ],
  },
  house: {
    d: "M50 10 L88 44 V88 H12 V44 Z",
    points: [
      [50, 10],
      [88, 44],
      [88, 88],
      [12, 88],
      [12, 44],
    ],
  },
  flag: {
    d: "M22 10 H31 V90 H22 Z M31 14 L82 32 L31 50 Z",
    points: [
      [22, 10],
      [22, 90],
      [82, 32],
      [31, 50],
    ],
  },
  corner: {
    d: "M22 12 H46 V64 H80 V88 H22 Z",
    points: [
      [22, 12],
      [46, 12],
      [46, 64],
      [80, 64],
      [80, 88],
      [22, 88],
    ],
  },
  zigzag: {
    d: "M12 26 H62 V50 H88 V74 H38 V50 H12 Z",
    points: [
      [12, 26],
      [62, 26],
      [62, 50],
      [88, 50],
      [88, 74],
      [38, 74],
      [38, 50],
      [12, 50],
    ],
  },
  seven: {
    d: "M18 14 H82 V34 L52 88 H30 L58 34 H18 Z",
    points: [
      [18, 14],
      [82, 14],
      [82, 34],
      [52, 88],
      [30, 88],
      [58, 34],
      [18, 34],
    ],
  },
} as const satisfies Record<string, { d: string; points: ReadonlyArray<Point> }>;
export type FigureShape = keyof typeof FIGURE_SHAPES;

/** Marks drawn inside the roomy figures, turning with them. */
export const MARKS = {
  none: { d: "", points: [] },
  dot: { d: "M41 50 a9 9 0 1 0 18 0 a9 9 0 1 0 -18 0 Z", points: [[50, 50]] },
  twoDots: {
    d: "M27 50 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z M57 50 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z",
    points: [
      [35, 50],
      [65, 50],
    ],
  },
  line: {
    d: "M28 45 H72 V55 H28 Z",
    points: [
      [28, 50],
      [72, 50],
    ],
  },
  cross: {
    d: "M45 28 H55 V45 H72 V55 H55 V72 H45 V55 H28 V45 H45 Z",
    points: [
      [50, 28],
      [72, 50],
      [50, 72],
      [28, 50],
    ],
  },
  ring: {
    d: "M34 50 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0 Z M42 50 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z",
    points: [
      [34, 50],
      [66, 50],
      [50, 34],
      [50, 66],
    ],
  },
} as const satisfies Record<string, { d: string; points: ReadonlyArray<Point> }>;
export type Mark = keyof typeof MARKS;

/**
 * The picture world's colours (docs/art-style.md): a saturated base and a darker shade on the
 * side away from the light, no outline; the shade keeps even the yellow figure clear of a pale scene.
 */
export const FIGURE_COLOURS = {
  blue: { base: "#1e88e5", shade: "#1259a3" },
  orange: { base: "#fb8c00", shade: "#c25e00" },
  green: { base: "#43a047", shade: "#2a7230" },
  purple: { base: "#8e24aa", shade: "#641a7a" },
  yellow: { base: "#fdd835", shade: "#b88f00" },
  pink: { base: "#ec407a", shade: "#b3245a" },
} as const;
type FigureColour = keyof typeof FIGURE_COLOURS;
const COLOUR_NAMES = Object.keys(FIGURE_COLOURS) as FigureColour[];

export interface Figure {
  shape: FigureShape;
  colour: FigureColour;
  turn: Turn;
  mark: Mark;
}

/** What sets the different figure apart (also the hint after a wrong tap). */
type Difference = "shapeAndColour" | "shape" | "turn" | "mark" | "mirror";

export type FigureLevel = DifferentLevel<Difference>;

export const DIFFERENT_FIGURE_LEVELS: ReadonlyArray<FigureLevel> = [
  { items: 3, differences: ["shapeAndColour"] },
  { items: 4, differences: ["shape"] },
  { items: 4, differences: ["turn"] },
  { items: 5, differences: ["mark"] },
  { items: 5, differences: ["mirror"] },
  { items: 6, differences: ["turn", "mark", "mirror"] },
];

export const figureLevel = (level: number): FigureLevel => differentLevel(DIFFERENT_FIGURE_LEVELS, level);

export const figureTimeLimit = (_level: number) => differentTimeLimit(FIGURE_ROW_SECONDS);

/** Plain figures for the shape rows. */
export const PLAIN_SHAPES: ReadonlyArray<FigureShape> = ["circle", "square", "triangle", "star", "heart", "hexagon"];
/** Figures that look different when turned a quarter or a half. */
export const TURNING_SHAPES: ReadonlyArray<FigureShape> = ["arrow", "triangle", "house", "heart", "flag", "corner"];
/** Figures with room for a mark inside. */
export const ROOMY_SHAPES: ReadonlyArray<FigureShape> = ["circle", "square", "hexagon"];
/** Figures whose mirror image is not the figure itself. */
export const MIRROR_SHAPES: ReadonlyArray<FigureShape> = ["flag", "corner", "zigzag", "seven"];
/** [the others' mark, the different one's mark]: a mark missing, added, doubled or changed. */
export const MARK_PAIRS: ReadonlyArray<readonly [Mark, Mark]> = [
  ["dot", "none"],
  ["none", "dot"],
  ["dot", "twoDots"],
  ["twoDots", "dot"],
  ["line", "cross"],
  ["cross", "line"],
  ["ring", "dot"],
  ["dot", "ring"],
];

/** How a figure looks apart from its colour: outline, way it is turned and its mark. */
export function figureOutline(figure: Figure): string {
  return [figure.shape, appearance(FIGURE_SHAPES[figure.shape].points, figure.turn), figure.mark, appearance(MARKS[figure.mark].points, figure.turn)].join("|");
}

/** How a figure looks, colour included. */
export const figureLook = (figure: Figure) => `${figureOutline(figure)}|${figure.colour}`;

const plain = (shape: FigureShape, colour: FigureColour): Figure => ({ shape, colour, turn: NO_TURN, mark: "none" });

const upright = ALL_TURNS.filter((turn) => !turn.mirrored);

/** The figure most of the row shows, and the different one. */
function pair(difference: Difference, random: Random): readonly [Figure, Figure] {
  const [colour, otherColour] = pickDistinct(COLOUR_NAMES, 2, random) as [FigureColour, FigureColour];
  if (difference === "shapeAndColour" || difference === "shape") {
    const [shape, otherShape] = pickDistinct(PLAIN_SHAPES, 2, random) as [FigureShape, FigureShape];
    return [plain(shape, colour), plain(otherShape, difference === "shape" ? colour : otherColour)];
  }
  if (difference === "mark") {
    const [shape] = pickDistinct(ROOMY_SHAPES, 1, random) as [FigureShape];
    const [mark, otherMark] = MARK_PAIRS[randomInt(random, 0, MARK_PAIRS.length - 1)] as readonly [Mark, Mark];
    return [
      { ...plain(shape, colour), mark },
      { ...plain(shape, colour), mark: otherMark },
    ];
  }
  const shapes = difference === "turn" ? TURNING_SHAPES : MIRROR_SHAPES;
  const [shape] = pickDistinct(shapes, 1, random) as [FigureShape];
  const [turn] = pickDistinct(upright, 1, random) as [Turn];
  const same = plain(shape, colour);
  const candidates =
    difference === "turn"
      ? upright.filter((other) => other.quarters !== turn.quarters)
      : [
          { quarters: turn.quarters, mirrored: true },
          { quarters: (turn.quarters + 2) % 4, mirrored: true },
        ];
  // Only turns that really look different (a mirrored zigzag turned back would look the same).
  const different = candidates.filter((other) => figureOutline({ ...same, turn: other }) !== figureOutline({ ...same, turn }));
  const [otherTurn] = pickDistinct(different, 1, random) as [Turn];
  return [
    { ...same, turn },
    { ...same, turn: otherTurn },
  ];
}

export type FigureRow = DifferentRow<Figure, Difference>;

/** Rows of figures; no row shows the same figures as the row before. */
export const figureRows = (level: number, random: Random, count = FIGURE_ROWS): FigureRow[] =>
  differentRows(figureLevel(level), { pair, sameness: figureLook }, random, count);

export const findDifferentFigureMaxScore = (_level: number) => differentMaxScore();
