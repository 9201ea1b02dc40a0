import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  MARK_COLORS,
  MARK_LEVELS,
  MARK_ROUNDS,
  type MarkObject,
  type MarkPlay,
  type MarkRound,
  WRONG_MARK_COST,
  countMarks,
  distractor,
  fieldPoints,
  finishField,
  markLevel,
  markPlayOver,
  markRounds,
  markSameObjectsMaxScore,
  sameObject,
  startMarkPlay,
  toggleMark,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 5150];

/** The ways an object differs from the sample. */
const differences = (object: MarkObject, sample: MarkObject) => (["shape", "color", "turn"] as const).filter((field) => object[field] !== sample[field]);
const sameIndexes = (round: MarkRound) => round.objects.flatMap((object, index) => (sameObject(object, round.sample) ? [index] : []));
const otherIndexes = (round: MarkRound) => round.objects.flatMap((object, index) => (sameObject(object, round.sample) ? [] : [index]));

/** The quarter turns between the objects and the sample seen over many fields of a level. */
function turnsSeen(level: number): number[] {
  const seen = new Set<number>();
  for (let seed = 0; seed < 40; seed += 1) {
    for (const round of markRounds(level, seededRandom(seed))) {
      for (const object of round.objects) seen.add((object.turn - round.sample.turn + 4) % 4);
    }
  }
  return [...seen].toSorted();
}

/** Marks the given objects of the current field and presses "Done". */
function markAndFinish(play: MarkPlay, rounds: ReadonlyArray<MarkRound>, indexes: ReadonlyArray<number>): MarkPlay {
  return finishField(
    indexes.reduce((current, index) => toggleMark(current, index), play),
    rounds,
  ).play;
}

describe("mark the same objects: levels", () => {
  it("has the spec's 5 levels, growing the field and making the others more alike", () => {
    expect(MARK_LEVELS).toHaveLength(5);
    expect(MARK_LEVELS.map((level) => `${level.field}/${level.same}`)).toEqual(["6/2", "8/3", "9/3", "12/4", "12/4"]);
    expect(MARK_LEVELS.map((level) => level.mode)).toEqual(["any", "any", "one", "one", "one"]);
    expect(MARK_LEVELS.map((level) => level.differ.join("+"))).toEqual(["shape", "shape+color", "shape+color+turn", "color+turn", "turn"]);
    expect(markLevel(0)).toBe(MARK_LEVELS[0]);
  });

  it("gives every colour a texture of its own", () => {
    const textures = Object.values(MARK_COLORS).map((color) => color.texture);
    expect(new Set(textures).size).toBe(textures.length);
  });
});

describe("mark the same objects: fields", () => {
  it.each(SEEDS)("holds exactly the level's number of objects like the sample (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const settings = markLevel(level);
      const rounds = markRounds(level, random);
      expect(rounds).toHaveLength(MARK_ROUNDS);
      rounds.forEach((round, index) => {
        expect(round.objects).toHaveLength(settings.field);
        expect(sameIndexes(round)).toHaveLength(settings.same);
        expect(round.sample.shape).not.toBe(index > 0 ? rounds[index - 1]?.sample.shape : undefined);
        expect(settings.turnedSample || round.sample.turn === 0).toBe(true);
      });
    }
  });

  it.each(SEEDS)("makes the others differ only in the level's ways, in one way only from level 3 (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let level = 1; level <= 5; level += 1) {
      const settings = markLevel(level);
      for (const round of markRounds(level, random)) {
        for (const index of otherIndexes(round)) {
          const ways = differences(round.objects[index] as MarkObject, round.sample);
          expect(ways.some((way) => settings.differ.includes(way))).toBe(true);
          // Only the level's ways, except that at the easy levels the colour may change too.
          expect(ways.every((way) => settings.differ.includes(way) || (settings.mode === "any" && way === "color"))).toBe(true);
          expect(settings.mode === "any" || ways.length === 1).toBe(true);
        }
      }
    }
  });

  it("turns objects only upside down at level 3 and any quarter turn from level 4", () => {
    expect(turnsSeen(1)).toEqual([0]);
    expect(turnsSeen(3)).toEqual([0, 2]);
    expect(turnsSeen(5)).toEqual([0, 1, 2, 3]);
  });

  it("never makes a level-1 other object of the sample's own shape", () => {
    const sample: MarkObject = { shape: "heart", color: "red", turn: 0 };
    for (let seed = 0; seed < 100; seed += 1) expect(distractor(sample, markLevel(1), seededRandom(seed)).shape).not.toBe("heart");
  });
});

