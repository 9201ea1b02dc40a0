import { describe, expect, it } from "vitest";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { AUTISM_SECTIONS, type AutismItem, type Frequency, NO_SPEECH } from "~/content/autism/types";
import {
  AUTISM_RULES,
  AUTISM_THRESHOLDS,
  type AnswerMap,
  countedFromMonths,
  itemPoints,
  levelFor,
  parseScoringRules,
  type ScreeningAnswerValue,
  screeningAppliesAt,
  screeningSigns,
  scoreScreening,
  unansweredQuestions,
} from "./scoring";

const SCALE: Frequency[] = ["never", "rarely", "sometimes", "often", "always"];

/** Answers that score `concern` points on every item (reverse keying undone), and "no" to the lost-skills question. */
function answersScoring(items: ReadonlyArray<AutismItem>, concern: (item: AutismItem) => number): Record<string, ScreeningAnswerValue> {
  return {
    ...Object.fromEntries(items.map((item) => [item.id, SCALE[item.reverseKeyed ? 4 - concern(item) : concern(item)] as Frequency])),
    "lost-skills": "no",
  };
}

const ids = (predicate: (item: AutismItem) => boolean) => AUTISM_ITEMS.filter(predicate).map((item) => item.id);
/** A child old enough that no item is read by age. */
const OLDER = { ageMonths: 40 };

describe("autism screening scoring", () => {
  it("scores 0-4 per answer and turns reverse-keyed items round", () => {
    expect(itemPoints({ reverseKeyed: false }, "never")).toBe(0);
    expect(itemPoints({ reverseKeyed: false }, "always")).toBe(4);
    expect(itemPoints({ reverseKeyed: true }, "always")).toBe(0);
    expect(itemPoints({ reverseKeyed: true }, "never")).toBe(4);
    expect(itemPoints({ reverseKeyed: true }, "sometimes")).toBe(2);
  });

  it("sets levels at the documented thresholds", () => {
    expect(AUTISM_THRESHOLDS).toEqual({ moderateFrom: 0.4, highFrom: 0.6 });
    expect([0, 0.39, 0.4, 0.59, 0.6, 1].map((share) => levelFor(share))).toEqual(["low", "low", "moderate", "moderate", "high", "high"]);
    expect(levelFor(0.5, { moderateFrom: 0.3, highFrom: 0.5 })).toBe("high");
    expect(() => levelFor(0.5, { moderateFrom: 0.7, highFrom: 0.5 })).toThrow(RangeError);
  });

  it("gives low everywhere when no behaviour of concern happens", () => {
    const result = scoreScreening(
      AUTISM_ITEMS,
      answersScoring(AUTISM_ITEMS, () => 0),
      OLDER,
    );
    expect(result.overall).toEqual({ score: 0, max: 168, share: 0, level: "low" });
    for (const section of AUTISM_SECTIONS) expect(result.sections[section]).toMatchObject({ score: 0, max: 56, level: "low" });
    expect(result.signs).toEqual({ critical: [], lostSkills: false, notTalking: [], readByAge: [] });
  });

  it("gives high everywhere when every behaviour of concern happens always", () => {
    const result = scoreScreening(
      AUTISM_ITEMS,
      answersScoring(AUTISM_ITEMS, () => 4),
      OLDER,
    );
    expect(result.overall).toMatchObject({ score: 168, level: "high" });
  });

  it("scores a section alone: 'often' in one section is high there, and lifts a low overall to moderate", () => {
    // Critical items answered without concern, so only the points speak.
    const result = scoreScreening(
      AUTISM_ITEMS,
      answersScoring(AUTISM_ITEMS, (item) => (item.section === "stereotyped-behaviours" ? 3 : 0)),
      OLDER,
    );
    expect(result.sections["stereotyped-behaviours"]).toMatchObject({ score: 42, level: "high" });
    expect(result.sections["social-interaction"].level).toBe("low");
    expect(result.overall.score).toBe(42);
    expect(result.overall.share).toBe(0.25);
    expect(result.overall.level).toBe("moderate");
  });

  it("needs every item and the lost-skills question answered", () => {
    const answers = answersScoring(AUTISM_ITEMS, () => 1);
    delete answers["co-05"];
    delete answers["lost-skills"];
    expect(unansweredQuestions(AUTISM_ITEMS, answers).map((item) => item.id)).toEqual(["co-05", "lost-skills"]);
    expect(() => scoreScreening(AUTISM_ITEMS, answers, OLDER)).toThrow(/co-05, lost-skills/);
    expect(() => scoreScreening(AUTISM_ITEMS, { ...answers, "co-05": "maybe" as Frequency, "lost-skills": "no" }, OLDER)).toThrow(/co-05/);
  });

  it("is written for children from 18 months to 6 years", () => {
    expect([17, 18, 40, 72, 73].map(screeningAppliesAt)).toEqual([false, true, true, true, false]);
  });
});

