import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "~/content/assessment";
import { DOMAINS } from "~/content/assessment/types";
import { assessmentAgeMonths, bandById, bandForAge } from "./age";
import { type Answer, scoreAssessment, durationMinutes } from "./scoring";

function band(id: string) {
  const found = bandById(id);
  if (!found) throw new Error(`no band ${id}`);
  return found;
}

function answerAll(id: string, answer: Answer, overrides: Record<string, Answer> = {}) {
  return { ...Object.fromEntries(band(id).items.map((item) => [item.id, answer])), ...overrides };
}

describe("age and band", () => {
  it("counts whole months from the birth date", () => {
    expect(assessmentAgeMonths("2025-09-21", "2026-11-21")).toBe(14);
    expect(assessmentAgeMonths("2025-09-22", "2026-11-21")).toBe(13);
  });

  it("corrects for prematurity under 24 months only", () => {
    // Born 8 weeks early: 14 months old, 12 months corrected.
    expect(assessmentAgeMonths("2025-09-21", "2026-11-21", 8)).toBe(12);
    expect(assessmentAgeMonths("2024-09-21", "2026-11-21", 8)).toBe(26);
    expect(assessmentAgeMonths("2026-11-01", "2026-11-21", 10)).toBe(0);
  });

  it.each([
    [0, "m01-03"],
    [1, "m01-03"],
    [3, "m01-03"],
    [4, "m04-05"],
    [14, "m14-15"],
    [23, "m18-23"],
    [24, "m24-29"],
    [47, "m36-47"],
    [72, "m48-72"],
  ])("%i months uses band %s", (months, id) => {
    expect(bandForAge(months)?.id).toBe(id);
  });

  it("has no band beyond six years", () => {
    expect(bandForAge(73)).toBeNull();
    expect(bandForAge(-1)).toBeNull();
  });
});

describe("scoring", () => {
  it("gives yes 2, sometimes 1 and no 0, per domain and in total", () => {
    const items = band("m14-15").items;
    const [first, second] = items;
    const result = scoreAssessment(band("m14-15"), answerAll("m14-15", "yes", { [first?.id ?? ""]: "sometimes", [second?.id ?? ""]: "no" }));
    expect(result.maxPossibleScore).toBe(items.length * 2);
    expect(result.totalScore).toBe(items.length * 2 - 3);
    expect(result.percentageScore).toBe(Math.round(((items.length * 2 - 3) / (items.length * 2)) * 100));
    const social = result.sectionScores.social;
    expect(social.status).toBe("talk_to_doctor");
    expect(social.toPractise).toEqual([first?.id, second?.id]);
    expect(result.sectionScores.movement.status).toBe("on_track");
    expect(result.completedSections).toEqual([...DOMAINS]);
  });

  it("marks 'sometimes' without any 'no' as something to practise", () => {
    const language = band("m24-29").items.find((item) => item.domain === "language");
    const result = scoreAssessment(band("m24-29"), answerAll("m24-29", "yes", { [language?.id ?? ""]: "sometimes" }));
    expect(result.sectionScores.language.status).toBe("practise");
  });

  it("counts only fully answered domains as completed", () => {
    const socialOnly = Object.fromEntries(band("m06-07").items.filter((i) => i.domain === "social").map((i) => [i.id, "yes" as const]));
    const result = scoreAssessment(band("m06-07"), socialOnly);
    expect(result.completedSections).toEqual(["social"]);
    expect(result.sectionScores.language.answered).toBe(0);
  });

  it("estimates the developmental age: the band, or the one before below 75%", () => {
    expect(scoreAssessment(band("m14-15"), answerAll("m14-15", "yes")).developmentalAge).toEqual({
      minMonths: 14,
      maxMonths: 15,
      relation: "at_band",
    });
    expect(scoreAssessment(band("m14-15"), answerAll("m14-15", "sometimes")).developmentalAge).toEqual({
      minMonths: 12,
      maxMonths: 13,
      relation: "below_band",
    });
    expect(scoreAssessment(band("m01-03"), answerAll("m01-03", "no")).developmentalAge).toEqual({
      minMonths: 1,
      maxMonths: 3,
      relation: "below_band",
    });
  });

  it("ignores answers to items of other bands", () => {
    const result = scoreAssessment(band("m14-15"), { ...answerAll("m14-15", "yes"), "m48-72.social.1": "no" });
    expect(result.percentageScore).toBe(100);
    expect(AGE_BANDS.length).toBe(13);
  });

  it("measures the duration in whole minutes", () => {
    expect(durationMinutes("2026-11-21T10:00:00Z", "2026-11-21T10:07:30Z")).toBe(8);
    expect(durationMinutes("2026-11-21T10:00:00Z", "2026-11-21T10:00:10Z")).toBe(1);
  });
});
