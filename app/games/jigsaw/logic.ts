import { pointsForRound } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";

/**
 * Jigsaw (premium, 3-7 years): a picture drawn in inline SVG is cut into a square grid; the
 * pieces lie shuffled in a tray and the child puts each into its place (tap a piece, then tap a
 * place; keyboard: Enter on a piece, then Enter on a place). A piece put in a wrong place goes
 * back to the tray and counts as a mistake. At the hardest levels pieces lie turned and must be
 * turned upright (the turn button) before they fit.
 *
 * Pictures are drawn in a SCENE_SIZE × SCENE_SIZE box; a piece shows its own square of it.
 *
 * Scoring: a piece put in place with no mistake on it earns 10 points, after one mistake 5,
 * after more 0 (the choice games' rule), so the child always finishes the picture.
 */
export const SCENE_SIZE = 300;

export type SceneShape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill: string }
  | { kind: "circle"; cx: number; cy: number; r: number; fill: string }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; fill: string }
  /** Points as [x1, y1, x2, y2, ...]. */
  | { kind: "polygon"; points: ReadonlyArray<number>; fill: string };

export const SCENE_IDS = ["house", "boat", "garden", "night", "car", "cat"] as const;
export type SceneId = (typeof SCENE_IDS)[number];

const rect = (x: number, y: number, width: number, height: number, fill: string): SceneShape => ({ kind: "rect", x, y, width, height, fill });
const circle = (cx: number, cy: number, r: number, fill: string): SceneShape => ({ kind: "circle", cx, cy, r, fill });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): SceneShape => ({ kind: "ellipse", cx, cy, rx, ry, fill });
const polygon = (fill: string, ...points: number[]): SceneShape => ({ kind: "polygon", points, fill });

const SKY = "#bfe3ff";
const GRASS = "#6cc04a";
const SUN = "#ffd23f";
const WHITE = "#ffffff";
const LEAF = "#2d8a3e";
const TRUNK = "#8b5a2b";

