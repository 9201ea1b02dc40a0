import { ROUNDS_PER_LEVEL } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Shape hunt (premium, 3-6 years): a picture (a house, a bus, a castle, toys on a rug) is
 * built from circles, squares, triangles and rectangles; the child is asked to find all the
 * shapes of one kind ("Find 3 triangles") and taps each. The levels grow from a simple
 * house to busy scenes, turned shapes, and shapes built of similar parts (a square made of
 * four triangles, a tower of two squares that looks like a rectangle).
 *
 * Scenes are in units: 100 wide, `height` high. The smallest side of every shape is at least
 * MIN_SIDE units, so at 320 px wide (the scene is about 270 px there) it is a 48 px target.
 */

export const SHAPE_KINDS = ["circle", "square", "triangle", "rectangle"] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const SCENE_WIDTH = 100;
export const MIN_SIDE = 18;
/** A rectangle is at least this much longer than wide, so it never passes for a square. */
export const MIN_RECTANGLE_RATIO = 1.5;

/** What a shape is in the picture: its accessible name (games.shapeHunt.parts.<part>). */
export const PART_NAMES = [
  "sun",
  "roof",
  "wall",
  "window",
  "door",
  "tree",
  "ball",
  "bus",
  "wheel",
  "sign",
  "sail",
  "hull",
  "porthole",
  "box",
  "cabin",
  "boiler",
  "chimney",
  "wagon",
  "snowball",
  "hat",
  "rocketNose",
  "rocketBody",
  "fin",
  "planet",
  "moon",
  "kite",
  "slide",
  "sandbox",
  "castle",
  "block",
  "caterpillar",
  "leaf",
  "tower",
  "flag",
  "napkin",
  "plate",
  "juice",
  "sandwich",
  "cookie",
  "chocolate",
  "photo",
  "book",
  "coin",
  "cheese",
] as const;
type PartName = (typeof PART_NAMES)[number];

type Point = readonly [number, number];

export interface Part {
  part: PartName;
  kind: ShapeKind;
  /** The shape's box in scene units (before turning). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** A triangle's corners, as fractions of its box. */
  points?: ReadonlyArray<Point>;
  /** Degrees the shape is turned around its box's centre. */
  rotate?: number;
  color: string;
  /** Left out of some rounds, so the same scene asks for different counts. */
  optional?: boolean;
}

const SCENE_IDS = ["house", "bus", "boat", "train", "snowman", "rocket", "playground", "caterpillar", "castle", "picnic", "toys"] as const;
export type SceneId = (typeof SCENE_IDS)[number];

export interface Scene {
  id: SceneId;
  height: number;
  parts: Part[];
}

const UP: ReadonlyArray<Point> = [
  [0.5, 0],
  [1, 1],
  [0, 1],
];
const DOWN: ReadonlyArray<Point> = [
  [0, 0],
  [1, 0],
  [0.5, 1],
];
const LEFT: ReadonlyArray<Point> = [
  [0, 0.5],
  [1, 0],
  [1, 1],
];
const RIGHT: ReadonlyArray<Point> = [
  [0, 0],
  [1, 0.5],
  [0, 1],
];

const part = (name: PartName, kind: ShapeKind, x: number, y: number, w: number, h: number, color: string, extra: Partial<Part> = {}): Part => ({
  part: name,
  kind,
  x,
  y,
  w,
  h,
  color,
  ...extra,
});

