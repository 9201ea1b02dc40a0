import { describe, expect, it } from "vitest";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { AUTISM_SECTIONS, type AutismItem, type Frequency } from "~/content/autism/types";
import { AUTISM_THRESHOLDS, itemPoints, levelFor, screeningAppliesAt, scoreScreening, unansweredItems } from "./scoring";

/** Answers that score `concern` points on every item (reverse keying undone). */
function answersScoring(items: ReadonlyArray<AutismItem>, concern: (item: AutismItem) => number): Record<string, Frequency> {
  const scale: Frequency[] = ["never", "rarely", "sometimes", "often", "always"];
  return Object.fromEntries(items.map((item) => [item.id, scale[item.reverseKeyed ? 4 - concern(item) : concern(item)] as Frequency]));
}

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
    const result = scoreScreening(AUTISM_ITEMS, answersScoring(AUTISM_ITEMS, () => 0));
    expect(result.overall).toEqual({ score: 0, max: 168, share: 0, level: "low" });
    for (const section of AUTISM_SECTIONS) expect(result.sections[section]).toMatchObject({ score: 0, max: 56, level: "low" });
  });

  it("gives high everywhere when every behaviour of concern happens always", () => {
    const result = scoreScreening(AUTISM_ITEMS, answersScoring(AUTISM_ITEMS, () => 4));
    expect(result.overall).toMatchObject({ score: 168, level: "high" });
  });

  it("scores a section alone: 'often' in one section is high there, and lifts a low overall to moderate", () => {
    const result = scoreScreening(AUTISM_ITEMS, answersScoring(AUTISM_ITEMS, (item) => (item.section === "communication" ? 3 : 0)));
    expect(result.sections.communication).toMatchObject({ score: 42, level: "high" });
    expect(result.sections["social-interaction"].level).toBe("low");
    expect(result.overall.score).toBe(42);
    expect(result.overall.share).toBe(0.25);
    expect(result.overall.level).toBe("moderate");
  });

  it("needs every item answered", () => {
    const answers = answersScoring(AUTISM_ITEMS, () => 1);
    delete answers["co-05"];
    expect(unansweredItems(AUTISM_ITEMS, answers).map((item) => item.id)).toEqual(["co-05"]);
    expect(() => scoreScreening(AUTISM_ITEMS, answers)).toThrow(/co-05/);
    expect(() => scoreScreening(AUTISM_ITEMS, { ...answers, "co-05": "maybe" as Frequency })).toThrow(/co-05/);
  });

  it("is written for children from 18 months to 6 years", () => {
    expect([17, 18, 40, 72, 73].map(screeningAppliesAt)).toEqual([false, true, true, true, false]);
  });
});
