import { describe, expect, it } from "vitest";
import { ROUNDS_PER_LEVEL, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import az from "~/locales/az/games/emotions.json";
import en from "~/locales/en/games/emotions.json";
import ru from "~/locales/ru/games/emotions.json";
import {
  BASIC_FEELINGS,
  EMOTION_LEVELS,
  FACES,
  FACE_LOOKS,
  FEELINGS,
  type EmotionRound,
  type FaceDrawing,
  type Feeling,
  HELPS,
  HELP_SITUATIONS,
  LOOK_ALIKE,
  NEW_FEELINGS,
  SITUATIONS,
  emotionLevel,
  emotionRounds,
  emotionsMaxScore,
  faceTargets,
  facesAsOptions,
  feelingOptions,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026];

/** Reads a face the way the e2e round file does: the mouth's shape, then the eyebrows' slant. */
function readFace(face: FaceDrawing): "smile" | "frownBrowsUp" | "frownBrowsDown" | "open" | "other" {
  if (face.mouth.kind === "open") return "open";
  if (face.mouth.bend > 0) return "smile";
  if (face.brow.inner < face.brow.outer) return "frownBrowsUp";
  if (face.brow.inner > face.brow.outer) return "frownBrowsDown";
  return "other";
}

/** How many of brows, eyes, mouth and extra differ between two faces. */
function differences(a: FaceDrawing, b: FaceDrawing): number {
  return [
    a.brow.inner !== b.brow.inner || a.brow.outer !== b.brow.outer,
    a.eyes !== b.eyes,
    JSON.stringify(a.mouth) !== JSON.stringify(b.mouth),
    a.extra !== b.extra,
  ].filter(Boolean).length;
}

describe("emotions faces", () => {
  it("tells the four basic feelings apart by mouth and eyebrows alone", () => {
    expect(BASIC_FEELINGS.map((feeling) => readFace(FACES[feeling]))).toEqual(["smile", "frownBrowsUp", "frownBrowsDown", "open"]);
  });

  it("draws each feeling in its own way, and look-alikes differ in at least two features", () => {
    const pairs = FEELINGS.flatMap((a) => FEELINGS.filter((b) => b !== a).map((b) => [a, b] as const));
    expect(pairs).toHaveLength(42);
    for (const [a, b] of pairs) expect(differences(FACES[a], FACES[b]), `${a} / ${b}`).toBeGreaterThanOrEqual(2);
    for (const a of FEELINGS) {
      expect(LOOK_ALIKE[a]).not.toBe(a);
      expect(FEELINGS).toContain(LOOK_ALIKE[a]);
    }
    // The smiles and the frowns go the right way; the surprised mouth is rounder than the scared one.
    for (const feeling of ["happy", "proud"] as const) expect(readFace(FACES[feeling])).toBe("smile");
    expect(FACES.tired.mouth.kind === "curve" && FACES.tired.mouth.bend).toBeLessThan(0);
    const { scared, surprised } = FACES;
    if (scared.mouth.kind !== "open" || surprised.mouth.kind !== "open") throw new Error("open mouths expected");
    expect(surprised.mouth.ry / surprised.mouth.rx).toBeGreaterThan(1);
    expect(scared.mouth.ry / scared.mouth.rx).toBeLessThan(1);
  });

  it("keeps every part inside the 100 × 100 face and below the hair line", () => {
    for (const feeling of FEELINGS) {
      const { brow, mouth } = FACES[feeling];
      for (const y of [brow.inner, brow.outer]) {
        expect(y).toBeGreaterThanOrEqual(26);
        expect(y).toBeLessThanOrEqual(41);
      }
      const bottom = mouth.kind === "open" ? mouth.y + mouth.ry : mouth.y + Math.max(0, mouth.bend);
      expect(bottom).toBeLessThan(90);
    }
  });
});

/** Feelings a story's answer could be offered beside. */
const free = (situation: (typeof SITUATIONS)[number]) => FEELINGS.filter((feeling) => feeling !== situation.feeling && !situation.alsoFits.includes(feeling));

describe("emotions levels", () => {
  it("has seven levels: faces, then new feelings beside look-alikes, then stories, then what helps", () => {
    expect(EMOTION_LEVELS.map((level) => level.mode)).toEqual(["findFace", "nameFace", "findFace", "nameFace", "situation", "situation", "help"]);
    expect(EMOTION_LEVELS.map((level) => level.feelings)).toEqual(["basic", "basic", "all", "all", "basic", "all", "all"]);
    expect(EMOTION_LEVELS.map((level) => level.options)).toEqual([3, 3, 4, 4, 3, 4, 3]);
    expect(emotionLevel(0)).toBe(EMOTION_LEVELS[0]);
    expect(emotionLevel(99)).toBe(EMOTION_LEVELS[0]);
    expect(facesAsOptions("findFace")).toBe(true);
    expect(facesAsOptions("situation")).toBe(true);
    expect(facesAsOptions("nameFace")).toBe(false);
    expect(facesAsOptions("help")).toBe(false);
  });

  it("asks every basic feeling at the basic levels and every new feeling at the 'all' levels", () => {
    for (const seed of SEEDS) {
      const basic = faceTargets("basic", seededRandom(seed), ROUNDS_PER_LEVEL);
      expect(new Set(basic)).toEqual(new Set(BASIC_FEELINGS));
      const all = faceTargets("all", seededRandom(seed), ROUNDS_PER_LEVEL);
      for (const feeling of NEW_FEELINGS) expect(all).toContain(feeling);
      for (const targets of [basic, all]) targets.forEach((target, index) => expect(target).not.toBe(targets[index - 1]));
      expect(faceTargets("basic", seededRandom(seed), 9)).toHaveLength(9);
    }
  });

  it("builds options with the target once, the look-alike when asked, and never an excluded feeling", () => {
    const random = seededRandom(5);
    for (let index = 0; index < 30; index += 1) {
      const options = feelingOptions("happy", FEELINGS, 4, random, true, ["surprised"]);
      expect(options.filter((feeling) => feeling === "happy")).toHaveLength(1);
      expect(options).toContain("proud");
      expect(options).not.toContain("surprised");
      expect(new Set(options).size).toBe(4);
    }
    // No look-alike in the pool: nothing is forced.
    expect(feelingOptions("happy", BASIC_FEELINGS, 3, random, true)).not.toContain("proud");
  });
});

/** What is wrong with a level's rounds (nothing, for a valid play). */
function problems(level: number, rounds: ReadonlyArray<EmotionRound>): string[] {
  const settings = emotionLevel(level);
  const found: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) found.push(`level ${level} round: ${what}`);
  };
  check(rounds.length === ROUNDS_PER_LEVEL, "round count");
  for (const round of rounds) {
    check(round.mode === settings.mode, "mode");
    check(round.options.length === settings.options && new Set(round.options).size === settings.options, "options differ");
    check(round.options.filter((option) => option === round.target).length === 1, "target once");
    if (round.mode === "help") {
      const story = HELP_SITUATIONS.find((situation) => situation.id === round.story);
      check(round.target === story?.help, "help of the story");
      check(
        round.options.every((option) => !(story?.alsoFits ?? []).includes(option)),
        "no other fitting help",
      );
      continue;
    }
    const pool: ReadonlyArray<Feeling> = settings.feelings === "basic" ? BASIC_FEELINGS : FEELINGS;
    check(
      round.options.every((option) => pool.includes(option)),
      "feelings of the level",
    );
    check(new Set(round.looks).size === round.looks.length && round.looks.length === settings.options, "a look per face");
    check(
      [...round.looks, round.promptLook].every((look) => look >= 0 && look < FACE_LOOKS),
      "known looks",
    );
    check(!settings.lookAlike || round.options.includes(LOOK_ALIKE[round.target]), "look-alike beside the target");
    if (round.mode === "situation") {
      const story = SITUATIONS.find((situation) => situation.id === round.story);
      check(round.target === story?.feeling, "feeling of the story");
      check(
        round.options.every((option) => !(story?.alsoFits ?? []).includes(option)),
        "no other fitting feeling",
      );
    }
  }
  const stories = rounds.map((round) => ("story" in round ? round.story : null)).filter((story) => story !== null);
  check(new Set(stories).size === stories.length, "a story told twice");
  return found;
}

