import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { answerRow, missRow, startRowPlay, timedLevelSeconds } from "../row-choice";
import { PASS_PERCENT, scorePercent } from "../scoring";
import { DRAWINGS, drawingById, removableParts } from "./drawings";
import {
  DIFFERENT_PICTURE_LEVELS,
  LOOK_ALIKES,
  PICTURE_ROWS,
  PICTURE_ROW_SECONDS,
  type PictureItem,
  THINGS,
  findDifferentPictureMaxScore,
  pictureLevel,
  pictureLook,
  pictureRows,
  pictureTimeLimit,
} from "./logic";
import { PICTURES } from "./pictures";

const SEEDS = Array.from({ length: 30 }, (_, index) => index * 3571 + 9);

describe("find-different-picture levels", () => {
  it("grows from 3 pictures of different things to 6 that differ by the way they face or a small detail", () => {
    expect(DIFFERENT_PICTURE_LEVELS.map((level) => level.items)).toEqual([3, 4, 4, 5, 5, 6]);
    expect(DIFFERENT_PICTURE_LEVELS.map((level) => level.differences)).toEqual([
      ["thing"],
      ["lookAlike"],
      ["facing"],
      ["missingPart"],
      ["smallDetail"],
      ["facing", "missingPart", "smallDetail"],
    ]);
    expect(pictureLevel(0)).toBe(DIFFERENT_PICTURE_LEVELS[0]);
  });

  it("gives each row the spec's 15 seconds, and the level more than its rows and the pauses between them", () => {
    expect(PICTURE_ROW_SECONDS).toBe(15);
    expect(pictureTimeLimit(1)).toBe(timedLevelSeconds(PICTURE_ROWS, PICTURE_ROW_SECONDS));
    expect(pictureTimeLimit(6)).toBeGreaterThan(PICTURE_ROWS * (PICTURE_ROW_SECONDS + 2));
  });

  it("has pictures enough for every level: different things, look-alike pairs and drawings with parts to leave out", () => {
    expect(new Set(THINGS).size).toBe(THINGS.length);
    for (const [same, other] of LOOK_ALIKES) expect(same).not.toBe(other);
    // Level 1 never sets two look-alikes against each other.
    for (const pair of LOOK_ALIKES) expect(pair.every((item) => THINGS.includes(item))).toBe(false);
    // Every picture named is drawn, by that name.
    for (const name of [...THINGS, ...LOOK_ALIKES.flat()]) expect(PICTURES[name]?.name, name).toBe(name);
    expect(new Set(DRAWINGS.map((drawing) => drawing.id)).size).toBe(DRAWINGS.length);
    expect(DRAWINGS.filter((drawing) => removableParts(drawing, "big").length > 0).length).toBeGreaterThanOrEqual(6);
    expect(DRAWINGS.filter((drawing) => removableParts(drawing, "small").length > 0).length).toBeGreaterThanOrEqual(6);
    for (const drawing of DRAWINGS) {
      expect(new Set(drawing.parts.map((part) => part.id)).size).toBe(drawing.parts.length);
      // Something always stays: a drawing never loses all of itself.
      expect(drawing.parts.some((part) => !part.removable)).toBe(true);
      for (const part of drawing.parts) expect(part.shapes.length).toBeGreaterThan(0);
    }
  });
});

describe("find-different-picture rows", () => {
  it.each(SEEDS)("show one picture unlike all the others, different by the level's kind of difference (seed %i)", (seed) => {
    for (let level = 1; level <= DIFFERENT_PICTURE_LEVELS.length; level += 1) {
      const settings = pictureLevel(level);
      const rows = pictureRows(level, seededRandom(seed));
      expect(rows).toHaveLength(PICTURE_ROWS);
      for (const row of rows) {
        expect(row.items).toHaveLength(settings.items);
        expect(settings.differences).toContain(row.difference);
        const odd = row.items[row.answer] as PictureItem;
        const others = row.items.filter((_, position) => position !== row.answer);
        expect(new Set(others.map(pictureLook)).size).toBe(1);
        const same = others[0] as PictureItem;
        expect(pictureLook(odd)).not.toBe(pictureLook(same));
        const isRight = (() => {
          if (odd.kind === "picture" || same.kind === "picture") {
            if (odd.kind !== "picture" || same.kind !== "picture") return false;
            if (row.difference === "thing") return THINGS.includes(odd.picture) && THINGS.includes(same.picture);
            return row.difference === "lookAlike" && LOOK_ALIKES.some((pair) => pair.includes(odd.picture) && pair.includes(same.picture));
          }
          if (odd.drawing !== same.drawing || same.missing !== null) return false;
          if (row.difference === "facing") return odd.flipped !== same.flipped && odd.missing === null;
          const size = row.difference === "smallDetail" ? "small" : "big";
          return odd.flipped === same.flipped && odd.missing !== null && removableParts(drawingById(odd.drawing), size).includes(odd.missing);
        })();
        expect(isRight).toBe(true);
      }
    }
  });

  it("brings every kind of difference at the mixed level, and puts the different picture in every place", () => {
    for (const seed of SEEDS) expect(new Set(pictureRows(6, seededRandom(seed)).map((row) => row.difference)).size).toBe(3);
    const places = new Set(SEEDS.flatMap((seed) => pictureRows(6, seededRandom(seed)).map((row) => row.answer)));
    expect(places.size).toBe(6);
    const facing = SEEDS.flatMap((seed) => pictureRows(3, seededRandom(seed)).map((row) => row.items[row.answer]));
    expect(new Set(facing.map((item) => item?.kind === "drawing" && item.flipped)).size).toBe(2);
  });
});

describe("find-different-picture scoring", () => {
  it("gives 60 points for six rows found at the first try, none for a row that ran out", () => {
    expect(findDifferentPictureMaxScore(2)).toBe(60);
    let play = startRowPlay();
    play = answerRow(answerRow(play, false), true);
    for (let row = 1; row < 5; row += 1) play = answerRow(play, true);
    play = missRow(play);
    expect(play.score).toBe(45);
    expect(scorePercent(play.score, findDifferentPictureMaxScore(2))).toBeGreaterThanOrEqual(PASS_PERCENT);
  });
});