/** The drawn scenes; "toys" is dealt afresh each round (toyScene). */
export const SCENES: Readonly<Record<Exclude<SceneId, "toys">, Scene>> = {
  house: {
    id: "house",
    height: 92,
    parts: [
      part("sun", "circle", 78, 2, 20, 20, "#facc15", { optional: true }),
      part("roof", "triangle", 6, 6, 60, 26, "#dc2626", { points: UP }),
      part("wall", "square", 12, 32, 48, 48, "#fde68a"),
      part("window", "square", 14, 40, 18, 18, "#60a5fa"),
      part("door", "rectangle", 40, 50, 18, 30, "#92400e"),
      part("tree", "triangle", 66, 26, 30, 42, "#16a34a", { points: UP }),
      part("ball", "circle", 70, 72, 18, 18, "#ef4444", { optional: true }),
    ],
  },
  bus: {
    id: "bus",
    height: 76,
    parts: [
      part("sun", "circle", 2, 2, 18, 18, "#facc15"),
      part("sign", "triangle", 78, 2, 20, 18, "#f97316", { points: UP, optional: true }),
      part("bus", "rectangle", 2, 24, 78, 34, "#f59e0b"),
      part("window", "square", 6, 28, 18, 18, "#bae6fd"),
      part("window", "square", 48, 28, 18, 18, "#bae6fd"),
      part("wheel", "circle", 8, 50, 20, 20, "#374151"),
      part("wheel", "circle", 52, 50, 20, 20, "#374151"),
    ],
  },
  boat: {
    id: "boat",
    height: 84,
    parts: [
      part("sun", "circle", 80, 2, 18, 18, "#facc15", { optional: true }),
      part("sail", "triangle", 8, 4, 34, 46, "#fef3c7", {
        points: [
          [0.85, 0],
          [1, 1],
          [0, 1],
        ],
      }),
      part("sail", "triangle", 46, 14, 26, 36, "#fca5a5", {
        points: [
          [0.3, 0],
          [1, 1],
          [0, 1],
        ],
      }),
      part("hull", "rectangle", 6, 52, 74, 22, "#b45309"),
      part("porthole", "circle", 12, 54, 18, 18, "#e0f2fe"),
      part("box", "square", 56, 54, 18, 18, "#a3e635"),
    ],
  },
  train: {
    id: "train",
    height: 78,
    parts: [
      part("chimney", "triangle", 42, 4, 20, 22, "#4b5563", { points: DOWN }),
      part("cabin", "rectangle", 4, 4, 28, 48, "#dc2626"),
      part("window", "square", 9, 6, 18, 18, "#bfdbfe"),
      part("boiler", "rectangle", 32, 26, 40, 26, "#2563eb"),
      part("ball", "circle", 78, 10, 18, 18, "#f59e0b", { optional: true }),
      part("wagon", "square", 76, 30, 22, 22, "#16a34a"),
      part("wheel", "circle", 6, 50, 20, 20, "#374151"),
      part("wheel", "circle", 30, 50, 20, 20, "#374151"),
      part("wheel", "circle", 54, 50, 20, 20, "#374151"),
      part("wheel", "circle", 78, 50, 18, 18, "#374151"),
    ],
  },
  snowman: {
    id: "snowman",
    height: 100,
    parts: [
      part("sun", "circle", 4, 4, 20, 20, "#fde047", { optional: true }),
      part("hat", "rectangle", 30, 0, 28, 18, "#1f2937"),
      part("snowball", "circle", 34, 14, 20, 20, "#f8fafc"),
      part("snowball", "circle", 30, 34, 28, 28, "#f8fafc"),
      part("snowball", "circle", 24, 60, 40, 40, "#f8fafc"),
      part("tree", "triangle", 68, 20, 30, 36, "#15803d", { points: UP }),
      part("tree", "triangle", 66, 46, 34, 40, "#16a34a", { points: UP }),
    ],
  },
  rocket: {
    id: "rocket",
    height: 96,
    parts: [
      part("moon", "circle", 4, 6, 20, 20, "#fde68a"),
      part("planet", "circle", 72, 8, 24, 24, "#a78bfa"),
      part("rocketNose", "triangle", 36, 2, 28, 24, "#dc2626", { points: UP }),
      part("rocketBody", "rectangle", 36, 26, 28, 50, "#e5e7eb"),
      part("porthole", "circle", 41, 30, 18, 18, "#38bdf8"),
      part("fin", "triangle", 18, 54, 18, 28, "#dc2626", {
        points: [
          [1, 0],
          [1, 1],
          [0, 0.7],
        ],
      }),
      part("fin", "triangle", 64, 54, 18, 28, "#dc2626", {
        points: [
          [0, 0],
          [1, 0.7],
          [0, 1],
        ],
      }),
      part("box", "square", 78, 62, 20, 20, "#f59e0b", { optional: true }),
    ],
  },
  playground: {
    id: "playground",
    height: 92,
    parts: [
      part("sun", "circle", 4, 2, 20, 20, "#facc15"),
      part("block", "square", 24, 12, 18, 18, "#f472b6", { rotate: 20 }),
      part("kite", "square", 50, 6, 20, 20, "#22d3ee", { rotate: 45 }),
      part("tree", "circle", 76, 2, 22, 22, "#16a34a"),
      part("slide", "triangle", 4, 40, 40, 46, "#ef4444", {
        points: [
          [0.85, 0],
          [1, 1],
          [0, 1],
        ],
      }),
      part("roof", "triangle", 58, 30, 24, 18, "#dc2626", { points: UP }),
      part("castle", "square", 60, 48, 20, 20, "#fde68a"),
      part("ball", "circle", 82, 48, 18, 18, "#3b82f6"),
      part("sandbox", "rectangle", 50, 70, 44, 20, "#f59e0b"),
    ],
  },
  caterpillar: {
    id: "caterpillar",
    height: 88,
    parts: [
      part("sun", "circle", 4, 2, 18, 18, "#facc15", { optional: true }),
      part("leaf", "triangle", 28, 4, 26, 22, "#22c55e", { points: RIGHT }),
      part("leaf", "triangle", 58, 4, 22, 22, "#16a34a", { points: UP }),
      part("leaf", "triangle", 4, 24, 24, 20, "#4ade80", { points: LEFT }),
      part("caterpillar", "circle", 4, 46, 20, 20, "#84cc16"),
      part("caterpillar", "circle", 20, 46, 20, 20, "#65a30d"),
      part("caterpillar", "circle", 36, 46, 20, 20, "#84cc16"),
      part("caterpillar", "circle", 52, 46, 20, 20, "#65a30d"),
      part("caterpillar", "circle", 68, 46, 20, 20, "#84cc16", { optional: true }),
      part("caterpillar", "circle", 78, 32, 22, 22, "#4d7c0f"),
      part("box", "square", 4, 68, 18, 18, "#a16207"),
      part("box", "square", 22, 68, 18, 18, "#ca8a04", { optional: true }),
    ],
  },
  castle: {
    id: "castle",
    height: 98,
    parts: [
      part("sun", "circle", 80, 4, 18, 18, "#facc15"),
      part("flag", "triangle", 51, 0, 20, 18, "#2563eb", { points: RIGHT }),
      part("roof", "triangle", 36, 16, 28, 26, "#dc2626", { points: UP }),
      part("roof", "triangle", 2, 36, 24, 20, "#dc2626", { points: UP }),
      part("roof", "triangle", 74, 36, 24, 20, "#dc2626", { points: UP }),
      part("tower", "square", 38, 42, 24, 24, "#d6d3d1"),
      part("tower", "square", 4, 56, 20, 20, "#d6d3d1"),
      part("tower", "square", 4, 76, 20, 20, "#a8a29e"),
      part("tower", "square", 76, 56, 20, 20, "#d6d3d1"),
      part("tower", "square", 76, 76, 20, 20, "#a8a29e"),
      part("wall", "rectangle", 24, 66, 52, 30, "#a8a29e"),
      part("window", "square", 28, 70, 18, 18, "#1e3a8a"),
      part("window", "square", 54, 70, 18, 18, "#1e3a8a", { optional: true }),
    ],
  },
  picnic: {
    id: "picnic",
    height: 98,
    parts: [
      // A napkin folded into four triangles: together they make a square.
      part("napkin", "triangle", 4, 4, 40, 20, "#f87171", { points: DOWN }),
      part("napkin", "triangle", 4, 24, 40, 20, "#f87171", { points: UP }),
      part("napkin", "triangle", 4, 4, 20, 40, "#fecaca", { points: RIGHT }),
      part("napkin", "triangle", 24, 4, 20, 40, "#fecaca", { points: LEFT }),
      part("plate", "circle", 50, 6, 28, 28, "#e0f2fe"),
      part("juice", "rectangle", 82, 4, 18, 28, "#fb923c"),
      // Four sandwich triangles that together make one big triangle.
      part("sandwich", "triangle", 66, 44, 20, 18, "#fcd34d", { points: UP }),
      part("sandwich", "triangle", 56, 62, 20, 18, "#fcd34d", { points: UP }),
      part("sandwich", "triangle", 66, 62, 20, 18, "#fde68a", { points: DOWN }),
      part("sandwich", "triangle", 76, 62, 20, 18, "#fcd34d", { points: UP }),
      part("cookie", "circle", 6, 50, 18, 18, "#b45309"),
      part("cookie", "circle", 28, 54, 18, 18, "#b45309"),
      // A bar of three chocolate squares: together they look like a rectangle.
      part("chocolate", "square", 4, 78, 18, 18, "#78350f"),
      part("chocolate", "square", 22, 78, 18, 18, "#92400e"),
      part("chocolate", "square", 40, 78, 18, 18, "#78350f", { optional: true }),
    ],
  },
};