describe("critical signs raise the level on their own", () => {
  it("marks no response to name, no pointing and no showing as critical", () => {
    expect(AUTISM_RULES.criticalItems).toEqual(["co-01", "co-02", "si-03"]);
  });

  it("one critical item at 'never' or 'rarely' makes its section and the overall level at least moderate", () => {
    for (const answer of ["never", "rarely"] as const) {
      const answers: AnswerMap = { ...answersScoring(AUTISM_ITEMS, () => 0), "co-01": answer };
      const result = scoreScreening(AUTISM_ITEMS, answers, OLDER);
      expect(result.overall.share).toBeLessThan(0.05);
      expect(result.signs.critical).toEqual(["co-01"]);
      expect(result.sections.communication.level).toBe("moderate");
      expect(result.sections["social-interaction"].level).toBe("low");
      expect(result.overall.level).toBe("moderate");
    }
    // "Sometimes" is not a critical sign.
    const sometimes = scoreScreening(AUTISM_ITEMS, { ...answersScoring(AUTISM_ITEMS, () => 0), "co-01": "sometimes" }, OLDER);
    expect(sometimes.signs.critical).toEqual([]);
    expect(sometimes.overall.level).toBe("low");
  });

  it("two critical items make the overall level high, whatever the points", () => {
    // The review's example: never points and never shows, everything else typical.
    const result = scoreScreening(AUTISM_ITEMS, { ...answersScoring(AUTISM_ITEMS, () => 0), "co-02": "never", "si-03": "never" }, OLDER);
    expect(result.overall.share).toBeLessThan(0.4);
    expect(result.signs.critical).toEqual(["co-02", "si-03"]);
    expect(result.overall.level).toBe("high");
  });

  it("a loss of words or skills makes the overall level high on its own", () => {
    const result = scoreScreening(AUTISM_ITEMS, { ...answersScoring(AUTISM_ITEMS, () => 0), "lost-skills": "yes" }, OLDER);
    expect(result.overall.score).toBe(0);
    expect(result.signs.lostSkills).toBe(true);
    expect(result.overall.level).toBe("high");
  });
});

describe("children who do not talk yet", () => {
  const speechItems = ids((item) => item.speech === true);

  it("marks the speech-quality items, and only they accept 'does not talk yet'", () => {
    expect(speechItems).toEqual(["co-06", "co-07", "co-13", "co-14"]);
    const answers = { ...answersScoring(AUTISM_ITEMS, () => 0), "co-01": NO_SPEECH };
    expect(unansweredQuestions(AUTISM_ITEMS, answers).map((item) => item.id)).toEqual(["co-01"]);
  });

  it("does not score the speech items as 'never': they leave the maximum instead", () => {
    // The other communication items (but the critical ones) show concern "sometimes".
    const base = answersScoring(AUTISM_ITEMS, (item) => (item.section === "communication" && !item.critical ? 2 : 0));
    const notTalking = scoreScreening(AUTISM_ITEMS, { ...base, ...Object.fromEntries(speechItems.map((id) => [id, NO_SPEECH])) }, OLDER);
    expect(notTalking.signs.notTalking).toEqual(speechItems);
    expect(notTalking.sections.communication.max).toBe(56 - 16);
    expect(notTalking.overall.max).toBe(168 - 16);
    expect(notTalking.sections.communication.score).toBe(2 * (14 - 2 - 4));
    // Answering "never" for a child without words would have averaged the concern away.
    const asNever = scoreScreening(AUTISM_ITEMS, { ...base, ...Object.fromEntries(speechItems.map((id) => [id, "never"])) }, OLDER);
    expect(notTalking.sections.communication.share).toBeGreaterThan(asNever.sections.communication.share);
    expect(notTalking.sections.communication.level).toBe("moderate");
    expect(asNever.sections.communication.level).toBe("low");
  });
});

