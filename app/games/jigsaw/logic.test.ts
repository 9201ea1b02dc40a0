import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  JIGSAW_LEVELS,
  type JigsawPlay,
  type JigsawRound,
  SCENES,
  SCENE_IDS,
  SCENE_SIZE,
  type SceneShape,
  jigsawLevel,
  jigsawMaxScore,
  jigsawPlayOver,
  jigsawRounds,
  nextPicture,
  pictureDone,
  pieceBox,
  placePiece,
  startJigsawPlay,
  turnPiece,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];

/** Whether a point lies in a shape (polygons by the even-odd rule, as SVG fills them by default for these simple outlines). */
function inside(shape: SceneShape, x: number, y: number): boolean {
  switch (shape.kind) {
    case "rect":
      return x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height;
    case "circle":
      return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
    case "ellipse":
      return ((x - shape.cx) / shape.rx) ** 2 + ((y - shape.cy) / shape.ry) ** 2 <= 1;
    case "polygon": {
      let result = false;
      const points = shape.points;
      for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [points[i] as number, points[i + 1] as number, points[j] as number, points[j + 1] as number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
      }
      return result;
    }
  }
}

/** The colour the picture shows at a point: the last (frontmost) shape there. */
function colourAt(shapes: ReadonlyArray<SceneShape>, x: number, y: number): string {
  let colour = "none";
  for (const shape of shapes) if (inside(shape, x, y)) colour = shape.fill;
  return colour;
}

/** SAMPLES × SAMPLES colours of a piece, row by row, as the piece is seen upright. */
const SAMPLES = 30;
function pieceLook(shapes: ReadonlyArray<SceneShape>, piece: number, grid: number): string[] {
  const { x, y, side } = pieceBox(piece, grid);
  const step = side / SAMPLES;
  const look: string[] = [];
  for (let row = 0; row < SAMPLES; row += 1)
    for (let col = 0; col < SAMPLES; col += 1) look.push(colourAt(shapes, x + (col + 0.5) * step, y + (row + 0.5) * step));
  return look;
}

/** The same look after a quarter turn clockwise. */
function turned(look: ReadonlyArray<string>): string[] {
  return look.map((_, index) => {
    const row = Math.floor(index / SAMPLES);
    const col = index % SAMPLES;
    return look[(SAMPLES - 1 - col) * SAMPLES + row] as string;
  });
}

const difference = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.filter((colour, index) => colour !== b[index]).length / a.length;
/** Two pieces (or two turns of one) must differ in at least this share of their area. */
const MIN_DIFFERENCE = 0.05;

describe("jigsaw: pictures", () => {
  it.each(SCENE_IDS)("cuts %s into pieces that all look different, on every grid of the levels", (id) => {
    const shapes = SCENES[id];
    for (const grid of new Set(JIGSAW_LEVELS.map((level) => level.grid))) {
      const looks = Array.from({ length: grid * grid }, (_, piece) => pieceLook(shapes, piece, grid));
      const alike: string[] = [];
      for (let a = 0; a < looks.length; a += 1) {
        for (let b = a + 1; b < looks.length; b += 1)
          if (difference(looks[a] as string[], looks[b] as string[]) < MIN_DIFFERENCE) alike.push(`${grid}: ${a}=${b}`);
      }
      expect(alike).toEqual([]);
    }
  });

  it.each(SCENE_IDS)("cuts %s into pieces that look different when turned, on the grids of the turned levels", (id) => {
    const shapes = SCENES[id];
    for (const grid of new Set(JIGSAW_LEVELS.filter((level) => level.turned).map((level) => level.grid))) {
      const symmetric: string[] = [];
      for (let piece = 0; piece < grid * grid; piece += 1) {
        const look = pieceLook(shapes, piece, grid);
        let turn = look;
        for (let quarter = 1; quarter <= 3; quarter += 1) {
          turn = turned(turn);
          if (difference(look, turn) < MIN_DIFFERENCE) symmetric.push(`${grid}: ${piece} × ${quarter}`);
        }
      }
      expect(symmetric).toEqual([]);
    }
  });

  it("draws every picture inside its box", () => {
    for (const id of SCENE_IDS) {
      for (const shape of SCENES[id]) {
        const xs =
          shape.kind === "rect"
            ? [shape.x, shape.x + shape.width]
            : shape.kind === "polygon"
              ? shape.points.filter((_, index) => index % 2 === 0)
              : [shape.cx - (shape.kind === "circle" ? shape.r : shape.rx), shape.cx + (shape.kind === "circle" ? shape.r : shape.rx)];
        expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...xs)).toBeLessThanOrEqual(SCENE_SIZE);
      }
      // The background covers the whole box.
      expect(pieceLook(SCENES[id], 0, 1)).not.toContain("none");
    }
  });
});

describe("jigsaw: levels", () => {
  it("grows from 4 pieces to the spec's 9 (easy) and 16 (medium), then turns the pieces", () => {
    expect(JIGSAW_LEVELS.map((level) => level.grid ** 2)).toEqual([4, 9, 16, 9, 16]);
    expect(JIGSAW_LEVELS.map((level) => level.turned)).toEqual([false, false, false, true, true]);
    expect(JIGSAW_LEVELS.map((level) => level.ghost)).toEqual([true, true, false, false, false]);
  });

  it("falls back to level 1 and allows 10 points per piece", () => {
    expect(jigsawLevel(0)).toBe(JIGSAW_LEVELS[0]);
    expect(jigsawLevel(8)).toBe(JIGSAW_LEVELS[0]);
    expect([1, 2, 3, 4, 5].map(jigsawMaxScore)).toEqual([80, 90, 160, 90, 160]);
  });

  it("gives each piece its own square of the picture", () => {
    expect(pieceBox(0, 2)).toEqual({ x: 0, y: 0, side: 150 });
    expect(pieceBox(5, 3)).toEqual({ x: 200, y: 100, side: 100 });
    expect(pieceBox(15, 4)).toEqual({ x: 225, y: 225, side: 75 });
  });
});

