import { beforeEach, describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { exportAccountData } from "~/domain/data-export/export.server";
import { deleteUser } from "../accounts/users.server";
import { addChild, deleteChild } from "../children/children.server";
import { purgeVisitorMail, sendMail } from "../mail/mailer.server";
import { findAssessment, findByVisitorToken, listOpen, liveVisitorTokens, purgeExpiredAssessments, saveAnswers, startAssessment } from "./assessments.server";
import { completeAssessment } from "./complete.server";
import { findResult, listResults, saveResultToChild } from "./results.server";
import type { Answer } from "./scoring";
import { resultView } from "./views.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

const NOW = new Date("2026-11-22T10:00:00Z");
const LATER = new Date("2026-11-22T10:09:30Z");

function visitorStart(overrides: Partial<Parameters<typeof startAssessment>[1]> = {}) {
  return startAssessment(
    database.db,
    { birthDate: "2025-09-10", weeksEarly: 0, email: "visitor@example.az", userId: null, childId: null, deviceInfo: "phone", ...overrides },
    NOW,
  );
}

/** The browser's list of keys: this one, if there is one. */
function holding(token: string | null): string[] {
  return token ? [token] : [];
}

function answerEverything<T extends { band: { items: ReadonlyArray<{ id: string }> } }>(assessment: T, answer: Answer) {
  return Object.fromEntries(assessment.band.items.map((item) => [item.id, answer])) as Record<string, Answer>;
}

describe("an assessment in progress", () => {
  it("picks the band from the age on the day it starts, corrected for prematurity", async () => {
    const { assessment } = await visitorStart();
    expect(assessment.band.id).toBe("m14-15");
    expect(assessment.ageMonths).toBe(14);
    const early = await visitorStart({ weeksEarly: 8 });
    expect(early.assessment.ageMonths).toBe(12);
    expect(early.assessment.band.id).toBe("m12-13");
  });

  it("opens for the browser holding the visitor's token, and for nobody else", async () => {
    const { db } = database;
    const { assessment, visitorToken } = await visitorStart();
    const other = await visitorStart();
    const parent = await createTestParent(db);
    expect(visitorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, NOW))?.id).toBe(assessment.id);
    // Signed in later, the same browser still opens it.
    expect((await findAssessment(db, assessment.id, { userId: parent.id, visitorTokens: holding(visitorToken) }, NOW))?.id).toBe(assessment.id);
    expect(await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(other.visitorToken) }, NOW)).toBeNull();
    expect(await findAssessment(db, assessment.id, { userId: parent.id, visitorTokens: [] }, NOW)).toBeNull();
    expect(await findAssessment(db, assessment.id, { userId: null, visitorTokens: [] }, NOW)).toBeNull();
    // Only the hash is stored.
    const stored = await db.selectFrom("development_assessments").select("visitor_token_hash").where("id", "=", assessment.id).executeTakeFirstOrThrow();
    expect(stored.visitor_token_hash).not.toBe(visitorToken);
    expect((await findByVisitorToken(db, visitorToken ?? "", NOW))?.id).toBe(assessment.id);
  });

  it("of a parent opens only for that parent", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const stranger = await createTestParent(db);
    const { assessment, visitorToken } = await visitorStart({ userId: parent.id, email: null });
    expect(visitorToken).toBeNull();
    expect(await findAssessment(db, assessment.id, { userId: parent.id, visitorTokens: [] }, NOW)).not.toBeNull();
    expect(await findAssessment(db, assessment.id, { userId: stranger.id, visitorTokens: [] }, NOW)).toBeNull();
    expect((await listOpen(db, { userId: parent.id, visitorTokens: [] }, NOW)).map((a) => a.id)).toEqual([assessment.id]);
    expect(await listOpen(db, { userId: stranger.id, visitorTokens: [] }, NOW)).toEqual([]);
  });

  it("started for two children in one browser: both open, both are listed (finished too), and a saved one's key drops", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const first = await visitorStart({ birthDate: "2025-09-10" });
    const second = await startAssessment(
      db,
      { birthDate: "2023-03-01", weeksEarly: 0, email: "visitor@example.az", userId: null, childId: null, deviceInfo: "phone" },
      LATER,
    );
    const browser = { userId: null, visitorTokens: [...holding(second.visitorToken), ...holding(first.visitorToken)] };
    expect((await findAssessment(db, first.assessment.id, browser, LATER))?.id).toBe(first.assessment.id);
    expect((await findAssessment(db, second.assessment.id, browser, LATER))?.id).toBe(second.assessment.id);
    expect((await listOpen(db, browser, LATER)).map((a) => a.birthDate)).toEqual(["2023-03-01", "2025-09-10"]);

    // The first is finished: still listed (its result is not saved yet), with its key.
    const answers = await saveAnswers(db, first.assessment, answerEverything(first.assessment, "yes"), LATER);
    await completeAssessment(db, { ...first.assessment, answers }, LATER);
    expect((await listOpen(db, browser, LATER)).map((a) => [a.birthDate, a.completedAt !== null])).toEqual([
      ["2023-03-01", false],
      ["2025-09-10", true],
    ]);
    expect(await liveVisitorTokens(db, browser.visitorTokens, LATER)).toEqual(browser.visitorTokens);

    // Saved to a child: the working copy goes, and so does its key; the other stays.
    const completed = await findAssessment(db, first.assessment.id, browser, LATER);
    if (!completed) throw new Error("the finished assessment should open");
    await saveResultToChild(db, { ...completed, healthConsentAt: LATER.toISOString() }, parent.id, { newChildFirstName: "Nərgiz" }, LATER);
    expect(await liveVisitorTokens(db, browser.visitorTokens, LATER)).toEqual(holding(second.visitorToken));
    expect((await listOpen(db, browser, LATER)).map((a) => a.id)).toEqual([second.assessment.id]);
  });

  it("merges each page's answers and ignores anything that is not an answer", async () => {
    const { db } = database;
    const { assessment, visitorToken } = await visitorStart();
    const [first, second] = assessment.band.items;
    await saveAnswers(db, assessment, { [first?.id ?? ""]: "yes" }, NOW);
    const reloaded = await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, NOW);
    await saveAnswers(db, reloaded ?? assessment, { [second?.id ?? ""]: "no" }, NOW);
    const final = await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, NOW);
    expect(final?.answers).toEqual({ [first?.id ?? ""]: "yes", [second?.id ?? ""]: "no" });

    const junk = await visitorStart();
    await db.updateTable("development_assessments").set({ answers: '{"x":"maybe","y":3}' }).where("id", "=", junk.assessment.id).execute();
    expect((await findAssessment(db, junk.assessment.id, { userId: null, visitorTokens: holding(junk.visitorToken) }, NOW))?.answers).toEqual({});
  });

  it("is deleted 30 days after the start, and is not opened after that", async () => {
    const { db } = database;
    const { assessment, visitorToken } = await visitorStart();
    const day29 = new Date(NOW.getTime() + 29 * 86_400_000);
    const day30 = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, day29)).not.toBeNull();
    expect(await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, day30)).toBeNull();
    expect(await purgeExpiredAssessments(db, day29)).toBe(0);
    expect(await purgeExpiredAssessments(db, day30)).toBe(1);
    // The mail with the link goes too (kept in the outbox when no SMTP server is set).
    await sendMail(db, { to: "visitor@example.az", subject: "s", body: "b", language: "az", userId: null }, NOW);
    expect(await purgeVisitorMail(db, 30, day29)).toBe(0);
    expect(await purgeVisitorMail(db, 30, day30)).toBe(1);
  });
});