describe("behaviours typical at 18-30 months are read by age", () => {
  const young = ids((item) => item.typicalWhenYoung === true);

  const fromTwo = ["sb-15", "co-09"];
  const untilThirty = young.filter((id) => !fromTwo.includes(id));

  it("marks the behaviours the reviews name", () => {
    expect(young).toEqual(["sb-01", "sb-03", "sb-15", "sb-16", "sb-07", "sb-12", "co-06", "co-09", "si-05", "si-09"]);
    expect(AUTISM_RULES.ageTypicalBelowMonths).toBe(30);
    expect(AUTISM_RULES.version).toBe(3);
    expect(AUTISM_RULES.ageTypicalBelowByItem).toEqual({ "sb-15": 24, "co-09": 24 });
  });

  it("does not count them under 30 months, and counts them from 30", () => {
    const answers = answersScoring(AUTISM_ITEMS, (item) => (item.typicalWhenYoung && !fromTwo.includes(item.id) ? 4 : 0));
    const toddler = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 24 });
    expect(toddler.signs.readByAge).toEqual(untilThirty);
    expect(toddler.overall).toMatchObject({ score: 0, max: 168 - 8 * 4, level: "low" });
    expect(toddler.sections["stereotyped-behaviours"].max).toBe(56 - 20);
    expect(scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 29 }).overall.score).toBe(0);
    const older = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 30 });
    expect(older.signs.readByAge).toEqual([]);
    expect(older.overall).toMatchObject({ score: 32, max: 168 });
    expect(older.sections["stereotyped-behaviours"].score).toBe(20);
  });

  it("reads tiptoe walking and fetching from another room by age under 24 months only", () => {
    // Tiptoe walking "always" and never fetching: the most concern both items can show.
    const answers = answersScoring(AUTISM_ITEMS, (item) => (fromTwo.includes(item.id) ? 4 : 0));
    const young20 = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 20 });
    expect(young20.signs.readByAge).toEqual(young);
    expect(young20.overall.score).toBe(0);
    const at24 = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 24 });
    expect(at24.signs.readByAge).not.toContain("sb-15");
    expect(at24.signs.readByAge).not.toContain("co-09");
    expect(at24.overall.score).toBe(8);
    expect(at24.sections.communication.score).toBe(4);
  });

  it("keeps reading a result stored under version 2 with its single age", () => {
    const v2 = parseScoringRules(JSON.stringify({ ...AUTISM_RULES, version: 2, ageTypicalBelowByItem: undefined, ageTypicalItems: untilThirty }));
    expect(v2.version).toBe(2);
    const answers = answersScoring(AUTISM_ITEMS, (item) => (fromTwo.includes(item.id) ? 4 : 0));
    const result = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 20, rules: v2 });
    expect(result.signs.readByAge).toEqual(untilThirty);
    expect(result.overall.score).toBe(8);
    expect(countedFromMonths(v2, "co-09")).toBe(30);
    expect(countedFromMonths(AUTISM_RULES, "co-09")).toBe(24);
    expect(countedFromMonths(parseScoringRules('{"moderateFrom":0.4,"highFrom":0.6}'), "co-09")).toBeNull();
  });
});

describe("stored scoring rules", () => {
  it("reads a result stored before version 2 (thresholds only) as version 1", () => {
    expect(parseScoringRules('{"moderateFrom":0.4,"highFrom":0.6}')).toEqual({ version: 1, moderateFrom: 0.4, highFrom: 0.6 });
    expect(parseScoringRules('{"moderateFrom":0.3,"highFrom":0.5}')).toEqual({ version: 1, moderateFrom: 0.3, highFrom: 0.5 });
    expect(parseScoringRules("not json")).toEqual({ version: 1, ...AUTISM_THRESHOLDS });
  });

  it("reads back the full current rules it stores", () => {
    expect(parseScoringRules(JSON.stringify(AUTISM_RULES))).toEqual(AUTISM_RULES);
  });

  it("version 1 has no critical signs, no 'does not talk yet' and no reading by age", () => {
    const v1 = parseScoringRules('{"moderateFrom":0.4,"highFrom":0.6}');
    const answers = { ...answersScoring(AUTISM_ITEMS, () => 0), "co-02": "never", "si-03": "never" } as const;
    expect(screeningSigns(AUTISM_ITEMS, answers, 20, v1)).toEqual({ critical: [], lostSkills: false, notTalking: [], readByAge: [] });
    const result = scoreScreening(AUTISM_ITEMS, answers, { ageMonths: 20, rules: v1 });
    expect(result.overall).toMatchObject({ score: 8, max: 168, level: "low" });
  });
});
