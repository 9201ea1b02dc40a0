import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../../db/seed.ts";
import { createTestParent } from "../../../tests/support/accounts";
import { fakeGateway, gatewayOutcome } from "../../../tests/support/payments";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { addChild, deleteChild } from "../children/children.server";
import { applyGatewayOutcome } from "../payments/payments.server";
import { NEW_CARD } from "../subscriptions/checkout-choices";
import { AUTISM_SECTIONS } from "~/content/autism/types";
import { AUTISM_RETAKE_PRICE_MINOR, resultSectionItems, type ScreeningPrices } from "./offer";
import type { Owned } from "../ownership";
import { startScreeningPayment } from "./payment.server";
import { AUTISM_RULES } from "./scoring";
import { childScreeningStates, listAutismResults, ownAutismResult, ownScreening, saveScreeningAnswers, submitScreening } from "./screenings.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

const paidRetakes: ScreeningPrices = { retakes: "paid", firstMinor: 1500, retakeMinor: AUTISM_RETAKE_PRICE_MINOR, currency: "AZN" };
const oneTime: ScreeningPrices = { ...paidRetakes, retakes: "none" };

/** A birth date `months` months before today. */
function bornMonthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const gateway = fakeGateway({
  startPayment: (request) => Promise.resolve({ redirectUrl: `https://pay.example/${request.orderId}`, transaction: `te-${request.orderId}`, cardId: null }),
});

async function setUp() {
  const { db } = database;
  const parent = await createTestParent(db);
  const child = await addChild(db, parent.id, { firstName: "Nərmin", lastName: "Əliyeva", birthDate: bornMonthsAgo(30) });
  return { db, parent, child };
}

async function pay(input: { userId: string; childId: string; key?: string; prices?: ScreeningPrices }) {
  return startScreeningPayment(database.db, gateway, {
    userId: input.userId,
    childId: input.childId,
    method: NEW_CARD,
    idempotencyKey: input.key ?? "screening-form-1",
    language: "az",
    origin: "http://localhost",
    prices: input.prices ?? paidRetakes,
    healthConsentAt: "2026-11-28T08:00:00.000Z",
  });
}

async function confirmPayment(orderId: string, amountMinor: number) {
  return applyGatewayOutcome(database.db, gatewayOutcome({ orderId, amountMinor, transaction: `te-${orderId}` }), "callback");
}

const allAnswered = { ...Object.fromEntries(AUTISM_ITEMS.map((item) => [item.id, "sometimes" as const])), "lost-skills": "no" as const };

describe("paying for a screening", () => {
  it("is refused, with nothing charged, without the parent's explicit consent to keep the answers", async () => {
    const { db, parent, child } = await setUp();
    const refused = await startScreeningPayment(db, gateway, {
      userId: parent.id,
      childId: child.id,
      method: NEW_CARD,
      idempotencyKey: "screening-no-consent",
      language: "en",
      origin: "http://localhost",
      prices: paidRetakes,
      healthConsentAt: null,
    });
    expect(refused).toEqual({ kind: "refused", message: "autism.healthConsentRequired" });
    expect(await db.selectFrom("payments").select("id").where("user_id", "=", parent.id).execute()).toEqual([]);
  });

  it("charges the first price with the purpose 'autism screening', once per form, and opens the screening on success", async () => {
    const { db, parent, child } = await setUp();
    const first = await pay({ userId: parent.id, childId: child.id });
    const again = await pay({ userId: parent.id, childId: child.id });
    expect(first.kind).toBe("redirect");
    expect(again).toEqual(first);
    const payments = await db.selectFrom("payments").selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ purpose: "autism_screening", amount_minor: 1500, currency: "AZN", plan_id: null, status: "pending" });
    const screening = await db.selectFrom("autism_screenings").selectAll().executeTakeFirstOrThrow();
    expect(screening).toMatchObject({ status: "awaiting_payment", child_id: child.id, is_retake: 0 });

    expect(await confirmPayment(payments[0]?.order_id ?? "", 1500)).toBe("applied");
    expect((await db.selectFrom("autism_screenings").select("status").executeTakeFirstOrThrow()).status).toBe("in_progress");
    // No subscription comes from a screening payment.
    expect(await db.selectFrom("subscriptions").selectAll().execute()).toHaveLength(0);
  });

  it("does not open the screening for a wrong amount", async () => {
    const { db, parent, child } = await setUp();
    await pay({ userId: parent.id, childId: child.id });
    const payment = await db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
    expect(await confirmPayment(payment.order_id, 1)).toBe("amount_mismatch");
    expect((await db.selectFrom("autism_screenings").select("status").executeTakeFirstOrThrow()).status).toBe("awaiting_payment");
  });

  it("continues a paid, unfinished screening instead of charging again", async () => {
    const { db, parent, child } = await setUp();
    await pay({ userId: parent.id, childId: child.id });
    const payment = await db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
    await confirmPayment(payment.order_id, 1500);
    const screening = await db.selectFrom("autism_screenings").selectAll().executeTakeFirstOrThrow();
    expect(await pay({ userId: parent.id, childId: child.id, key: "screening-form-2" })).toEqual({ kind: "continue", screeningId: screening.id });
    expect(await db.selectFrom("payments").selectAll().execute()).toHaveLength(1);
  });

  it("refuses another parent's child and a child outside 18-72 months", async () => {
    const { db, parent, child } = await setUp();
    const stranger = await createTestParent(db);
    expect(await pay({ userId: stranger.id, childId: child.id })).toEqual({ kind: "not_owned", reason: "not_theirs" });
    const baby = await addChild(db, parent.id, { firstName: "Ayan", lastName: "Əliyev", birthDate: bornMonthsAgo(10) });
    expect(await pay({ userId: parent.id, childId: baby.id, key: "screening-form-3" })).toEqual({ kind: "refused", message: "autism.outOfAge" });
    expect(await db.selectFrom("payments").selectAll().execute()).toHaveLength(0);
  });
});