export interface HuntLevel {
  scenes: ReadonlyArray<SceneId>;
  kinds: ReadonlyArray<ShapeKind>;
  /** How many shapes to find in a round. */
  minTargets: number;
  maxTargets: number;
  /** Largest turn, in degrees, of the toys on the rug. */
  toyTurn: number;
}

export const HUNT_LEVELS: ReadonlyArray<HuntLevel> = [
  { scenes: ["house", "bus", "boat"], kinds: ["circle", "square", "triangle"], minTargets: 1, maxTargets: 3, toyTurn: 0 },
  { scenes: ["house", "bus", "boat", "train", "snowman", "rocket"], kinds: SHAPE_KINDS, minTargets: 1, maxTargets: 5, toyTurn: 0 },
  { scenes: ["playground", "toys", "train", "rocket"], kinds: SHAPE_KINDS, minTargets: 2, maxTargets: 5, toyTurn: 25 },
  { scenes: ["caterpillar", "castle", "picnic"], kinds: SHAPE_KINDS, minTargets: 2, maxTargets: 8, toyTurn: 25 },
  { scenes: ["castle", "picnic", "toys", "caterpillar", "playground"], kinds: SHAPE_KINDS, minTargets: 3, maxTargets: 8, toyTurn: 45 },
];

export const huntLevel = (level: number): HuntLevel => HUNT_LEVELS[level - 1] ?? (HUNT_LEVELS[0] as HuntLevel);

