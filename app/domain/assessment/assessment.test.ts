import { describe, expect, it } from "vitest";
import { AGE_BANDS } from "~/content/assessment";
import { DOMAINS } from "~/content/assessment/types";
import { assessmentAgeMonths, bandById, bandForAge } from "./age";
import { deviceTypeFromUserAgent } from "~/lib/device";
import { itemsForAge } from "./items";
import {
  type Answer,
  answersFromForm,
  changePerDomain,
  doctorNotYetCount,
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

/** The lower age of a band: every item there is asked of a child that young. */
function lowerAge(id: string) {
  return band(id).minMonths;
}

function answerAll(id: string, answer: Answer, overrides: Record<string, Answer> = {}, ageMonths = lowerAge(id)) {
  return { ...Object.fromEntries(itemsForAge(band(id), ageMonths).map((item) => [item.id, answer])), ...overrides };
}

function itemsOf(id: string, domain: string, ageMonths = lowerAge(id)) {
  return itemsForAge(band(id), ageMonths).filter((item) => item.domain === domain);
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
    const items = itemsForAge(band("m14-15"), 14);
    const [first, second] = items.filter((item) => item.domain === "movement");
    const result = scoreAssessment(band("m14-15"), 14, answerAll("m14-15", "yes", { [first?.id ?? ""]: "sometimes", [second?.id ?? ""]: "no" }));
    expect(result.maxPossibleScore).toBe(items.length * 2);
    expect(result.totalScore).toBe(items.length * 2 - 3);
    expect(result.percentageScore).toBe(Math.round(((items.length * 2 - 3) / (items.length * 2)) * 100));
    const movement = result.sectionScores.movement;
    expect(movement.status).toBe("practise");
    expect(movement.toPractise).toEqual([first?.id, second?.id]);
    expect(result.sectionScores.social.status).toBe("on_track");
    expect(result.completedSections).toEqual([...DOMAINS]);
  });

  it("marks 'sometimes' without any 'no' as something to practise", () => {
    const [language] = itemsOf("m24-29", "language");
    const result = scoreAssessment(band("m24-29"), 24, answerAll("m24-29", "yes", { [language?.id ?? ""]: "sometimes" }));
    expect(result.sectionScores.language.status).toBe("practise");
    expect(result.stillDeveloping).toEqual(["language"]);
  });

  it("counts only fully answered domains as completed", () => {
    const socialOnly = Object.fromEntries(itemsOf("m06-07", "social").map((i) => [i.id, "yes" as const]));
    const result = scoreAssessment(band("m06-07"), 6, socialOnly);
    expect(result.completedSections).toEqual(["social"]);
    expect(result.sectionScores.language.answered).toBe(0);
  });

  it("has no developmental age: only the areas where some skills are still developing", () => {
    const allYes = scoreAssessment(band("m48-72"), 48, answerAll("m48-72", "yes"));
    expect(allYes).not.toHaveProperty("developmentalAge");
    expect(allYes.stillDeveloping).toEqual([]);
    const someSometimes = scoreAssessment(band("m48-72"), 48, answerAll("m48-72", "sometimes"));
    expect(someSometimes.stillDeveloping).toEqual([...DOMAINS]);
  });

  it("ignores answers to items of other bands", () => {
    const result = scoreAssessment(band("m14-15"), 14, { ...answerAll("m14-15", "yes"), "m48-72.social.1": "no" });
    expect(result.percentageScore).toBe(100);
    expect(AGE_BANDS.length).toBe(13);
  });

  it("measures the duration in whole minutes", () => {
    expect(durationMinutes("2026-11-21T10:00:00Z", "2026-11-21T10:07:30Z")).toBe(8);
    expect(durationMinutes("2026-11-21T10:00:00Z", "2026-11-21T10:00:10Z")).toBe(1);
  });
});