describe("jigsaw: rounds", () => {
  it.each(SEEDS)("deals different pictures with every piece once, shuffled, turned only at the turned levels (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const { grid, pictures, turned: isTurned } = jigsawLevel(level);
      const rounds = jigsawRounds(level, seededRandom(seed));
      expect(rounds).toHaveLength(pictures);
      expect(new Set(rounds.map((round) => round.scene)).size).toBe(pictures);
      for (const round of rounds) {
        expect(round.grid).toBe(grid);
        expect(round.tray.toSorted((a, b) => a - b)).toEqual([...Array(grid * grid).keys()]);
        expect(round.tray).not.toEqual([...Array(grid * grid).keys()]);
        expect(round.turns).toHaveLength(grid * grid);
        for (const turn of round.turns) {
          expect(turn).toBeGreaterThanOrEqual(isTurned ? 1 : 0);
          expect(turn).toBeLessThanOrEqual(isTurned ? 3 : 0);
        }
      }
    }
  });
});

/** Puts every piece of the current picture in place, turning it upright first. */
function finishPicture(play: JigsawPlay): JigsawPlay {
  let current = play;
  for (let piece = 0; piece < current.turns.length; piece += 1) {
    while (current.turns[piece] !== 0) current = turnPiece(current, piece);
    current = placePiece(current, piece, piece).play;
  }
  return current;
}

describe("jigsaw: placing pieces", () => {
  const round: JigsawRound = { scene: "house", grid: 2, tray: [3, 1, 0, 2], turns: [0, 2, 0, 1] };

  it("takes a piece in its own place, upright, and scores 10 for it", () => {
    const { play, outcome, points } = placePiece(startJigsawPlay([round]), 0, 0);
    expect(outcome).toBe("placed");
    expect(points).toBe(10);
    expect(play).toMatchObject({ placed: [0], score: 10, attempts: 1, successes: 1 });
  });

  it("sends a piece back from a wrong place and from its own place while turned, as mistakes on that piece", () => {
    let play = startJigsawPlay([round]);
    let step = placePiece(play, 0, 2);
    expect(step.outcome).toBe("wrongPlace");
    play = step.play;
    step = placePiece(play, 1, 1);
    expect(step.outcome).toBe("turnFirst");
    play = step.play;
    expect(play).toMatchObject({ placed: [], mistakes: [1, 1, 0, 0], attempts: 2, successes: 0, score: 0 });
    // After one mistake a piece earns 5, after two none.
    expect(placePiece(play, 0, 0).points).toBe(5);
    play = placePiece(play, 1, 3).play;
    play = turnPiece(turnPiece(play, 1), 1);
    expect(play.turns[1]).toBe(0);
    expect(placePiece(play, 1, 1).points).toBe(0);
  });

  it("turns a piece a quarter at a time, all the way round, but not once it is in place", () => {
    let play = startJigsawPlay([round]);
    expect([1, 2, 3, 4].map(() => (play = turnPiece(play, 3)).turns[3])).toEqual([2, 3, 0, 1]);
    play = placePiece(play, 0, 0).play;
    expect(turnPiece(play, 0)).toBe(play);
    expect(turnPiece(play, 9)).toBe(play);
  });

  it("ignores a piece or a place already done, and unknown ones", () => {
    const play = placePiece(startJigsawPlay([round]), 0, 0).play;
    expect(placePiece(play, 0, 0).outcome).toBe("ignored");
    expect(placePiece(play, 2, 0).outcome).toBe("ignored");
    expect(placePiece(play, 7, 7).outcome).toBe("ignored");
    expect(placePiece(play, 2, 0).play).toBe(play);
  });

  it.each(SEEDS)("plays a whole level to the end with full marks when every piece goes in at once (seed %i)", (seed) => {
    for (let level = 1; level <= 5; level += 1) {
      const rounds = jigsawRounds(level, seededRandom(seed));
      let play = startJigsawPlay(rounds);
      for (let picture = 0; picture < rounds.length; picture += 1) {
        expect(jigsawPlayOver(play, rounds.length)).toBe(false);
        play = finishPicture(play);
        expect(pictureDone(play)).toBe(true);
        play = nextPicture(play, rounds);
      }
      expect(jigsawPlayOver(play, rounds.length)).toBe(true);
      expect(play.score).toBe(jigsawMaxScore(level));
      expect(play.successes).toBe(play.attempts);
    }
  });

  it("passes a child with one mistake on a few pieces, and gives partial credit to one with many", () => {
    // Level 3: 16 pieces; 5 of them need a second try.
    expect(scorePercent(11 * 10 + 5 * 5, jigsawMaxScore(3))).toBeGreaterThanOrEqual(PASS_PERCENT);
    const struggling = scorePercent(6 * 10 + 4 * 5, jigsawMaxScore(3));
    expect(struggling).toBeGreaterThan(0);
    expect(struggling).toBeLessThan(PASS_PERCENT);
  });
});