describe("completing and saving", () => {
  it("refuses to complete while a page has unanswered questions", async () => {
    const { db } = database;
    const { assessment } = await visitorStart();
    const answers = answerEverything(assessment, "yes");
    const movementItem = assessment.band.items.find((item) => item.domain === "movement");
    delete answers[movementItem?.id ?? ""];
    expect(await completeAssessment(db, { ...assessment, answers }, LATER)).toEqual({ kind: "unanswered", domain: "movement" });
  });

  it("keeps a visitor's result unsaved until a parent saves it to a new child", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const { assessment, visitorToken } = await visitorStart();
    const answers = await saveAnswers(db, assessment, answerEverything(assessment, "yes"), NOW);
    expect(await completeAssessment(db, { ...assessment, answers }, LATER)).toEqual({ kind: "completed" });
    const completed = await findAssessment(db, assessment.id, { userId: parent.id, visitorTokens: holding(visitorToken) }, LATER);
    expect(completed?.completedAt).toBe(LATER.toISOString());

    const unsaved = completed ?? assessment;
    await expect(saveResultToChild(db, unsaved, parent.id, { newChildFirstName: "Nərgiz" }, LATER)).rejects.toThrow(/consent/);
    const saved = await saveResultToChild(db, { ...unsaved, healthConsentAt: LATER.toISOString() }, parent.id, { newChildFirstName: "Nərgiz" }, LATER);
    const child = await db.selectFrom("children").selectAll().where("id", "=", saved.child.id).executeTakeFirstOrThrow();
    expect(child).toMatchObject({ user_id: parent.id, first_name: "Nərgiz", birth_date: "2025-09-10" });
    // The working copy, with the visitor's email, is gone.
    expect(await db.selectFrom("development_assessments").selectAll().execute()).toEqual([]);

    const row = await db.selectFrom("child_development_results").selectAll().where("id", "=", saved.resultId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: parent.id,
      child_id: child.id,
      assessment_type: "child_development",
      child_age_months: 14,
      age_group: "m14-15",
      percentage_score: 100,
      interpretation: "on_track",
      duration_minutes: 10,
      device_info: "phone",
      completed_at: LATER.toISOString(),
      health_consent_at: LATER.toISOString(),
    });
    expect(row.total_score).toBe(row.max_possible_score);
    expect(JSON.parse(row.completed_sections)).toEqual(["social", "language", "cognitive", "movement"]);
    expect(JSON.parse(row.recommendations)).toEqual([]);
    expect(JSON.parse(row.areas_for_improvement)).toEqual([]);
    expect((await findResult(db, child.id, saved.resultId))?.percentageScore).toBe(100);
  });

  it("saves a parent's assessment of a chosen child at once, and keeps a history", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Elvin", lastName: "", birthDate: "2025-09-10" });
    for (const [answer, when] of [
      ["sometimes", NOW],
      ["yes", LATER],
    ] as const) {
      const { assessment } = await startAssessment(
        db,
        { birthDate: child.birthDate, weeksEarly: 0, email: null, userId: parent.id, childId: child.id, deviceInfo: "computer", healthConsentGiven: true },
        when,
      );
      const answers = await saveAnswers(db, assessment, answerEverything(assessment, answer), when);
      const completion = await completeAssessment(db, { ...assessment, answers }, when);
      expect(completion).toMatchObject({ kind: "saved", childName: "Elvin" });
    }
    const history = await listResults(db, child.id);
    expect(history.map((result) => result.percentageScore)).toEqual([100, 50]);
    expect(history[1]?.sectionPercentages.social).toEqual({ percentage: 50, status: "practise" });
    // A page's window reads only its rows, newest first.
    expect((await listResults(db, child.id, { limit: 1, offset: 0 })).map((result) => result.percentageScore)).toEqual([100]);
    expect((await listResults(db, child.id, { limit: 1, offset: 1 })).map((result) => result.percentageScore)).toEqual([50]);
    expect(await listResults(db, child.id, { limit: 1, offset: 2 })).toEqual([]);

    const exported = await exportAccountData(db, parent.id, LATER);
    expect(exported.development_assessment_results).toHaveLength(2);
    expect(exported.development_assessment_results[0]?.answers).toBeTypeOf("object");
  });

  it("keeps only the answers to the questions asked when it completes", async () => {
    const { db } = database;
    const { assessment, visitorToken } = await visitorStart({ birthDate: "2025-12-10" });
    expect(assessment.band.id).toBe("m10-11");
    // Answered before the band was re-placed: an answer to a retired item is left behind.
    const answers = await saveAnswers(db, assessment, { ...answerEverything(assessment, "yes"), "m10-11.social.1": "no" }, NOW);
    expect(await completeAssessment(db, { ...assessment, answers }, LATER)).toEqual({ kind: "completed" });
    const completed = await findAssessment(db, assessment.id, { userId: null, visitorTokens: holding(visitorToken) }, LATER);
    expect(completed?.answers).toEqual(answerEverything(assessment, "yes"));
  });

  it("still reads and renders a result saved in the old format, with answers to items since moved", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2025-12-10" });
    const { assessment } = await startAssessment(
      db,
      { birthDate: child.birthDate, weeksEarly: 0, email: null, userId: parent.id, childId: null, deviceInfo: "phone", healthConsentGiven: true },
      NOW,
    );
    const saved = await saveResultToChild(
      db,
      { ...assessment, answers: answerEverything(assessment, "yes"), completedAt: LATER.toISOString() },
      parent.id,
      { childId: child.id },
      LATER,
    );
    // The row as the first version wrote it: the 10-11 items of that time (three of them have
    // moved to later bands since), a single "not yet", and a "developmental age" estimate.
    const oldAnswers = {
      "m10-11.social.1": "yes",
      "m10-11.social.2": "yes",
      "m10-11.social.3": "sometimes",
      "m10-11.language.1": "no",
      "m10-11.language.2": "yes",
      "m10-11.language.3": "yes",
      "m10-11.language.4": "yes",
      "m10-11.cognitive.1": "yes",
      "m10-11.cognitive.2": "yes",
      "m10-11.cognitive.3": "yes",
      "m10-11.cognitive.4": "yes",
      "m10-11.movement.1": "yes",
      "m10-11.movement.2": "yes",
      "m10-11.movement.3": "yes",
      "m10-11.movement.4": "yes",
    };
    await db
      .updateTable("child_development_results")
      .set({
        answers: JSON.stringify(oldAnswers),
        developmental_age: JSON.stringify({ minMonths: 10, maxMonths: 11, relation: "at_band" }),
        interpretation: "talk_to_doctor",
      })
      .where("id", "=", saved.resultId)
      .execute();

    const result = await findResult(db, child.id, saved.resultId);
    if (!result) throw new Error("the old result is not read");
    expect(result.answers).toEqual(oldAnswers);
    expect(result.percentageScore).toBe(Math.round((27 / 30) * 100));
    const view = resultView(result, "en");
    expect(view).not.toHaveProperty("developmentalAge");
    const language = view.domains.find((domain) => domain.domain === "language");
    // Read with the items it was answered with: the retired "waves bye-bye" keeps its text,
    // and one "not yet" is now something to practise, not a reason to see the doctor.
    expect(language?.notYet).toEqual(["Waves bye-bye, sometimes only after you wave first"]);
    expect(language?.status).toBe("practise");
    expect(language?.max).toBe(8);
    expect(view.domains.find((domain) => domain.domain === "social")?.sometimes).toEqual([
      "Looks at your face to see how you react when something new or surprising happens",
    ]);
    expect(view.overall).toBe("practise");
    expect(view.stillDeveloping).toEqual(["social", "language"]);
    expect(await listResults(db, child.id)).toHaveLength(1);
  });

  it("without the parent's consent at the start, a chosen child's result waits for the save form", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const child = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2025-09-10" });
    const { assessment } = await startAssessment(
      db,
      { birthDate: child.birthDate, weeksEarly: 0, email: null, userId: parent.id, childId: child.id, deviceInfo: "phone" },
      NOW,
    );
    expect(assessment.healthConsentAt).toBeNull();
    const answers = await saveAnswers(db, assessment, answerEverything(assessment, "yes"), NOW);
    expect(await completeAssessment(db, { ...assessment, answers }, LATER)).toEqual({ kind: "completed" });
    expect(await db.selectFrom("child_development_results").selectAll().execute()).toEqual([]);
  });

  it("goes with the child or the account, leaving nothing behind", async () => {
    const { db } = database;
    const parent = await createTestParent(db, { email: "leaving@example.az" });
    const child = await addChild(db, parent.id, { firstName: "Aysu", lastName: "", birthDate: "2025-09-10" });
    const start = () =>
      startAssessment(
        db,
        { birthDate: child.birthDate, weeksEarly: 0, email: null, userId: parent.id, childId: child.id, deviceInfo: "phone", healthConsentGiven: true },
        NOW,
      );
    const { assessment } = await start();
    const answers = await saveAnswers(db, assessment, answerEverything(assessment, "no"), NOW);
    await completeAssessment(db, { ...assessment, answers }, LATER);
    await start();
    expect(await db.selectFrom("child_development_results").selectAll().execute()).toHaveLength(1);
    expect(await db.selectFrom("development_assessments").selectAll().execute()).toHaveLength(1);

    await deleteChild(db, parent.id, child.id);
    expect(await db.selectFrom("child_development_results").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("development_assessments").selectAll().execute()).toEqual([]);

    await startAssessment(db, { birthDate: "2024-01-01", weeksEarly: 0, email: null, userId: parent.id, childId: null, deviceInfo: "phone" }, NOW);
    await deleteUser(db, parent.id);
    expect(await db.selectFrom("development_assessments").selectAll().execute()).toEqual([]);
  });
});