const TOY_COLORS = ["#ef4444", "#f97316", "#facc15", "#22c55e", "#06b6d4", "#3b82f6", "#a855f7", "#ec4899", "#a16207"] as const;
const TOY_NAMES: Readonly<Record<ShapeKind, ReadonlyArray<PartName>>> = {
  circle: ["ball", "cookie", "coin"],
  square: ["block", "napkin", "photo"],
  triangle: ["flag", "cheese", "sandwich"],
  rectangle: ["book", "chocolate", "box"],
};
/** The rug is a 3 × 3 grid of cells; a toy, however it is turned, stays inside its cell. */
const TOY_CELL = 100 / 3;
const TOY_SCENE_HEIGHT = 100;

/** The box a toy of `kind` starts from (a rectangle lies or stands). */
function toyBox(kind: ShapeKind, random: Random): { w: number; h: number; points?: ReadonlyArray<Point> } {
  if (kind === "circle") {
    const side = randomInt(random, 20, 24);
    return { w: side, h: side };
  }
  if (kind === "square") {
    const side = randomInt(random, 19, 22);
    return { w: side, h: side };
  }
  if (kind === "rectangle") return random() < 0.5 ? { w: 28, h: 18 } : { w: 18, h: 28 };
  return { w: 24, h: 22, points: [UP, DOWN, LEFT, RIGHT][randomInt(random, 0, 3)] as ReadonlyArray<Point> };
}

