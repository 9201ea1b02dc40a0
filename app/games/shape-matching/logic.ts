import { pointsForRound } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Shape matching (premium, 3-6 years): outlines are drawn on a board and shapes lie in a tray;
 * the child puts each shape into its outline (tap a shape, then an outline; keyboard: Enter on
 * a shape, then Enter on an outline). A shape put on a wrong outline goes back and counts as a
 * mistake. Later levels bring look-alike shapes together (a square and a rectangle, a circle and
 * an oval) and then draw the outlines turned, so the child must see the shape in another
 * position.
 *
 * Scoring: a shape placed with no mistake on it earns 10 points, after one mistake 5, after
 * more 0 (the choice games' rule), so every board is always finished.
 */
export const MATCH_SHAPES = [
  "circle",
  "square",
  "triangle",
  "star",
  "heart",
  "diamond",
  "halfCircle",
  "cross",
  "arrow",
  "trapezoid",
  "hexagon",
  "rectangle",
  "oval",
  "pentagon",
  "rightTriangle",
] as const;
export type MatchShape = (typeof MATCH_SHAPES)[number];

/** Outlines in a 100 × 100 box centred on (50, 50), drawn as SVG paths. */
export const SHAPE_PATHS: Readonly<Record<MatchShape, string>> = {
  circle: "M50 12a38 38 0 1 0 0.01 0Z",
  square: "M18 18h64v64H18Z",
  triangle: "M50 12L88 84H12Z",
  star: "M50 8l11.8 26.2 28.6 3.1-21.4 19.3 6 28.1L50 70.4 25 84.7l6-28.1L9.6 37.3l28.6-3.1Z",
  heart: "M50 86C20 64 8 48 8 32 8 19 18 10 30 10c9 0 16 5 20 12 4-7 11-12 20-12 12 0 22 9 22 22 0 16-12 32-42 54Z",
  diamond: "M50 6l30 44-30 44-30-44Z",
  halfCircle: "M10 68a40 40 0 0 1 80 0Z",
  cross: "M38 10h24v28h28v24H62v28H38V62H10V38h28Z",
  arrow: "M8 38h52V18l32 32-32 32V62H8Z",
  trapezoid: "M30 24h40l22 52H8Z",
  hexagon: "M28 12h44l22 38-22 38H28L6 50Z",
  rectangle: "M6 30h88v40H6Z",
  oval: "M6 50a44 27 0 1 0 88 0a44 27 0 1 0-88 0Z",
  pentagon: "M50 8l40 29-15 47H25L10 37Z",
  rightTriangle: "M16 86V14L86 86Z",
};

/** Look-alike shapes that the later levels put on the same board. */
export const SIMILAR_PAIRS: ReadonlyArray<readonly [MatchShape, MatchShape]> = [
  ["square", "rectangle"],
  ["circle", "oval"],
  ["pentagon", "hexagon"],
  ["triangle", "rightTriangle"],
];

/**
 * Quarter turns (1-3) after which a shape looks different from upright. A circle looks the
 * same whichever way it is turned; a rectangle looks the same after half a turn.
 */
export const VISIBLE_TURNS: Readonly<Record<MatchShape, ReadonlyArray<number>>> = {
  circle: [],
  square: [],
  cross: [],
  rectangle: [1, 3],
  oval: [1, 3],
  diamond: [1, 3],
  triangle: [1, 2, 3],
  star: [1, 2, 3],
  heart: [1, 2, 3],
  halfCircle: [1, 2, 3],
  arrow: [1, 2, 3],
  trapezoid: [1, 2, 3],
  hexagon: [1, 3],
  pentagon: [1, 2, 3],
  rightTriangle: [1, 2, 3],
};

export interface MatchLevel {
  /** Shapes (and outlines) on one board. */
  shapes: number;
  /** Shapes the board's other shapes are drawn from. */
  pool: ReadonlyArray<MatchShape>;
  /** Look-alike pairs put together on each board. */
  similarPairs: number;
  /** Outlines are drawn turned. */
  turned: boolean;
}

const BASIC: MatchShape[] = ["circle", "square", "triangle", "star", "heart"];
const MORE: MatchShape[] = [...BASIC, "diamond", "halfCircle", "cross"];
const MANY: MatchShape[] = [...MORE, "arrow", "trapezoid", "hexagon"];

export const MATCH_LEVELS: ReadonlyArray<MatchLevel> = [
  { shapes: 3, pool: BASIC, similarPairs: 0, turned: false },
  { shapes: 4, pool: MORE, similarPairs: 0, turned: false },
  { shapes: 5, pool: MANY, similarPairs: 0, turned: false },
  { shapes: 5, pool: MANY, similarPairs: 2, turned: false },
  { shapes: 6, pool: MANY, similarPairs: 2, turned: true },
];

export const BOARDS_PER_LEVEL = 2;

export const matchLevel = (level: number): MatchLevel => MATCH_LEVELS[level - 1] ?? (MATCH_LEVELS[0] as MatchLevel);

interface Outline {
  shape: MatchShape;
  /** Quarter turns clockwise the outline is drawn turned by. */
  turns: number;
}

export interface MatchBoard {
  /** The outlines in the order they are drawn on the board. */
  outlines: Outline[];
  /** The shapes in the order they lie in the tray (each once, upright). */
  tray: MatchShape[];
}

/** The shapes of one board: the level's look-alike pairs first, then others from its pool. */
export function boardShapes(level: MatchLevel, random: Random): MatchShape[] {
  const pairs = pickDistinct(SIMILAR_PAIRS, level.similarPairs, random).flat();
  const paired = new Set(SIMILAR_PAIRS.flat());
  // With look-alike pairs on the board, the others come from no pair at all, so the level's
  // number of pairs holds (the pools of the levels without pairs hold no whole pair).
  const others = level.pool.filter((shape) => !pairs.includes(shape) && (level.similarPairs === 0 || !paired.has(shape)));
  return [...pairs, ...pickDistinct(others, level.shapes - pairs.length, random)];
}

export function matchBoards(level: number, random: Random, count = BOARDS_PER_LEVEL): MatchBoard[] {
  const settings = matchLevel(level);
  return Array.from({ length: count }, () => {
    const shapes = boardShapes(settings, random);
    const outlines = shuffled(shapes, random).map((shape) => {
      const turns = VISIBLE_TURNS[shape];
      return { shape, turns: settings.turned && turns.length > 0 ? (pickDistinct(turns, 1, random)[0] as number) : 0 };
    });
    let tray = shuffled(shapes, random);
    // The tray never lies in the board's order, so the places are not given away.
    for (let tries = 0; tries < 10 && tray.every((shape, index) => outlines[index]?.shape === shape); tries += 1) tray = shuffled(shapes, random);
    if (tray.every((shape, index) => outlines[index]?.shape === shape)) tray = [...tray.slice(1), tray[0] as MatchShape];
    return { outlines, tray };
  });
}

export interface MatchPlay {
  /** Index of the board being played; equals the number of boards when the play is over. */
  round: number;
  /** Outlines (by index) already filled. */
  filled: number[];
  /** Mistakes made with each tray shape (by tray index). */
  mistakes: number[];
  score: number;
  attempts: number;
  successes: number;
}

export function startMatchPlay(boards: ReadonlyArray<MatchBoard>): MatchPlay {
  return { round: 0, filled: [], mistakes: (boards[0]?.tray ?? []).map(() => 0), score: 0, attempts: 0, successes: 0 };
}

export type MatchOutcome = "placed" | "wrong" | "ignored";

/** The tray index of the shape that fills outline `outline` (once filled, that shape has left the tray). */
export const fillerOf = (board: MatchBoard, outline: number) => board.tray.indexOf(board.outlines[outline]?.shape as MatchShape);

/**
 * Putting tray shape `piece` on outline `outline` of the current board: the outline of the
 * same shape takes it (however it is turned); any other is a mistake and the shape goes back.
 * A shape already placed, an outline already filled, or an unknown one is ignored.
 */
export function placeShape(
  play: MatchPlay,
  boards: ReadonlyArray<MatchBoard>,
  piece: number,
  outline: number,
): { play: MatchPlay; outcome: MatchOutcome; points: number } {
  const board = boards[play.round];
  const shape = board?.tray[piece];
  const target = board?.outlines[outline];
  if (!board || !shape || !target || play.filled.includes(outline) || play.filled.some((filled) => fillerOf(board, filled) === piece)) {
    return { play, outcome: "ignored", points: 0 };
  }
  if (target.shape !== shape) {
    const mistakes = [...play.mistakes];
    mistakes[piece] = (mistakes[piece] ?? 0) + 1;
    return { play: { ...play, mistakes, attempts: play.attempts + 1 }, outcome: "wrong", points: 0 };
  }
  const points = pointsForRound(play.mistakes[piece] ?? 0);
  return {
    play: { ...play, filled: [...play.filled, outline], score: play.score + points, attempts: play.attempts + 1, successes: play.successes + 1 },
    outcome: "placed",
    points,
  };
}

export const boardDone = (play: MatchPlay, boards: ReadonlyArray<MatchBoard>) => {
  const board = boards[play.round];
  return board !== undefined && play.filled.length >= board.outlines.length;
};

export function nextBoard(play: MatchPlay, boards: ReadonlyArray<MatchBoard>): MatchPlay {
  return { ...play, round: play.round + 1, filled: [], mistakes: (boards[play.round + 1]?.tray ?? []).map(() => 0) };
}

export const matchPlayOver = (play: MatchPlay, boardCount: number) => play.round >= boardCount;

export const shapeMatchingMaxScore = (level: number) => matchLevel(level).shapes * BOARDS_PER_LEVEL * pointsForRound(0);
