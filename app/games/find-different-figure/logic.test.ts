import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { answerRow, missRow, startRowPlay, timedLevelSeconds } from "../row-choice";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { lookCount } from "../turns";
import {
  DIFFERENT_FIGURE_LEVELS,
  FIGURE_ROWS,
  FIGURE_ROW_SECONDS,
  FIGURE_SHAPES,
  type Figure,
  MARK_PAIRS,
  MIRROR_SHAPES,
  PLAIN_SHAPES,
  ROOMY_SHAPES,
  TURNING_SHAPES,
  figureLevel,
  figureLook,
  figureOutline,
  figureRows,
  figureTimeLimit,
  findDifferentFigureMaxScore,
} from "./logic";

const SEEDS = Array.from({ length: 30 }, (_, index) => index * 6151 + 5);

describe("find-different-figure levels", () => {
  it("grows from 3 figures differing in shape and colour to 6 differing by a turn, a mark or a mirror image", () => {
    expect(DIFFERENT_FIGURE_LEVELS.map((level) => level.items)).toEqual([3, 4, 4, 5, 5, 6]);
    expect(DIFFERENT_FIGURE_LEVELS.map((level) => level.differences)).toEqual([
      ["shapeAndColour"],
      ["shape"],
      ["turn"],
      ["mark"],
      ["mirror"],
      ["turn", "mark", "mirror"],
    ]);
    expect(figureLevel(7)).toBe(DIFFERENT_FIGURE_LEVELS[0]);
  });

  it("gives each row the spec's 10 seconds, and the level more than its rows and the pauses between them", () => {
    expect(FIGURE_ROW_SECONDS).toBe(10);
    for (let level = 1; level <= DIFFERENT_FIGURE_LEVELS.length; level += 1) {
      expect(figureTimeLimit(level)).toBe(timedLevelSeconds(FIGURE_ROWS, FIGURE_ROW_SECONDS));
      expect(figureTimeLimit(level)).toBeGreaterThan(FIGURE_ROWS * (FIGURE_ROW_SECONDS + 2));
    }
  });

  it("uses turning figures that look different turned, and mirror figures that are not their own mirror image", () => {
    for (const shape of TURNING_SHAPES) expect(lookCount(FIGURE_SHAPES[shape].points)).toBeGreaterThanOrEqual(4);
    for (const shape of MIRROR_SHAPES) {
      const figure: Figure = { shape, colour: "blue", turn: { quarters: 0, mirrored: false }, mark: "none" };
      expect(figureOutline({ ...figure, turn: { quarters: 0, mirrored: true } })).not.toBe(figureOutline(figure));
    }
    for (const [mark, other] of MARK_PAIRS) expect(mark).not.toBe(other);
    expect(new Set(PLAIN_SHAPES).size).toBe(PLAIN_SHAPES.length);
  });
});

describe("find-different-figure rows", () => {
  it.each(SEEDS)("show one figure that differs from all the others in its outline or marks, never only in colour (seed %i)", (seed) => {
    for (let level = 1; level <= DIFFERENT_FIGURE_LEVELS.length; level += 1) {
      const settings = figureLevel(level);
      const rows = figureRows(level, seededRandom(seed));
      expect(rows).toHaveLength(FIGURE_ROWS);
      for (const row of rows) {
        expect(row.items).toHaveLength(settings.items);
        expect(settings.differences).toContain(row.difference);
        const odd = row.items[row.answer] as Figure;
        const others = row.items.filter((_, position) => position !== row.answer);
        expect(new Set(others.map(figureLook)).size).toBe(1);
        const same = others[0] as Figure;
        expect(figureOutline(odd)).not.toBe(figureOutline(same));
        const changed = {
          shapeAndColour: odd.shape !== same.shape && odd.colour !== same.colour && PLAIN_SHAPES.includes(odd.shape) && PLAIN_SHAPES.includes(same.shape),
          shape: odd.shape !== same.shape && odd.colour === same.colour,
          turn:
            odd.shape === same.shape &&
            odd.mark === same.mark &&
            odd.colour === same.colour &&
            odd.turn.mirrored === same.turn.mirrored &&
            TURNING_SHAPES.includes(odd.shape),
          mark: odd.shape === same.shape && odd.colour === same.colour && odd.mark !== same.mark && ROOMY_SHAPES.includes(odd.shape),
          mirror: odd.shape === same.shape && odd.colour === same.colour && odd.turn.mirrored !== same.turn.mirrored && MIRROR_SHAPES.includes(odd.shape),
        }[row.difference];
        expect(changed).toBe(true);
      }
      const looks = rows.map((row) => figureLook(row.items[row.answer === 0 ? 1 : 0] as Figure));
      expect(looks.slice(1).filter((look, index) => look === looks[index])).toEqual([]);
    }
  });

  it("brings every kind of difference at the mixed level, and puts the different figure in every place", () => {
    for (const seed of SEEDS) expect(new Set(figureRows(6, seededRandom(seed)).map((row) => row.difference)).size).toBe(3);
    const places = new Set(SEEDS.flatMap((seed) => figureRows(6, seededRandom(seed)).map((row) => row.answer)));
    expect(places.size).toBe(6);
  });
});

describe("find-different-figure scoring", () => {
  it("gives 60 points for six rows found at the first try, none for rows that ran out", () => {
    expect(findDifferentFigureMaxScore(1)).toBe(60);
    let play = startRowPlay();
    for (let row = 0; row < 4; row += 1) play = answerRow(play, true);
    play = missRow(missRow(play));
    expect(play.score).toBe(40);
    expect(scorePercent(play.score, findDifferentFigureMaxScore(1))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(play).toMatchObject({ round: 6, attempts: 6, successes: 4, missed: 2 });
  });
});