/** Toys on a rug: `count` of `target` kind and other kinds, turned up to `turn` degrees. */
export function toyScene(target: ShapeKind, count: number, turn: number, random: Random): Scene {
  const others = SHAPE_KINDS.filter((kind) => kind !== target);
  const kinds = shuffled(
    [...Array.from({ length: count }, () => target), ...Array.from({ length: 9 - count }, (_, index) => others[index % others.length] as ShapeKind)],
    random,
  );
  const parts = kinds.map((kind, cell) => {
    const box = toyBox(kind, random);
    const rotate = kind === "circle" || turn === 0 ? 0 : randomInt(random, -turn, turn);
    const { width, height } = turnedSize(box.w, box.h, rotate);
    const slackX = Math.max(0, (TOY_CELL - width) / 2 - 1);
    const slackY = Math.max(0, (TOY_CELL - height) / 2 - 1);
    const centreX = (cell % 3) * TOY_CELL + TOY_CELL / 2 + (random() * 2 - 1) * slackX;
    const centreY = Math.floor(cell / 3) * TOY_CELL + TOY_CELL / 2 + (random() * 2 - 1) * slackY;
    const names = TOY_NAMES[kind];
    return part(
      names[randomInt(random, 0, names.length - 1)] as PartName,
      kind,
      round1(centreX - box.w / 2),
      round1(centreY - box.h / 2),
      box.w,
      box.h,
      TOY_COLORS[randomInt(random, 0, TOY_COLORS.length - 1)] as string,
      {
        ...(box.points ? { points: box.points } : {}),
        ...(rotate ? { rotate } : {}),
      },
    );
  });
  return { id: "toys", height: TOY_SCENE_HEIGHT, parts };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The width and height a w × h box takes up once turned by `degrees`. */
export function turnedSize(w: number, h: number, degrees: number): { width: number; height: number } {
  const radians = (Math.abs(degrees) * Math.PI) / 180;
  return { width: w * Math.cos(radians) + h * Math.sin(radians), height: w * Math.sin(radians) + h * Math.cos(radians) };
}

/** Whether scene point (px, py) lies on the shape `shape` (its turn taken into account). */
export function shapeContains(shape: Part, px: number, py: number): boolean {
  const cx = shape.x + shape.w / 2;
  const cy = shape.y + shape.h / 2;
  const radians = (-(shape.rotate ?? 0) * Math.PI) / 180;
  // Turn the point back, so the shape can be tested unturned.
  const dx = px - cx;
  const dy = py - cy;
  const x = cx + dx * Math.cos(radians) - dy * Math.sin(radians) - shape.x;
  const y = cy + dx * Math.sin(radians) + dy * Math.cos(radians) - shape.y;
  if (shape.kind === "circle") return (x - shape.w / 2) ** 2 + (y - shape.h / 2) ** 2 <= (shape.w / 2) ** 2;
  if (shape.kind !== "triangle") return x >= 0 && x <= shape.w && y >= 0 && y <= shape.h;
  const corners = (shape.points ?? UP).map(([fx, fy]) => [fx * shape.w, fy * shape.h] as const);
  const sides = corners.map((a, index) => {
    const b = corners[(index + 1) % 3] as readonly [number, number];
    return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  });
  return sides.every((side) => side >= 0) || sides.every((side) => side <= 0);
}

/** A round: the scene, the kind to find, and which of the scene's parts are of that kind. */
export interface HuntRound {
  scene: Scene;
  target: ShapeKind;
  /** Indexes of the parts of the target kind. */
  targets: number[];
}

export const targetsOf = (scene: Scene, kind: ShapeKind) => scene.parts.flatMap((shape, index) => (shape.kind === kind ? [index] : []));

/** A drawn scene with some of its optional parts left out. */
function dealScene(id: Exclude<SceneId, "toys">, random: Random): Scene {
  const scene = SCENES[id];
  return { ...scene, parts: scene.parts.filter((shape) => !shape.optional || random() < 0.6) };
}

/** The kinds a scene can be asked for at a level (enough of them, and not too many), best first. */
function askableKinds(scene: Scene, level: HuntLevel): ShapeKind[] {
  return level.kinds.filter((kind) => {
    const count = targetsOf(scene, kind).length;
    return count >= level.minTargets && count <= level.maxTargets;
  });
}

/**
 * The rounds of one level: the level's scenes in turn (shuffled), each asking for a kind that
 * has between minTargets and maxTargets shapes there; a scene met twice asks for another kind.
 */
export function huntRounds(levelNumber: number, random: Random, rounds = ROUNDS_PER_LEVEL): HuntRound[] {
  const level = huntLevel(levelNumber);
  const order = shuffled(level.scenes, random);
  const asked = new Map<SceneId, ShapeKind[]>();
  const result: HuntRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const id = order[index % order.length] as SceneId;
    const before = asked.get(id) ?? [];
    let scene: Scene;
    let target: ShapeKind;
    if (id === "toys") {
      target = pickDistinct(
        level.kinds.filter((kind) => !before.includes(kind)),
        1,
        random,
      )[0] as ShapeKind;
      scene = toyScene(target, randomInt(random, level.minTargets, Math.min(level.maxTargets, 4)), level.toyTurn, random);
    } else {
      scene = dealScene(id, random);
      const kinds = askableKinds(scene, level);
      const fresh = kinds.filter((kind) => !before.includes(kind));
      target = pickDistinct(fresh.length > 0 ? fresh : kinds, 1, random)[0] as ShapeKind;
    }
    asked.set(id, [...before, target]);
    result.push({ scene, target, targets: targetsOf(scene, target) });
  }
  return result;
}