describe("the answer “haven't had the chance to see this”", () => {
  const m = band("m48-72");
  const situational = itemsOf("m48-72", "social", 48).filter((item) => item.needsSituation);
  const other = itemsOf("m48-72", "social", 48).filter((item) => !item.needsSituation);

  it("is offered only on items that need other children or a particular situation", () => {
    expect(situational.length).toBeGreaterThan(0);
    const form = new Map<string, string>([
      ...situational.map((item) => [item.id, "not_seen"] as [string, string]),
      ...other.map((item) => [item.id, "not_seen"] as [string, string]),
    ]);
    const { given, missing } = answersFromForm(m, 48, "social", (name) => form.get(name) ?? null);
    expect(given).toEqual(Object.fromEntries(situational.map((item) => [item.id, "not_seen"])));
    expect(missing).toEqual(other.map((item) => item.id));
  });

  it("is not scored and leaves the maximum: the item counts neither for nor against", () => {
    const allYes = scoreAssessment(m, 48, answerAll("m48-72", "yes"));
    const notSeen = scoreAssessment(m, 48, answerAll("m48-72", "yes", Object.fromEntries(situational.map((item) => [item.id, "not_seen"]))));
    expect(notSeen.sectionScores.social.max).toBe(allYes.sectionScores.social.max - situational.length * 2);
    expect(notSeen.sectionScores.social.percentage).toBe(100);
    expect(notSeen.sectionScores.social.notSeen).toBe(situational.length);
    expect(notSeen.sectionScores.social.status).toBe("on_track");
    expect(notSeen.percentageScore).toBe(100);
    expect(notSeen.completedSections).toEqual([...DOMAINS]);
    // Percentages use the items answered: one "sometimes" among the rest weighs more.
    const [firstOther] = other;
    const mixed = scoreAssessment(
      m,
      48,
      answerAll("m48-72", "yes", { ...Object.fromEntries(situational.map((item) => [item.id, "not_seen"])), [firstOther?.id ?? ""]: "sometimes" }),
    );
    expect(mixed.sectionScores.social.percentage).toBe(Math.round(((other.length * 2 - 1) / (other.length * 2)) * 100));
  });
});

describe("the doctor's advice", () => {
  it("needs 'not yet' on most of one area (four of its five items), or one on a red-flag item", () => {
    const plain = itemsOf("m30-35", "movement").filter((item) => !item.redFlag);
    expect(plain).toHaveLength(5);
    expect(doctorNotYetCount(plain.length)).toBe(4);
    const notYet = (count: number, extra: Record<string, Answer> = {}) =>
      scoreAssessment(
        band("m30-35"),
        30,
        answerAll("m30-35", "yes", { ...Object.fromEntries(plain.slice(0, count).map((item) => [item.id, "no"])), ...extra }),
      );
    // One to three "not yet" in an area: practise and check again, no doctor's advice.
    for (const count of [1, 2, 3]) {
      expect(notYet(count).sectionScores.movement.status, `${count} not yet`).toBe("practise");
      expect(overallStatus(notYet(count))).toBe("practise");
    }
    expect(notYet(4).sectionScores.movement.status).toBe("talk_to_doctor");
    expect(notYet(4).sectionScores.movement.redFlags).toEqual([]);
    // "Not yet" spread over areas: each area alone is something to practise.
    const language = itemsOf("m30-35", "language")
      .filter((item) => !item.redFlag)
      .slice(0, 3);
    const spread = notYet(3, Object.fromEntries(language.map((item) => [item.id, "no"])));
    expect(overallStatus(spread)).toBe("practise");
  });

  it("follows one 'not yet' on a red-flag item", () => {
    const redFlag = itemsOf("m18-23", "social").find((item) => item.redFlag);
    expect(redFlag?.id).toBe("m18-23.social.6");
    const result = scoreAssessment(band("m18-23"), 18, answerAll("m18-23", "yes", { [redFlag?.id ?? ""]: "no" }));
    expect(result.sectionScores.social.status).toBe("talk_to_doctor");
    expect(result.sectionScores.social.redFlags).toEqual([redFlag?.id]);
    // "Sometimes" on a red-flag item is something to practise.
    const sometimes = scoreAssessment(band("m18-23"), 18, answerAll("m18-23", "yes", { [redFlag?.id ?? ""]: "sometimes" }));
    expect(sometimes.sectionScores.social.status).toBe("practise");
  });

  it("is never given to a child whose every answer is yes, at any age", () => {
    for (const ageBand of AGE_BANDS) {
      for (let months = ageBand.minMonths; months <= ageBand.maxMonths; months += 1) {
        expect(overallStatus(scoreAssessment(ageBand, months, answerAll(ageBand.id, "yes", {}, months)))).toBe("on_track");
      }
    }
  });
});