describe("mark the same objects: marking and checking", () => {
  const rounds = markRounds(4, seededRandom(21));
  const round = rounds[0] as MarkRound;
  const same = sameIndexes(round);
  const others = otherIndexes(round);

  it("marks and unmarks an object and ignores places outside the field", () => {
    let play = startMarkPlay(round.objects.length);
    play = toggleMark(play, 2);
    expect(play.marked[2]).toBe(true);
    play = toggleMark(play, 2);
    expect(play.marked[2]).toBe(false);
    expect(toggleMark(play, -1)).toBe(play);
    expect(toggleMark(play, round.objects.length)).toBe(play);
  });

  it("counts right, wrong and missed marks", () => {
    const marked = round.objects.map((_, index) => index === same[0] || index === same[1] || index === others[0]);
    expect(countMarks(round, marked)).toEqual({ right: 2, wrong: 1, missed: same.length - 2 });
    expect(countMarks(round, [])).toEqual({ right: 0, wrong: 0, missed: same.length });
  });

  it("scores 10 per right mark minus 5 per wrong one, never below 0", () => {
    expect(fieldPoints({ right: 4, wrong: 0, missed: 0 })).toBe(40);
    expect(fieldPoints({ right: 3, wrong: 2, missed: 1 })).toBe(30 - 2 * WRONG_MARK_COST);
    expect(fieldPoints({ right: 1, wrong: 8, missed: 3 })).toBe(0);
  });

  it("moves on to a clean field at 'Done', counting the marks made as attempts", () => {
    const play = markAndFinish(startMarkPlay(round.objects.length), rounds, [same[0] as number, others[0] as number]);
    expect(play).toMatchObject({ round: 1, score: 5, attempts: 2, successes: 1 });
    expect(play.marked).toEqual(Array.from({ length: rounds[1]?.objects.length ?? 0 }, () => false));
    const empty = finishField(startMarkPlay(round.objects.length), rounds);
    expect(empty.counts).toEqual({ right: 0, wrong: 0, missed: same.length });
    expect(empty.play).toMatchObject({ round: 1, score: 0, attempts: 0, successes: 0 });
  });

  it("ends after the level's fields and changes nothing after that", () => {
    let play = startMarkPlay(round.objects.length);
    for (const field of rounds) play = markAndFinish(play, rounds, sameIndexes(field));
    expect(markPlayOver(play)).toBe(true);
    expect(finishField(play, rounds).play).toBe(play);
  });
});

describe("mark the same objects: scoring", () => {
  it("allows 10 points per same object of every field, reached by marking exactly those", () => {
    expect([1, 2, 3, 4, 5].map(markSameObjectsMaxScore)).toEqual([60, 90, 90, 120, 120]);
    for (let level = 1; level <= 5; level += 1) {
      const rounds = markRounds(level, seededRandom(level));
      let play = startMarkPlay(rounds[0]?.objects.length ?? 0);
      for (const field of rounds) play = markAndFinish(play, rounds, sameIndexes(field));
      expect(play.score).toBe(markSameObjectsMaxScore(level));
    }
  });

  it("passes a child who misses one now and then, and fails one who marks everything", () => {
    const rounds = markRounds(5, seededRandom(8));
    let careful = startMarkPlay(12);
    let everything = startMarkPlay(12);
    for (const [index, field] of rounds.entries()) {
      careful = markAndFinish(careful, rounds, sameIndexes(field).slice(index === 0 ? 1 : 0));
      everything = markAndFinish(everything, rounds, field.objects.map((_, at) => at));
    }
    expect(scorePercent(careful.score, markSameObjectsMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(scorePercent(everything.score, markSameObjectsMaxScore(5))).toBeLessThan(PASS_PERCENT);
    // At level 1 (2 of 6) marking everything earns nothing, and finding half of them earns half.
    const easy = markRounds(1, seededRandom(8));
    let all = startMarkPlay(6);
    for (const field of easy) all = markAndFinish(all, easy, field.objects.map((_, at) => at));
    expect(all.score).toBe(0);
    let half = startMarkPlay(6);
    for (const field of easy) half = markAndFinish(half, easy, sameIndexes(field).slice(1));
    expect(scorePercent(half.score, markSameObjectsMaxScore(1))).toBe(50);
  });
});