/** Points of a round: 10 when every shape was found without a wrong tap, 3 less for each, at least 2. */
const ROUND_POINTS = 10;
const WRONG_TAP_COST = 3;
const MIN_ROUND_POINTS = 2;
/** After this many wrong taps in a round, the shapes still to find are pointed out. */
const HINT_AFTER_WRONG = 3;

export const roundPoints = (wrongTaps: number) => Math.max(MIN_ROUND_POINTS, ROUND_POINTS - WRONG_TAP_COST * wrongTaps);

export interface HuntPlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  /** Parts found in this round, and parts wrongly tapped (each counts once). */
  found: number[];
  wrong: number[];
  score: number;
  attempts: number;
  successes: number;
}

export const startHuntPlay = (): HuntPlay => ({ round: 0, found: [], wrong: [], score: 0, attempts: 0, successes: 0 });

export type HuntOutcome = "found" | "wrong" | "roundDone" | "ignored";

/**
 * A tap on part `index` of the current round. A shape already found or already tapped wrongly
 * changes nothing; a shape of the asked kind is found (the last one ends the round and scores
 * it); any other counts as a wrong tap.
 */
export function tapShape(play: HuntPlay, rounds: ReadonlyArray<HuntRound>, index: number): { play: HuntPlay; outcome: HuntOutcome } {
  const round = rounds[play.round];
  if (!round || play.found.includes(index) || play.wrong.includes(index) || index < 0 || index >= round.scene.parts.length) return { play, outcome: "ignored" };
  if (!round.targets.includes(index)) return { play: { ...play, wrong: [...play.wrong, index], attempts: play.attempts + 1 }, outcome: "wrong" };
  const found = [...play.found, index];
  const next = { ...play, found, attempts: play.attempts + 1, successes: play.successes + 1 };
  if (found.length < round.targets.length) return { play: next, outcome: "found" };
  return { play: { ...next, score: next.score + roundPoints(play.wrong.length) }, outcome: "roundDone" };
}

/** On to the next round (only once the current one is done). */
export const nextHuntRound = (play: HuntPlay): HuntPlay => ({ ...play, round: play.round + 1, found: [], wrong: [] });

export const huntPlayOver = (play: HuntPlay, roundCount: number) => play.round >= roundCount;

/** Whether the shapes still to find are pointed out. */
export const showHint = (play: HuntPlay) => play.wrong.length >= HINT_AFTER_WRONG;

export const shapeHuntMaxScore = (_level: number) => ROUNDS_PER_LEVEL * ROUND_POINTS;