/** A section's stored scores as the first version wrote them. */
const part = (score: number, max: number, level: string) => ({ score, max, share: score / max, level });

/** The record a test reads back as its owner. */
async function theirs<T>(owned: Promise<Owned<T>>): Promise<T> {
  const answer = await owned;
  if (!answer.ok) throw new Error(`not the parent's: ${answer.reason}`);
  return answer.value;
}

async function paidScreening() {
  const context = await setUp();
  await pay({ userId: context.parent.id, childId: context.child.id });
  const payment = await context.db.selectFrom("payments").selectAll().executeTakeFirstOrThrow();
  await confirmPayment(payment.order_id, 1500);
  const row = await context.db.selectFrom("autism_screenings").selectAll().executeTakeFirstOrThrow();
  return { ...context, payment, screening: await theirs(ownScreening(context.db, context.parent.id, row.id)) };
}

describe("answering and submitting", () => {
  it("keeps answers between pages and needs all 42 before a result", async () => {
    const { db, parent, screening } = await paidScreening();
    const firstHalf = Object.fromEntries(AUTISM_ITEMS.slice(0, 21).map((item) => [item.id, "often" as const]));
    await saveScreeningAnswers(db, screening, firstHalf);
    const reopened = await theirs(ownScreening(db, parent.id, screening.id));
    expect(Object.keys(reopened.answers)).toHaveLength(21);
    expect(await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" })).toEqual({ kind: "unanswered", section: "communication" });
    expect(await db.selectFrom("assessment_results").selectAll().execute()).toHaveLength(0);
  });

  it("stores the result in assessment_results, linked to the child and the payment, once", async () => {
    const { db, parent, child, payment, screening } = await paidScreening();
    await saveScreeningAnswers(db, screening, allAnswered);
    const outcome = await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" });
    expect(outcome.kind).toBe("submitted");
    expect(await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" })).toEqual(outcome);
    const rows = await db.selectFrom("assessment_results").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      assessment_type: "autism",
      child_id: child.id,
      user_id: parent.id,
      payment_id: payment.id,
      order_id: payment.order_id,
      child_age_months: 30,
      max_possible_score: 168,
      device_info: "phone",
    });
    expect((await db.selectFrom("autism_screenings").select("status").executeTakeFirstOrThrow()).status).toBe("submitted");
    // Submitted answers cannot be changed.
    await saveScreeningAnswers(db, { ...screening, answers: {} }, { "sb-01": "never" });
    expect((await theirs(ownScreening(db, parent.id, screening.id))).answers["sb-01"]).toBe("sometimes");

    const resultId = outcome.kind === "submitted" ? outcome.resultId : "";
    const result = await theirs(ownAutismResult(db, parent.id, resultId));
    expect(result.sections.communication.max).toBe(56);
    expect(await listAutismResults(db, child.id)).toEqual([{ id: resultId, completedAt: rows[0]?.completed_at, riskLevel: result.overall.level }]);
    const stranger = await createTestParent(db);
    expect(await ownAutismResult(db, stranger.id, resultId)).toEqual({ ok: false, reason: "not_theirs" });
    expect(await ownAutismResult(db, parent.id, "no-such-result")).toEqual({ ok: false, reason: "not_found" });
    expect(await ownScreening(db, stranger.id, screening.id)).toEqual({ ok: false, reason: "not_theirs" });
  });

  it("asks the lost-skills question before a result", async () => {
    const { db, parent, screening } = await paidScreening();
    await saveScreeningAnswers(db, screening, { ...allAnswered, "lost-skills": undefined });
    expect(await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" })).toEqual({ kind: "unanswered", section: "communication" });
  });

  it("stores the rules it scored with, and a 'does not talk yet' answer leaves the maximum", async () => {
    const { db, parent, screening } = await paidScreening();
    await saveScreeningAnswers(db, screening, { ...allAnswered, "co-13": "no_speech", "co-14": "no_speech" });
    const outcome = await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" });
    const row = await db.selectFrom("assessment_results").selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(row.thresholds)).toEqual(AUTISM_RULES);
    expect(row.max_possible_score).toBe(168 - 8);
    const result = await theirs(ownAutismResult(db, parent.id, outcome.kind === "submitted" ? outcome.resultId : ""));
    expect(result.rules).toEqual(AUTISM_RULES);
    expect(result.answers["co-13"]).toBe("no_speech");
    expect(result.sections.communication.max).toBe(56 - 8);
  });

  it("still reads a result stored before the version-2 rules, with the thresholds it was scored with", async () => {
    const { db, parent, child } = await setUp();
    // A row as the first version wrote it: 42 answers to the items of then (sb-01 to si-14, some
    // retired since), no lost-skills answer, thresholds only.
    const oldIds = ["sb", "co", "si"].flatMap((prefix) => Array.from({ length: 14 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, "0")}`));
    const oldAnswers = Object.fromEntries(oldIds.map((id) => [id, "rarely"]));
    await db
      .insertInto("assessment_results")
      .values({
        id: "old-result",
        user_id: parent.id,
        child_id: child.id,
        assessment_type: "autism",
        screening_id: null,
        payment_id: null,
        order_id: null,
        child_age_months: 24,
        answers: JSON.stringify(oldAnswers),
        total_score: 80,
        max_possible_score: 168,
        percentage_score: 48,
        section_scores: JSON.stringify({
          "stereotyped-behaviours": part(20, 56, "low"),
          communication: part(30, 56, "moderate"),
          "social-interaction": part(30, 56, "moderate"),
        }),
        risk_level: "moderate",
        thresholds: JSON.stringify({ moderateFrom: 0.35, highFrom: 0.55 }),
        completed_sections: JSON.stringify(["stereotyped-behaviours", "communication", "social-interaction"]),
        duration_minutes: 12,
        device_info: "phone",
        completed_at: "2026-10-01T10:00:00.000Z",
        created_at: "2026-10-01T10:00:00.000Z",
      })
      .execute();
    const result = await theirs(ownAutismResult(db, parent.id, "old-result"));
    expect(result.rules).toEqual({ version: 1, moderateFrom: 0.35, highFrom: 0.55 });
    expect(result.overall).toEqual({ score: 80, max: 168, share: 80 / 168, level: "moderate" });
    expect(result.sections.communication).toMatchObject({ score: 30, max: 56, level: "moderate" });
    expect(Object.keys(result.answers).toSorted()).toEqual(oldIds.toSorted());
    expect(result.answers["lost-skills"]).toBeUndefined();
    // The items it answered are listed with their own text, the retired ones too, and none it did not answer.
    const listed = AUTISM_SECTIONS.flatMap((section) => resultSectionItems(section, result.answers).map((item) => item.id));
    expect(listed.toSorted()).toEqual(oldIds.toSorted());
    expect(resultSectionItems("communication", result.answers).find((item) => item.id === "co-11")?.text.en).toMatch(/waves goodbye/i);
  });

  it("offers a retake at 10 AZN, or none under the one-time setting", async () => {
    const { db, parent, child, screening } = await paidScreening();
    await saveScreeningAnswers(db, screening, allAnswered);
    await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "computer" });
    const [state] = await childScreeningStates(db, parent.id, paidRetakes);
    expect(state?.offer).toEqual({ kind: "buy", retake: true, priceMinor: 1000 });
    expect(await pay({ userId: parent.id, childId: child.id, key: "retake-form", prices: oneTime })).toEqual({ kind: "refused", message: "autism.noRetake" });
    expect(await pay({ userId: parent.id, childId: child.id, key: "retake-form", prices: paidRetakes })).toMatchObject({ kind: "redirect" });
    const retake = await db.selectFrom("payments").selectAll().where("idempotency_key", "=", "retake-form").executeTakeFirstOrThrow();
    expect(retake.amount_minor).toBe(1000);
    expect((await db.selectFrom("autism_screenings").select("is_retake").where("payment_id", "=", retake.id).executeTakeFirstOrThrow()).is_retake).toBe(1);
  });

  it("goes with the child when the child is deleted", async () => {
    const { db, parent, child, screening } = await paidScreening();
    await saveScreeningAnswers(db, screening, allAnswered);
    await submitScreening(db, screening.id, { userId: parent.id, deviceInfo: "phone" });
    await deleteChild(db, parent.id, child.id);
    expect(await db.selectFrom("assessment_results").selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom("autism_screenings").selectAll().execute()).toHaveLength(0);
  });
});