describe("emotions rounds", () => {
  it.each(SEEDS)("deals valid rounds at every level (seed %i)", (seed) => {
    for (let level = 1; level <= EMOTION_LEVELS.length; level += 1) expect(problems(level, emotionRounds(level, seededRandom(seed)))).toEqual([]);
  });

  it("reports broken rounds (the checker itself can fail)", () => {
    const [first, ...rest] = emotionRounds(3, seededRandom(1)) as [EmotionRound, ...EmotionRound[]];
    const withoutLookAlike = {
      ...first,
      options: first.options.map((option) => (option === LOOK_ALIKE[first.target as Feeling] ? first.target : option)),
    } as EmotionRound;
    expect(problems(3, [withoutLookAlike, ...rest])).toContain("level 3 round: look-alike beside the target");
    expect(problems(1, emotionRounds(3, seededRandom(1)))).toContain("level 1 round: feelings of the level");
  });

  it.each(SEEDS)("tells stories of the new feelings at level 6 (seed %i)", (seed) => {
    const targets = emotionRounds(6, seededRandom(seed)).map((round) => round.target as Feeling);
    expect(targets.filter((feeling) => NEW_FEELINGS.includes(feeling)).length).toBeGreaterThanOrEqual(2);
    for (const target of emotionRounds(5, seededRandom(seed)).map((round) => round.target as Feeling)) expect(BASIC_FEELINGS).toContain(target);
  });

  it("has enough stories and distractors for every level", () => {
    for (const situation of SITUATIONS) {
      expect(situation.alsoFits).not.toContain(situation.feeling);
      expect(free(situation).length).toBeGreaterThanOrEqual(emotionLevel(6).options - 1);
    }
    for (const situation of SITUATIONS.filter((story) => BASIC_FEELINGS.includes(story.feeling))) {
      expect(free(situation).filter((feeling) => BASIC_FEELINGS.includes(feeling)).length).toBeGreaterThanOrEqual(emotionLevel(5).options - 1);
    }
    expect(SITUATIONS.filter((situation) => BASIC_FEELINGS.includes(situation.feeling)).length).toBeGreaterThanOrEqual(ROUNDS_PER_LEVEL);
    for (const feeling of FEELINGS) expect(SITUATIONS.some((situation) => situation.feeling === feeling)).toBe(true);
    expect(HELP_SITUATIONS.length).toBeGreaterThanOrEqual(ROUNDS_PER_LEVEL);
    for (const situation of HELP_SITUATIONS) {
      expect(situation.alsoFits).not.toContain(situation.help);
      expect(HELPS.filter((help) => help !== situation.help && !situation.alsoFits.includes(help)).length).toBeGreaterThanOrEqual(emotionLevel(7).options - 1);
    }
  });

  it("scores 10 at the first try and 5 at the second; a play of first tries passes, of second tries does not", () => {
    let best = startChoicePlay();
    let second = startChoicePlay();
    let mixed = startChoicePlay();
    for (let round = 0; round < ROUNDS_PER_LEVEL; round += 1) {
      best = answerChoice(best, true);
      second = answerChoice(answerChoice(second, false), true);
      mixed = round < 3 ? answerChoice(mixed, true) : answerChoice(answerChoice(answerChoice(mixed, false), false), true);
    }
    expect(choicePlayOver(best, ROUNDS_PER_LEVEL)).toBe(true);
    expect(best.score).toBe(emotionsMaxScore(1));
    expect(emotionsMaxScore(7)).toBe(50);
    expect(scorePercent(second.score, emotionsMaxScore(1))).toBe(50);
    expect(scorePercent(mixed.score, emotionsMaxScore(1))).toBe(PASS_PERCENT);
  });
});