/** The pictures, back to front. Each square of every grid differs from the others (see the tests). */
export const SCENES: Readonly<Record<SceneId, ReadonlyArray<SceneShape>>> = {
  // A house with a red roof, the sun, a cloud, a tree, a path and flowers.
  house: [
    rect(0, 0, 300, 190, SKY),
    rect(0, 190, 300, 110, GRASS),
    circle(48, 52, 34, SUN),
    ellipse(205, 48, 42, 18, WHITE),
    ellipse(232, 36, 28, 18, WHITE),
    polygon("#1f2937", 120, 28, 132, 20, 144, 28, 132, 24),
    polygon("#8d3b2e", 82, 128, 155, 62, 228, 128),
    rect(96, 126, 118, 104, "#e76f51"),
    rect(108, 142, 26, 26, "#fff3b0"),
    rect(176, 142, 26, 26, "#fff3b0"),
    rect(140, 172, 30, 58, "#6b4226"),
    circle(163, 202, 3, SUN),
    polygon("#d9b38c", 140, 230, 170, 230, 196, 300, 114, 300),
    rect(247, 148, 16, 80, TRUNK),
    circle(255, 128, 34, LEAF),
    circle(26, 252, 11, "#e63946"),
    circle(64, 276, 9, "#f4a6c1"),
    circle(272, 266, 10, SUN),
    rect(20, 196, 4, 40, LEAF),
  ],
  // A sailing boat on the sea, a seagull, a cloud, the sun, an island and a fish.
  boat: [
    rect(0, 0, 300, 170, "#a7d8f5"),
    polygon("#7fb685", 0, 170, 0, 112, 34, 92, 70, 126, 96, 170),
    rect(0, 170, 300, 130, "#1d6fb8"),
    circle(252, 52, 30, SUN),
    ellipse(70, 44, 44, 17, WHITE),
    ellipse(98, 32, 26, 16, WHITE),
    polygon("#1f2937", 170, 40, 184, 30, 198, 40, 184, 35),
    ellipse(258, 172, 40, 16, "#e9c46a"),
    rect(254, 118, 8, 52, TRUNK),
    polygon(LEAF, 258, 112, 232, 128, 258, 120, 284, 130),
    rect(146, 62, 8, 126, "#6b4226"),
    polygon(WHITE, 156, 66, 156, 176, 222, 176),
    polygon("#e63946", 144, 80, 144, 170, 96, 170),
    polygon("#8b5a2b", 70, 186, 232, 186, 208, 220, 94, 220),
    ellipse(60, 252, 22, 11, "#f4a261"),
    polygon("#f4a261", 80, 252, 96, 240, 96, 264),
    circle(50, 249, 3, "#1f2937"),
    ellipse(176, 250, 34, 6, "#5fa8e0"),
    rect(262, 232, 6, 22, "#1f2937"),
    polygon("#e63946", 250, 268, 280, 268, 272, 250, 258, 250),
    rect(256, 254, 18, 6, WHITE),
    ellipse(20, 200, 18, 5, "#5fa8e0"),
  ],
  // A pomegranate tree, a basket of fruit, a butterfly, the sun and a fence.
  garden: [
    rect(0, 0, 300, 200, "#d4f0ff"),
    rect(0, 200, 300, 100, GRASS),
    circle(262, 40, 28, SUN),
    rect(0, 170, 300, 8, "#c9a46c"),
    rect(12, 140, 10, 60, "#c9a46c"),
    rect(52, 140, 10, 60, "#c9a46c"),
    rect(238, 140, 10, 60, "#c9a46c"),
    rect(278, 140, 10, 60, "#c9a46c"),
    rect(120, 130, 24, 110, TRUNK),
    ellipse(132, 100, 92, 70, LEAF),
    circle(92, 80, 13, "#c1121f"),
    circle(150, 62, 13, "#c1121f"),
    circle(178, 118, 13, "#c1121f"),
    circle(104, 134, 12, "#c1121f"),
    circle(66, 108, 11, "#c1121f"),
    polygon("#b5651d", 190, 236, 270, 236, 258, 284, 202, 284),
    circle(212, 230, 11, "#c1121f"),
    circle(236, 226, 11, "#f4a261"),
    circle(258, 230, 11, "#c1121f"),
    polygon("#9b5de5", 40, 236, 20, 222, 22, 252),
    polygon("#f15bb5", 40, 236, 60, 220, 58, 250),
    rect(38, 226, 4, 20, "#1f2937"),
    circle(150, 280, 8, "#ffffff"),
    circle(96, 266, 7, SUN),
  ],
  // A night town: the moon, stars, houses with lit windows and a rocket.
  night: [
    rect(0, 0, 300, 300, "#1b2a4e"),
    ellipse(40, 122, 32, 10, "#334a7d"),
    circle(60, 60, 38, "#fef3c7"),
    circle(80, 48, 33, "#1b2a4e"),
    polygon(SUN, 128, 16, 135, 32, 152, 33, 139, 44, 143, 61, 128, 52, 113, 61, 117, 44, 104, 33, 121, 32),
    ellipse(190, 40, 28, 6, "#fcd34d"),
    circle(190, 40, 15, "#f59e0b"),
    polygon(SUN, 270, 54, 275, 65, 287, 66, 278, 74, 281, 86, 270, 79, 259, 86, 262, 74, 253, 66, 265, 65),
    polygon("#fef3c7", 84, 142, 194, 100, 196, 110),
    circle(198, 104, 8, "#fef3c7"),
    circle(30, 168, 3, WHITE),
    circle(214, 78, 3, WHITE),
    polygon("#e5e7eb", 226, 150, 240, 110, 254, 150),
    rect(226, 150, 28, 60, "#e5e7eb"),
    circle(240, 168, 7, "#60a5fa"),
    polygon("#ef4444", 226, 190, 212, 214, 226, 210),
    polygon("#ef4444", 254, 190, 268, 214, 254, 210),
    polygon("#f97316", 232, 210, 248, 210, 240, 232),
    rect(0, 236, 300, 64, "#334155"),
    rect(14, 186, 70, 90, "#64748b"),
    rect(26, 202, 16, 16, SUN),
    rect(56, 230, 16, 16, SUN),
    rect(100, 206, 80, 70, "#475569"),
    polygon("#7c2d12", 94, 206, 140, 170, 186, 206),
    rect(116, 222, 18, 18, SUN),
    rect(150, 240, 18, 36, "#1e293b"),
    rect(196, 250, 92, 30, "#64748b"),
    rect(270, 258, 12, 12, SUN),
  ],
  // A red car on a road, a traffic light, a tree, clouds and the sun.
  car: [
    rect(0, 0, 300, 180, "#cdeafe"),
    rect(0, 180, 300, 50, GRASS),
    rect(0, 230, 300, 70, "#4b5563"),
    rect(20, 262, 40, 6, WHITE),
    rect(130, 262, 40, 6, WHITE),
    rect(240, 262, 40, 6, WHITE),
    circle(246, 30, 26, SUN),
    ellipse(45, 45, 36, 14, WHITE),
    ellipse(150, 40, 40, 15, WHITE),
    ellipse(196, 116, 30, 12, WHITE),
    polygon("#a855f7", 108, 78, 124, 100, 108, 126, 92, 100),
    polygon("#f97316", 108, 126, 122, 150, 116, 152, 104, 130),
    rect(250, 100, 10, 140, "#374151"),
    rect(238, 104, 34, 76, "#111827"),
    circle(255, 118, 9, "#ef4444"),
    circle(255, 142, 9, "#facc15"),
    circle(255, 166, 9, "#22c55e"),
    rect(36, 120, 14, 80, TRUNK),
    circle(43, 112, 30, LEAF),
    polygon("#dc2626", 70, 236, 70, 206, 104, 204, 130, 170, 190, 170, 214, 204, 232, 210, 232, 236),
    polygon("#bae6fd", 112, 202, 134, 176, 158, 176, 158, 202),
    polygon("#bae6fd", 166, 202, 166, 176, 186, 176, 204, 202),
    circle(106, 240, 17, "#111827"),
    circle(106, 240, 7, "#d1d5db"),
    circle(200, 240, 17, "#111827"),
    circle(200, 240, 7, "#d1d5db"),
    circle(226, 218, 5, SUN),
  ],
  // A cat on a rug with a ball of wool, by a window with a flower pot.
  cat: [
    rect(0, 0, 300, 210, "#fde68a"),
    rect(0, 210, 300, 90, "#a16207"),
    circle(40, 40, 24, WHITE),
    polygon("#1f2937", 38, 42, 42, 38, 44, 20, 40, 20),
    polygon("#1f2937", 38, 38, 42, 42, 56, 46, 56, 42),
    rect(94, 10, 46, 34, "#78350f"),
    rect(99, 15, 36, 24, "#bbf7d0"),
    polygon("#15803d", 99, 39, 112, 22, 122, 32, 128, 26, 135, 39),
    rect(180, 26, 96, 96, "#7dd3fc"),
    rect(224, 26, 8, 96, WHITE),
    rect(180, 70, 96, 8, WHITE),
    ellipse(140, 262, 120, 30, "#be123c"),
    ellipse(140, 262, 90, 18, "#fb7185"),
    ellipse(120, 210, 56, 44, "#f97316"),
    circle(96, 140, 40, "#f97316"),
    polygon("#f97316", 60, 124, 64, 80, 92, 104),
    polygon("#f97316", 100, 104, 128, 80, 132, 124),
    circle(82, 136, 6, "#1f2937"),
    circle(110, 136, 6, "#1f2937"),
    polygon("#be185d", 90, 150, 102, 150, 96, 158),
    rect(160, 200, 48, 14, "#f97316"),
    circle(256, 248, 22, "#3b82f6"),
    rect(240, 244, 32, 4, "#bfdbfe"),
    rect(24, 150, 20, 60, "#92400e"),
    circle(34, 138, 14, "#e11d48"),
    circle(34, 138, 5, SUN),
  ],
};

