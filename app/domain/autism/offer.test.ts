import { describe, expect, it } from "vitest";
import { AUTISM_ITEMS } from "~/content/autism/items";
import {
  AUTISM_RETAKE_PRICE_MINOR,
  firstUnfinishedSection,
  neighbourSections,
  nextStepsKey,
  offerFor,
  parseAnswers,
  progressBySection,
  sectionAnswersFromForm,
  type ScreeningPrices,
} from "./offer";

const paid: ScreeningPrices = { retakes: "paid", firstMinor: 1500, retakeMinor: AUTISM_RETAKE_PRICE_MINOR, currency: "AZN" };
const oneTime: ScreeningPrices = { ...paid, retakes: "none" };

describe("what a result tells the parent to do next", () => {
  it("suggests screening again after a low result only where a retake can be bought", () => {
    expect(nextStepsKey("low", "paid")).toBe("autism.nextSteps.low");
    expect(nextStepsKey("low", "none")).toBe("autism.nextSteps.lowNoRetake");
    for (const retakes of ["paid", "none"] as const) {
      expect(nextStepsKey("moderate", retakes)).toBe("autism.nextSteps.moderate");
      expect(nextStepsKey("high", retakes)).toBe("autism.nextSteps.high");
    }
  });
});

describe("the screening offer for a child", () => {
  it("sells the first screening at the first price", () => {
    expect(offerFor({ ageMonths: 30, inProgressScreeningId: null, submittedCount: 0 }, paid)).toEqual({ kind: "buy", retake: false, priceMinor: 1500 });
  });

  it("asks 10 AZN for a retake when retakes are paid", () => {
    expect(AUTISM_RETAKE_PRICE_MINOR).toBe(1000);
    expect(offerFor({ ageMonths: 30, inProgressScreeningId: null, submittedCount: 1 }, paid)).toEqual({ kind: "buy", retake: true, priceMinor: 1000 });
  });

  it("refuses a retake under the one-time reading", () => {
    expect(offerFor({ ageMonths: 30, inProgressScreeningId: null, submittedCount: 1 }, oneTime)).toEqual({ kind: "no_retake" });
    expect(offerFor({ ageMonths: 30, inProgressScreeningId: null, submittedCount: 0 }, oneTime).kind).toBe("buy");
  });

  it("continues a paid screening instead of selling another, at any age", () => {
    expect(offerFor({ ageMonths: 30, inProgressScreeningId: "s1", submittedCount: 1 }, oneTime)).toEqual({ kind: "continue", screeningId: "s1" });
    expect(offerFor({ ageMonths: 73, inProgressScreeningId: "s1", submittedCount: 0 }, paid)).toEqual({ kind: "continue", screeningId: "s1" });
  });

  it("is only for 18 to 72 months", () => {
    expect(offerFor({ ageMonths: 17, inProgressScreeningId: null, submittedCount: 0 }, paid)).toEqual({ kind: "out_of_age", ageMonths: 17 });
    expect(offerFor({ ageMonths: 18, inProgressScreeningId: null, submittedCount: 0 }, paid).kind).toBe("buy");
    expect(offerFor({ ageMonths: 72, inProgressScreeningId: null, submittedCount: 0 }, paid).kind).toBe("buy");
    expect(offerFor({ ageMonths: 73, inProgressScreeningId: null, submittedCount: 0 }, paid).kind).toBe("out_of_age");
  });
});

describe("screening answers", () => {
  it("keeps only known items with a valid answer", () => {
    expect(parseAnswers('{"sb-01":"often","sb-02":"maybe","zz-99":"never"}')).toEqual({ "sb-01": "often" });
    expect(parseAnswers("not json")).toEqual({});
    expect(parseAnswers("null")).toEqual({});
  });

  it("accepts 'does not talk yet' only for speech items, and yes / no for the lost-skills question", () => {
    expect(parseAnswers('{"co-06":"no_speech","co-01":"no_speech","lost-skills":"yes","sb-01":"yes"}')).toEqual({ "co-06": "no_speech", "lost-skills": "yes" });
    const form = new Map<string, string>([
      ["co-13", "no_speech"],
      ["co-02", "no_speech"],
      ["lost-skills", "no"],
    ]);
    const { given, missing } = sectionAnswersFromForm("communication", (name) => form.get(name) ?? null);
    expect(given).toEqual({ "co-13": "no_speech", "lost-skills": "no" });
    expect(missing).toHaveLength(13);
    expect(missing).toContain("co-02");
  });

  it("reads a section's form and names the items left unanswered", () => {
    const form = new Map<string, string>([
      ["sb-01", "never"],
      ["sb-02", "bogus"],
      ["co-01", "always"],
    ]);
    const { given, missing } = sectionAnswersFromForm("stereotyped-behaviours", (name) => form.get(name) ?? null);
    expect(given).toEqual({ "sb-01": "never" });
    expect(missing).toHaveLength(13);
    expect(missing).toContain("sb-02");
    expect(missing).not.toContain("co-01");
  });

  it("counts progress per section and finds where to continue", () => {
    const firstSection = Object.fromEntries(
      AUTISM_ITEMS.filter((item) => item.section === "stereotyped-behaviours").map((item) => [item.id, "rarely" as const]),
    );
    expect(progressBySection(firstSection).map((part) => part.answered)).toEqual([14, 0, 0]);
    expect(firstUnfinishedSection({})).toBe("stereotyped-behaviours");
    expect(firstUnfinishedSection(firstSection)).toBe("communication");
    const all = Object.fromEntries(AUTISM_ITEMS.map((item) => [item.id, "sometimes" as const]));
    // The lost-skills question is asked on the communication page.
    expect(firstUnfinishedSection(all)).toBe("communication");
    expect(progressBySection(all).map((part) => part.total)).toEqual([14, 15, 14]);
    expect(firstUnfinishedSection({ ...all, "lost-skills": "no" })).toBeNull();
  });

  it("knows the section before and after", () => {
    expect(neighbourSections("stereotyped-behaviours")).toEqual({ previous: null, next: "communication" });
    expect(neighbourSections("social-interaction")).toEqual({ previous: "communication", next: null });
  });
});