describe("items by exact age", () => {
  it("asks 4-year-olds and 5-year-olds different items in the 48-72 band", () => {
    const four = itemsForAge(band("m48-72"), 48).map((item) => item.id);
    const five = itemsForAge(band("m48-72"), 60).map((item) => item.id);
    expect(itemsForAge(band("m48-72"), 53).map((item) => item.id)).toEqual(four);
    expect(itemsForAge(band("m48-72"), 72).map((item) => item.id)).toEqual(five);
    expect(four).toContain("m48-72.movement.6");
    expect(four).not.toContain("m48-72.movement.1");
    expect(five).toContain("m48-72.movement.1");
    expect(five).toContain("m48-72.cognitive.9");
    expect(five).not.toContain("m48-72.cognitive.6");
  });

  it("asks for the social smile from 2 months", () => {
    expect(itemsForAge(band("m01-03"), 1).map((item) => item.id)).not.toContain("m01-03.social.5");
    expect(itemsForAge(band("m01-03"), 2).map((item) => item.id)).toContain("m01-03.social.5");
    expect(itemsForAge(band("m01-03"), 0).map((item) => item.id)).toContain("m01-03.social.3");
  });

  it("scores, completes and reads a form with the items of the child's exact age", () => {
    const m = band("m48-72");
    const olderOnly = answerAll("m48-72", "yes", {}, 65);
    expect(firstUnansweredDomain(m, 65, olderOnly)).toBeNull();
    // The same answers do not complete the questions of a 4-year-old.
    expect(firstUnansweredDomain(m, 50, olderOnly)).toBe("social");
    const scored = scoreAssessment(m, 65, olderOnly);
    expect(scored.maxPossibleScore).toBe(itemsForAge(m, 65).length * 2);
    const { missing } = answersFromForm(m, 65, "movement", () => "yes");
    expect(missing).toEqual([]);
    const { given } = answersFromForm(m, 50, "movement", () => "yes");
    expect(Object.keys(given)).toEqual(itemsOf("m48-72", "movement", 50).map((item) => item.id));
  });

  it("reads a saved result with the items it was answered with, also retired ones", () => {
    // Saved before the 10-11 band was re-placed: its first social item was asked then.
    const m = band("m10-11");
    const old = { "m10-11.social.1": "no", "m10-11.social.2": "yes", "m10-11.social.3": "no" } as const;
    const result = scoreAssessment(m, 10, old);
    expect(result.sectionScores.social.max).toBe(6);
    expect(result.sectionScores.social.score).toBe(2);
    // Read with today's rule: two "not yet" of three is something to practise.
    expect(result.sectionScores.social.status).toBe("practise");
    expect(result.completedSections).not.toContain("social");
  });
});

describe("interpretation", () => {
  it("reads the whole result by its most concerning domain, and recommends activities for the rest", () => {
    const m = band("m30-35");
    const [movement] = itemsOf("m30-35", "movement");
    const [first, second] = itemsOf("m30-35", "language");
    const allYes = scoreAssessment(m, 30, answerAll("m30-35", "yes"));
    expect(overallStatus(allYes)).toBe("on_track");
    expect(recommendedActivityIds(m, allYes)).toEqual([]);
    const practise = scoreAssessment(m, 30, answerAll("m30-35", "yes", { [movement?.id ?? ""]: "sometimes" }));
    expect(overallStatus(practise)).toBe("practise");
    const recommended = recommendedActivityIds(m, practise);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((id) => m.activities.find((a) => a.id === id)?.domain === "movement")).toBe(true);
    const twoNotYet = answerAll("m30-35", "yes", { [movement?.id ?? ""]: "sometimes", [first?.id ?? ""]: "no", [second?.id ?? ""]: "no" });
    expect(overallStatus(scoreAssessment(m, 30, twoNotYet))).toBe("practise");
    const redFlag = itemsOf("m30-35", "language").find((item) => item.redFlag);
    expect(overallStatus(scoreAssessment(m, 30, { ...twoNotYet, [redFlag?.id ?? ""]: "no" }))).toBe("talk_to_doctor");
  });

  it("reports the change per domain in percentage points", () => {
    const before = scoreAssessment(band("m12-13"), 12, answerAll("m12-13", "sometimes")).sectionScores;
    const after = scoreAssessment(band("m14-15"), 14, answerAll("m14-15", "yes")).sectionScores;
    expect(changePerDomain(before, after)).toEqual(DOMAINS.map((domain) => ({ domain, previousPercentage: 50, currentPercentage: 100, change: 50 })));
  });

  it("reads one page of answers from a form, and finds the first page left unanswered", () => {
    const m = band("m04-05");
    const social = itemsOf("m04-05", "social");
    const form = new Map<string, string>([
      [social[0]?.id ?? "", "yes"],
      [social[1]?.id ?? "", "perhaps"],
      ["m04-05.movement.1", "no"],
    ]);
    const { given, missing } = answersFromForm(m, 4, "social", (name) => form.get(name) ?? null);
    expect(given).toEqual({ [social[0]?.id ?? ""]: "yes" });
    expect(missing).toEqual(social.slice(1).map((item) => item.id));
    expect(firstUnansweredDomain(m, 4, given)).toBe("social");
    expect(firstUnansweredDomain(m, 4, answerAll("m04-05", "no"))).toBeNull();
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
