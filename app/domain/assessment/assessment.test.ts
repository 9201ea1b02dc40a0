import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "~/content/assessment";
import { DOMAINS } from "~/content/assessment/types";
import { assessmentAgeMonths, bandById, bandForAge } from "./age";
import { deviceTypeFromUserAgent } from "~/lib/device";
import {
  type Answer,
  answersFromForm,
  changePerDomain,
  durationMinutes,
  firstUnansweredDomain,
  overallStatus,
  recommendedActivityIds,
  scoreAssessment,
} from "./scoring";
import { visitorStartSchema, weeksEarlyThatCount } from "./start-form";

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

describe("interpretation", () => {
  it("reads the whole result by its most concerning domain, and recommends activities for the rest", () => {
    const m = band("m30-35");
    const movement = m.items.find((item) => item.domain === "movement");
    const language = m.items.find((item) => item.domain === "language");
    const allYes = scoreAssessment(m, answerAll("m30-35", "yes"));
    expect(overallStatus(allYes)).toBe("on_track");
    expect(recommendedActivityIds(m, allYes)).toEqual([]);
    const practise = scoreAssessment(m, answerAll("m30-35", "yes", { [movement?.id ?? ""]: "sometimes" }));
    expect(overallStatus(practise)).toBe("practise");
    const recommended = recommendedActivityIds(m, practise);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((id) => m.activities.find((a) => a.id === id)?.domain === "movement")).toBe(true);
    const doctor = scoreAssessment(m, answerAll("m30-35", "yes", { [movement?.id ?? ""]: "sometimes", [language?.id ?? ""]: "no" }));
    expect(overallStatus(doctor)).toBe("talk_to_doctor");
  });

  it("reports the change per domain in percentage points", () => {
    const before = scoreAssessment(band("m12-13"), answerAll("m12-13", "sometimes")).sectionScores;
    const after = scoreAssessment(band("m14-15"), answerAll("m14-15", "yes")).sectionScores;
    expect(changePerDomain(before, after)).toEqual(
      DOMAINS.map((domain) => ({ domain, previousPercentage: 50, currentPercentage: 100, change: 50 })),
    );
  });

  it("reads one page of answers from a form, and finds the first page left unanswered", () => {
    const m = band("m04-05");
    const social = m.items.filter((item) => item.domain === "social");
    const form = new Map<string, string>([
      [social[0]?.id ?? "", "yes"],
      [social[1]?.id ?? "", "perhaps"],
      ["m04-05.movement.1", "no"],
    ]);
    const { given, missing } = answersFromForm(m, "social", (name) => form.get(name) ?? null);
    expect(given).toEqual({ [social[0]?.id ?? ""]: "yes" });
    expect(missing).toEqual(social.slice(1).map((item) => item.id));
    expect(firstUnansweredDomain(m, given)).toBe("social");
    expect(firstUnansweredDomain(m, answerAll("m04-05", "no"))).toBeNull();
  });
});

describe("the start form", () => {
  const today = "2026-11-22";
  const parse = (fields: Record<string, string>) => visitorStartSchema(today).safeParse({ email: "ana@example.az", weeksEarly: "0", ...fields });
  const messages = (fields: Record<string, string>) => {
    const result = parse(fields);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts a birth date as DD-MM-YYYY and a lower-cased email", () => {
    const result = parse({ birthDate: "10-09-2025", email: " Ana@Example.AZ " });
    expect(result.success && result.data).toEqual({ email: "ana@example.az", birthDate: "2025-09-10", weeksEarly: 0 });
  });

  it.each([
    [{ birthDate: "" }, "validation.dateRequired"],
    [{ birthDate: "2025-09-10" }, "validation.dateFormat"],
    [{ birthDate: "31-02-2025" }, "validation.dateFormat"],
    [{ birthDate: "23-11-2026" }, "validation.dateInFuture"],
    [{ birthDate: "21-10-2020" }, "assessment.ageOutOfRange"],
    [{ birthDate: "10-09-2025", email: "a@b.c" }, "assessment.emailTooShort:6"],
    [{ birthDate: "10-09-2025", email: `${"a".repeat(250)}@example.az` }, "assessment.emailTooLong:254"],
    [{ birthDate: "10-09-2025", email: "not-an-email" }, "validation.email"],
    [{ birthDate: "10-09-2025", weeksEarly: "3" }, "assessment.weeksEarlyInvalid"],
    [{ birthDate: "10-09-2025", weeksEarly: "17" }, "assessment.weeksEarlyInvalid"],
  ])("refuses %j with %s", (fields, message) => {
    expect(messages(fields)).toEqual([message]);
  });

  it("accepts a child of exactly six, and counts weeks early only under two", () => {
    expect(parse({ birthDate: "22-11-2020" }).success).toBe(true);
    expect(weeksEarlyThatCount("2025-09-10", today, 8)).toBe(8);
    expect(weeksEarlyThatCount("2024-09-10", today, 8)).toBe(0);
  });
});

describe("device type", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36", "phone"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", "phone"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)", "tablet"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "computer"],
  ])("%s is a %s", (userAgent, type) => {
    expect(deviceTypeFromUserAgent(userAgent)).toBe(type);
  });
});