describe("emotions strings", () => {
  it.each([
    ["en", en],
    ["az", az],
    ["ru", ru],
  ] as const)("has every feeling, face, story and help in %s", (_language, strings) => {
    for (const table of [strings.feelings, strings.find, strings.faceIs, strings.faceLooks])
      expect(Object.keys(table).toSorted()).toEqual([...FEELINGS].toSorted());
    expect(Object.keys(strings.situations).toSorted()).toEqual(SITUATIONS.map((situation) => situation.id).toSorted());
    expect(Object.keys(strings.helpSituations).toSorted()).toEqual(HELP_SITUATIONS.map((situation) => situation.id).toSorted());
    expect(Object.keys(strings.helps).toSorted()).toEqual([...HELPS].toSorted());
    // Word answers and prompts must differ, so a child (and the e2e round) can tell them apart.
    for (const table of [strings.feelings, strings.find, strings.helps]) expect(new Set(Object.values(table)).size).toBe(Object.keys(table).length);
  });

  it("uses Cyrillic in Russian and its own words in Azerbaijani", () => {
    for (const feeling of FEELINGS) {
      expect(ru.feelings[feeling]).toMatch(/[а-яё]/i);
      expect(az.feelings[feeling]).not.toBe(en.feelings[feeling]);
      expect(az.find[feeling]).not.toBe(en.find[feeling]);
    }
    for (const situation of SITUATIONS) expect(ru.situations[situation.id].text).toMatch(/[а-яё]/i);
  });
});