export interface JigsawLevel {
  /** Pieces per side: 2 → 4 pieces, 3 → 9, 4 → 16. */
  grid: number;
  /** Pictures in one play. */
  pictures: number;
  /** Pieces lie turned and need the turn button. */
  turned: boolean;
  /** Empty places show a faint copy of their part of the picture. */
  ghost: boolean;
}

export const JIGSAW_LEVELS: ReadonlyArray<JigsawLevel> = [
  { grid: 2, pictures: 2, turned: false, ghost: true },
  { grid: 3, pictures: 1, turned: false, ghost: true },
  { grid: 4, pictures: 1, turned: false, ghost: false },
  { grid: 3, pictures: 1, turned: true, ghost: false },
  { grid: 4, pictures: 1, turned: true, ghost: false },
];

export const jigsawLevel = (level: number): JigsawLevel => JIGSAW_LEVELS[level - 1] ?? (JIGSAW_LEVELS[0] as JigsawLevel);

export interface JigsawRound {
  scene: SceneId;
  grid: number;
  /** Piece numbers (row by row, 0 at the top left) in the order they lie in the tray. */
  tray: number[];
  /** Quarter turns clockwise each piece lies turned by, indexed by piece number (0: upright). */
  turns: number[];
}

/** The square of the picture piece `piece` shows: its left, top and side, in picture units. */
export function pieceBox(piece: number, grid: number): { x: number; y: number; side: number } {
  const side = SCENE_SIZE / grid;
  return { x: (piece % grid) * side, y: Math.floor(piece / grid) * side, side };
}

