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
  markLevel,
  markPlayOver,
  markRounds,
  markSameObjectsMaxScore,
  sameObject,
  startMarkPlay,
  tapObject,
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

/** Taps the given objects of the current field, then every same one, which ends the field. */
function markAndFinish(play: MarkPlay, rounds: ReadonlyArray<MarkRound>, indexes: ReadonlyArray<number>): MarkPlay {
  const field = rounds[play.round] as MarkRound;
  return [...indexes, ...sameIndexes(field)].reduce(
    (current, index) => (current.round === play.round ? tapObject(current, rounds, index).play : current),
    play,
  );
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

  it("answers each tap at once: a same object is marked, another is wrong once, a tap again does nothing", () => {
    let play = startMarkPlay(round.objects.length);
    const right = tapObject(play, rounds, same[0] as number);
    expect(right).toMatchObject({ tap: "right", fieldDone: false });
    play = right.play;
    expect(play.marked[same[0] as number]).toBe(true);
    expect(tapObject(play, rounds, same[0] as number)).toMatchObject({ tap: "ignored", play });
    const wrong = tapObject(play, rounds, others[0] as number);
    expect(wrong.tap).toBe("wrong");
    expect(wrong.play.wrong[others[0] as number]).toBe(true);
    expect(wrong.play.marked[others[0] as number]).toBe(false);
    // Fast repeated taps on the same wrong object count once.
    expect(tapObject(wrong.play, rounds, others[0] as number)).toMatchObject({ tap: "ignored", play: wrong.play });
    expect(wrong.play).toMatchObject({ attempts: 2, successes: 1 });
    expect(tapObject(play, rounds, -1).tap).toBe("ignored");
    expect(tapObject(play, rounds, round.objects.length).tap).toBe("ignored");
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

  it("moves on to a clean field when the last same object is found, scoring the wrong taps made", () => {
    let play = tapObject(startMarkPlay(round.objects.length), rounds, others[0] as number).play;
    for (const index of same.slice(0, -1)) play = tapObject(play, rounds, index).play;
    expect(play.round).toBe(0);
    const last = tapObject(play, rounds, same.at(-1) as number);
    expect(last.fieldDone).toBe(true);
    expect(last.play).toMatchObject({ round: 1, score: same.length * 10 - WRONG_MARK_COST, attempts: same.length + 1, successes: same.length });
    expect(last.play.marked).toEqual(Array.from({ length: rounds[1]?.objects.length ?? 0 }, () => false));
    expect(last.play.wrong).toEqual(Array.from({ length: rounds[1]?.objects.length ?? 0 }, () => false));
  });

  it("ends after the level's fields and changes nothing after that", () => {
    let play = startMarkPlay(round.objects.length);
    for (const field of rounds) play = markAndFinish(play, rounds, sameIndexes(field));
    expect(markPlayOver(play)).toBe(true);
    expect(tapObject(play, rounds, 0)).toMatchObject({ tap: "ignored", play });
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

  it("passes a child who taps a wrong one now and then, and fails one who taps everything", () => {
    const rounds = markRounds(5, seededRandom(8));
    let careful = startMarkPlay(12);
    let everything = startMarkPlay(12);
    for (const [index, field] of rounds.entries()) {
      careful = markAndFinish(careful, rounds, index === 0 ? otherIndexes(field).slice(0, 1) : []);
      everything = markAndFinish(everything, rounds, otherIndexes(field));
    }
    expect(scorePercent(careful.score, markSameObjectsMaxScore(5))).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(scorePercent(everything.score, markSameObjectsMaxScore(5))).toBeLessThan(PASS_PERCENT);
    // At level 1 (2 of 6) tapping everything earns nothing, and one wrong tap per same one earns half.
    const easy = markRounds(1, seededRandom(8));
    let all = startMarkPlay(6);
    for (const field of easy) all = markAndFinish(all, easy, otherIndexes(field));
    expect(all.score).toBe(0);
    let half = startMarkPlay(6);
    for (const field of easy) half = markAndFinish(half, easy, otherIndexes(field).slice(0, 2));
    expect(scorePercent(half.score, markSameObjectsMaxScore(1))).toBe(50);
  });
});
