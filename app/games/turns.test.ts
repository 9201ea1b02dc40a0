import { describe, expect, it } from "vitest";
import { ALL_TURNS, NO_TURN, type Point, appearance, lookCount, mirrorLeftRight, mirrorTopBottom, turnPoint, turnTransform } from "./turns";

/** A flag: a pole on the left and a cloth pointing right, different in all eight turns. */
const FLAG: ReadonlyArray<Point> = [
  [20, 10],
  [20, 90],
  [80, 30],
];
const SQUARE: ReadonlyArray<Point> = [
  [10, 10],
  [90, 10],
  [90, 90],
  [10, 90],
];
const ARROW_UP: ReadonlyArray<Point> = [
  [50, 10],
  [20, 60],
  [80, 60],
  [50, 90],
];

describe("turning a drawing", () => {
  it("turns clockwise on screen: the top goes right, then down, then left", () => {
    expect([0, 1, 2, 3].map((quarters) => turnPoint([50, 10], { quarters, mirrored: false }))).toEqual([
      [50, 10],
      [90, 50],
      [50, 90],
      [10, 50],
    ]);
    expect(turnPoint([20, 30], { quarters: 0, mirrored: true })).toEqual([80, 30]);
    expect(turnPoint([20, 30], { quarters: 4, mirrored: false })).toEqual([20, 30]);
  });

  it("counts the different looks: 1 for a square, 4 for an arrow, 8 for a flag", () => {
    expect(lookCount(SQUARE)).toBe(1);
    expect(lookCount(ARROW_UP)).toBe(4);
    expect(lookCount(FLAG)).toBe(8);
    expect(ALL_TURNS).toHaveLength(8);
  });

  it("mirrors a turned drawing like mirroring its points", () => {
    for (const turn of ALL_TURNS) {
      const leftRight = FLAG.map((point) => {
        const [x, y] = turnPoint(point, turn);
        return [100 - x, y] as const;
      });
      expect(appearance(FLAG, mirrorLeftRight(turn))).toBe(appearance(leftRight, NO_TURN));
      const topBottom = FLAG.map((point) => {
        const [x, y] = turnPoint(point, turn);
        return [x, 100 - y] as const;
      });
      expect(appearance(FLAG, mirrorTopBottom(turn))).toBe(appearance(topBottom, NO_TURN));
    }
  });

  it("writes the SVG transform: mirror first, then the turn about the centre", () => {
    expect(turnTransform(NO_TURN)).toBe("");
    expect(turnTransform({ quarters: 1, mirrored: false })).toBe("rotate(90 50 50)");
    expect(turnTransform({ quarters: 6, mirrored: true })).toBe("rotate(180 50 50) matrix(-1 0 0 1 100 0)");
  });
});