/** The pictures of one play: different scenes, pieces shuffled (never in order), turned at the levels that turn them. */
export function jigsawRounds(level: number, random: Random): JigsawRound[] {
  const { grid, pictures, turned } = jigsawLevel(level);
  const count = grid * grid;
  const pieces = [...Array(count).keys()];
  return pickDistinct(SCENE_IDS, pictures, random).map((scene) => {
    let tray = shuffled(pieces, random);
    for (let tries = 0; tries < 10 && tray.every((piece, index) => piece === index); tries += 1) tray = shuffled(pieces, random);
    if (tray.every((piece, index) => piece === index)) tray = [...tray.slice(1), tray[0] as number];
    // Turned levels: every piece is off by one, two or three quarter turns.
    const turns = pieces.map(() => (turned ? randomInt(random, 1, 3) : 0));
    return { scene, grid, tray, turns };
  });
}

export interface JigsawPlay {
  /** Index of the picture being made; equals the number of pictures when the play is over. */
  round: number;
  /** Pieces of this picture already in place. */
  placed: number[];
  /** Quarter turns each piece of this picture is off by now. */
  turns: number[];
  /** Mistakes made with each piece of this picture. */
  mistakes: number[];
  score: number;
  attempts: number;
  successes: number;
}

export function startJigsawPlay(rounds: ReadonlyArray<JigsawRound>): JigsawPlay {
  return { round: 0, ...freshPicture(rounds[0]), score: 0, attempts: 0, successes: 0 };
}

function freshPicture(round: JigsawRound | undefined): Pick<JigsawPlay, "placed" | "turns" | "mistakes"> {
  return { placed: [], turns: [...(round?.turns ?? [])], mistakes: (round?.turns ?? []).map(() => 0) };
}

/** A quarter turn clockwise of a piece still in the tray. */
export function turnPiece(play: JigsawPlay, piece: number): JigsawPlay {
  if (play.placed.includes(piece) || play.turns[piece] === undefined) return play;
  const turns = [...play.turns];
  turns[piece] = ((turns[piece] as number) + 1) % 4;
  return { ...play, turns };
}

export type PlaceOutcome = "placed" | "wrongPlace" | "turnFirst" | "ignored";

/**
 * Putting `piece` on `place` (both numbered row by row). Its own place, upright, takes it; its
 * own place while it is still turned, or any other place, is a mistake and the piece goes back.
 * A piece or place already done is ignored.
 */
export function placePiece(play: JigsawPlay, piece: number, place: number): { play: JigsawPlay; outcome: PlaceOutcome; points: number } {
  const known = play.turns[piece] !== undefined && play.turns[place] !== undefined;
  if (!known || play.placed.includes(piece) || play.placed.includes(place)) return { play, outcome: "ignored", points: 0 };
  if (piece !== place || play.turns[piece] !== 0) {
    const mistakes = [...play.mistakes];
    mistakes[piece] = (mistakes[piece] ?? 0) + 1;
    return { play: { ...play, mistakes, attempts: play.attempts + 1 }, outcome: piece === place ? "turnFirst" : "wrongPlace", points: 0 };
  }
  const points = pointsForRound(play.mistakes[piece] ?? 0);
  return {
    play: { ...play, placed: [...play.placed, piece], score: play.score + points, attempts: play.attempts + 1, successes: play.successes + 1 },
    outcome: "placed",
    points,
  };
}

export const pictureDone = (play: JigsawPlay) => play.turns.length > 0 && play.placed.length >= play.turns.length;

/** On to the next picture (once this one is done). */
export function nextPicture(play: JigsawPlay, rounds: ReadonlyArray<JigsawRound>): JigsawPlay {
  return { ...play, round: play.round + 1, ...freshPicture(rounds[play.round + 1]) };
}

export const jigsawPlayOver = (play: JigsawPlay, roundCount: number) => play.round >= roundCount;

export const jigsawMaxScore = (level: number) => {
  const { grid, pictures } = jigsawLevel(level);
  return grid * grid * pictures * pointsForRound(0);
};
