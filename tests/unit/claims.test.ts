import { describe, expect, it } from "vitest";
import { COMPARISON } from "~/components/CompareTable";
import { COURSES } from "~/content/courses";
import { SAMPLE_EXERCISES, courseStanding } from "~/domain/courses/states";
import { premiumSummary } from "~/domain/subscriptions/plans";
import { listActivePlans } from "~/domain/subscriptions/plans.server";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { seedDatabase } from "../../db/seed.ts";
import { createTestDatabase } from "../support/test-database.ts";

/**
 * What the home page and /pricing promise is read from the plans and the content: a claim
 * of a trial or of what a free parent gets must hold for every plan and every course.
 */
describe("the home and pricing pages' claims", () => {
  it("promise a trial no plan falls short of: 'N-day' only when every plan has N days, else 'up to'", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const plans = await listActivePlans(db);
    const summary = premiumSummary(plans);
    const t = translatorFor("en");
    const claim = summary.trialsDiffer ? t("home.trialUpTo", { count: summary.trialDays }) : t("home.trial", { count: summary.trialDays });
    expect(Math.max(...plans.map((plan) => plan.trialDays))).toBe(summary.trialDays);
    expect(summary.trialsDiffer).toBe(new Set(plans.map((plan) => plan.trialDays)).size > 1);
    // The launch plans: 7 days on two of them, 14 on the yearly one.
    expect(plans.map((plan) => plan.trialDays)).toEqual([7, 7, 14]);
    expect(claim).toBe("Free trial of up to 14 days");
    await db.destroy();
  });

  it("say a free parent gets each course's sample, as many exercises as open without a subscription", () => {
    const courses = COMPARISON.find((row) => row.feature === "courses");
    expect(courses?.free).toBe("courseSample");
    for (const course of COURSES) {
      const open = courseStanding(course, new Map(), false)
        .units.flatMap((unit) => unit.exercises)
        .filter((exercise) => exercise.state.kind !== "locked");
      expect(open.length, course.id).toBe(SAMPLE_EXERCISES);
    }
    expect(translatorFor("en")("home.freeValues.courseSample", { count: SAMPLE_EXERCISES })).toBe("The first exercise of every course");
  });
});
