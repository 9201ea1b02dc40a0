/**
 * Turning and mirroring a drawing in a square box 0..SIZE (SVG coordinates, y down), for games
 * that compare how figures look (missing-pieces, find-different-figure). A turn mirrors first
 * (left-right), then rotates clockwise by quarter turns about the box's centre; two drawings
 * look the same when their key points land on the same places.
 */
const SIZE = 100;

export interface Turn {
  /** Clockwise quarter turns, 0-3. */
  quarters: number;
  /** Mirrored left-right before turning. */
  mirrored: boolean;
}

export type Point = readonly [number, number];

export const NO_TURN: Turn = { quarters: 0, mirrored: false };

/** All eight ways to lay a drawing down: four quarter turns, plain and mirrored. */
export const ALL_TURNS: ReadonlyArray<Turn> = [false, true].flatMap((mirrored) => [0, 1, 2, 3].map((quarters) => ({ quarters, mirrored })));

const quarter = (quarters: number) => ((quarters % 4) + 4) % 4;

export function turnPoint([x, y]: Point, turn: Turn): Point {
  let px = turn.mirrored ? SIZE - x : x;
  let py = y;
  for (let step = 0; step < quarter(turn.quarters); step += 1) {
    // A quarter turn clockwise on screen about the centre: (x, y) → (c - (y - c), c + (x - c)).
    [px, py] = [SIZE - py, px];
  }
  return [px, py];
}

/** A key that two drawings share exactly when they look the same (rounded to whole units). */
export function appearance(points: ReadonlyArray<Point>, turn: Turn): string {
  return points
    .map((point) =>
      turnPoint(point, turn)
        .map((value) => Math.round(value))
        .join(","),
    )
    .toSorted()
    .join(" ");
}

/** How many different-looking ways a drawing with these key points can be laid down (1-8). */
export const lookCount = (points: ReadonlyArray<Point>) => new Set(ALL_TURNS.map((turn) => appearance(points, turn))).size;

/** The turn that shows `turn` mirrored left-right (the cell across a vertical mirror line). */
export const mirrorLeftRight = (turn: Turn): Turn => ({ quarters: quarter(-turn.quarters), mirrored: !turn.mirrored });

/** The turn that shows `turn` mirrored top-bottom (the cell across a horizontal mirror line). */
export const mirrorTopBottom = (turn: Turn): Turn => ({ quarters: quarter(2 - turn.quarters), mirrored: !turn.mirrored });

/** The SVG transform that draws a drawing of the 0..SIZE box with `turn` (empty for no turn). */
export function turnTransform(turn: Turn): string {
  const parts: string[] = [];
  if (quarter(turn.quarters) !== 0) parts.push(`rotate(${quarter(turn.quarters) * 90} ${SIZE / 2} ${SIZE / 2})`);
  if (turn.mirrored) parts.push(`matrix(-1 0 0 1 ${SIZE} 0)`);
  return parts.join(" ");
}
