import { randomUUID } from "node:crypto";
import type { AssessmentResultRow, AutismScreeningRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { AUTISM_SECTIONS, type AutismSection } from "~/content/autism/types";
import { listChildren, type Child } from "~/domain/children/children.server";
import { type Owned, ownedBy } from "~/domain/ownership";
import { getEnv } from "~/env.server";
import { ageInMonths } from "~/lib/birth-date";
import { ALL_AUTISM_ITEMS, firstUnfinishedSection, offerFor, parseAnswers, type ScreeningAnswers, type ScreeningOffer, type ScreeningPrices } from "./offer";
import { AUTISM_RULES, parseScoringRules, type RiskLevel, type ScoredPart, type ScoringRules, scoreScreening, unansweredQuestions } from "./scoring";

/** The prices and retake rule this server runs with (environment, ADR 014). */
export function screeningPrices(): ScreeningPrices {
  const env = getEnv();
  return { retakes: env.AUTISM_RETAKES, firstMinor: env.AUTISM_SCREENING_PRICE_MINOR, retakeMinor: env.AUTISM_RETAKE_PRICE_MINOR, currency: "AZN" };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export interface ChildScreeningState {
  child: Child;
  ageMonths: number;
  offer: ScreeningOffer;
  /** Answered items of the screening in progress. */
  answeredCount: number;
  /** Where the screening in progress goes on: its first section with an unanswered item (the last when all are answered). */
  continueSection: AutismSection | null;
  results: AutismResultSummary[];
}

export interface AutismResultSummary {
  id: string;
  completedAt: string;
  riskLevel: RiskLevel;
}

/** For the start page: every child of the parent with what can be done for them. */
export async function childScreeningStates(db: DB, userId: string, prices: ScreeningPrices, now: Date = new Date()): Promise<ChildScreeningState[]> {
  const children = await listChildren(db, userId);
  if (children.length === 0) return [];
  const [screenings, results] = await Promise.all([
    db.selectFrom("autism_screenings").selectAll().where("user_id", "=", userId).where("status", "=", "in_progress").orderBy("paid_at").execute(),
    db
      .selectFrom("assessment_results")
      .select(["id", "child_id", "completed_at", "risk_level"])
      .where("user_id", "=", userId)
      .where("assessment_type", "=", "autism")
      .orderBy("completed_at", "desc")
      .execute(),
  ]);
  return children.map((child) => {
    const ageMonths = ageInMonths(child.birthDate, today(now));
    const inProgress = screenings.find((screening) => screening.child_id === child.id) ?? null;
    const answers = inProgress ? parseAnswers(inProgress.answers) : {};
    const childResults = results
      .filter((result) => result.child_id === child.id)
      .map((result) => ({ id: result.id, completedAt: result.completed_at, riskLevel: riskLevelOf(result.risk_level) }));
    return {
      child,
      ageMonths,
      offer: offerFor({ ageMonths, inProgressScreeningId: inProgress?.id ?? null, submittedCount: childResults.length }, prices),
      answeredCount: Object.keys(answers).length,
      continueSection: inProgress ? (firstUnfinishedSection(answers) ?? "social-interaction") : null,
      results: childResults,
    };
  });
}

function riskLevelOf(value: string): RiskLevel {
  return value === "high" || value === "moderate" ? value : "low";
}

/** Records the screening a payment is for; it starts once the payment succeeds. */
export async function createAwaitingScreening(
  db: DB,
  input: { userId: string; childId: string; paymentId: string; retake: boolean; healthConsentAt?: string | null },
  now: Date = new Date(),
): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .insertInto("autism_screenings")
    .values({
      id: randomUUID(),
      user_id: input.userId,
      child_id: input.childId,
      payment_id: input.paymentId,
      status: "awaiting_payment",
      is_retake: input.retake ? 1 : 0,
      health_consent_at: input.healthConsentAt ?? null,
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) => oc.column("payment_id").doNothing())
    .execute();
}

export async function screeningForPayment(db: DB, userId: string, paymentId: string): Promise<(AutismScreeningRow & { child_first_name: string }) | null> {
  const row = await db
    .selectFrom("autism_screenings")
    .innerJoin("children", "children.id", "autism_screenings.child_id")
    .selectAll("autism_screenings")
    .select("children.first_name as child_first_name")
    .where("autism_screenings.payment_id", "=", paymentId)
    .where("autism_screenings.user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

export interface Screening {
  id: string;
  userId: string;
  childId: string;
  childFirstName: string;
  status: AutismScreeningRow["status"];
  answers: ScreeningAnswers;
  resultId: string | null;
}

/**
 * The parent's own screening, or whether the id names none or another parent's (the route
 * answers 404 and 403: the spec's access rule for everything about a child).
 */
export async function ownScreening(db: DB, userId: string, screeningId: string): Promise<Owned<Screening>> {
  const found = await db
    .selectFrom("autism_screenings")
    .innerJoin("children", "children.id", "autism_screenings.child_id")
    .selectAll("autism_screenings")
    .select("children.first_name")
    .where("autism_screenings.id", "=", screeningId)
    .executeTakeFirst();
  const owned = ownedBy(found, userId);
  if (!owned.ok) return owned;
  const row = owned.value;
  const result = await db.selectFrom("assessment_results").select("id").where("screening_id", "=", row.id).executeTakeFirst();
  return {
    ok: true,
    value: {
      id: row.id,
      userId: row.user_id,
      childId: row.child_id,
      childFirstName: row.first_name,
      status: row.status,
      answers: parseAnswers(row.answers),
      resultId: result?.id ?? null,
    },
  };
}

/** Adds a page's answers to the saved ones (only while the screening is being answered). */
export async function saveScreeningAnswers(db: DB, screening: Screening, given: ScreeningAnswers, now: Date = new Date()): Promise<ScreeningAnswers> {
  const answers = { ...screening.answers, ...given };
  const timestamp = now.toISOString();
  await db
    .updateTable("autism_screenings")
    .set((eb) => ({ answers: JSON.stringify(answers), updated_at: timestamp, started_at: eb.fn.coalesce("started_at", eb.val(timestamp)) }))
    .where("id", "=", screening.id)
    .where("status", "=", "in_progress")
    .execute();
  return answers;
}

export type SubmitOutcome = { kind: "submitted"; resultId: string } | { kind: "unanswered"; section: AutismSection };

/**
 * The final submission: scores the answers and stores them in `assessment_results`
 * (assessment_type 'autism', linked to the child, the screening and the payment), with the
 * full scoring rules (version, thresholds, critical, speech and age-read items) in its
 * `thresholds` column, and closes the screening, in one transaction. A second submit finds the
 * result already there.
 */
export async function submitScreening(
  db: DB,
  screeningId: string,
  input: { userId: string; deviceInfo: string; rules?: ScoringRules },
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  const rules = input.rules ?? AUTISM_RULES;
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("assessment_results").select("id").where("screening_id", "=", screeningId).executeTakeFirst();
    if (existing) return { kind: "submitted", resultId: existing.id };
    const screening = await trx
      .selectFrom("autism_screenings")
      .innerJoin("children", "children.id", "autism_screenings.child_id")
      .innerJoin("payments", "payments.id", "autism_screenings.payment_id")
      .selectAll("autism_screenings")
      .select(["children.birth_date", "payments.order_id"])
      .where("autism_screenings.id", "=", screeningId)
      .where("autism_screenings.user_id", "=", input.userId)
      .where("autism_screenings.status", "=", "in_progress")
      .executeTakeFirstOrThrow();
    const answers = parseAnswers(screening.answers);
    const missing = unansweredQuestions(AUTISM_ITEMS, answers);
    if (missing[0]) return { kind: "unanswered", section: missing[0].section };
    const ageMonths = ageInMonths(screening.birth_date, today(now));
    const score = scoreScreening(AUTISM_ITEMS, answers, { ageMonths, rules });
    const timestamp = now.toISOString();
    const started = screening.started_at ?? screening.paid_at ?? timestamp;
    const resultId = randomUUID();
    await trx
      .insertInto("assessment_results")
      .values({
        id: resultId,
        user_id: screening.user_id,
        child_id: screening.child_id,
        assessment_type: "autism",
        screening_id: screening.id,
        payment_id: screening.payment_id,
        order_id: screening.order_id,
        child_age_months: ageMonths,
        answers: JSON.stringify(answers),
        total_score: score.overall.score,
        max_possible_score: score.overall.max,
        percentage_score: Math.round(score.overall.share * 100),
        section_scores: JSON.stringify(score.sections),
        risk_level: score.overall.level,
        thresholds: JSON.stringify(rules),
        completed_sections: JSON.stringify(AUTISM_SECTIONS),
        duration_minutes: Math.max(1, Math.round((now.getTime() - new Date(started).getTime()) / 60_000)),
        device_info: input.deviceInfo,
        completed_at: timestamp,
        created_at: timestamp,
      })
      .execute();
    await trx
      .updateTable("autism_screenings")
      .set({ status: "submitted", submitted_at: timestamp, updated_at: timestamp })
      .where("id", "=", screening.id)
      .execute();
    return { kind: "submitted", resultId };
  });
}

export interface AutismResultRecord {
  id: string;
  childId: string;
  childFirstName: string;
  childAgeMonths: number;
  completedAt: string;
  orderId: string | null;
  answers: ScreeningAnswers;
  sections: Record<AutismSection, ScoredPart>;
  overall: ScoredPart;
  /** The rules the result was scored with: shown with them, whatever the current rules are. */
  rules: ScoringRules;
}

function sectionScoresOf(json: string): Record<AutismSection, ScoredPart> | null {
  try {
    const value = JSON.parse(json) as Record<string, Partial<ScoredPart> | undefined>;
    const entries = AUTISM_SECTIONS.map((section) => {
      const part = value[section];
      if (!part || typeof part.score !== "number" || typeof part.max !== "number" || typeof part.share !== "number") return null;
      return [section, { score: part.score, max: part.max, share: part.share, level: riskLevelOf(String(part.level)) }] as const;
    });
    if (entries.some((entry) => entry === null)) return null;
    return Object.fromEntries(entries as ReadonlyArray<readonly [AutismSection, ScoredPart]>) as Record<AutismSection, ScoredPart>;
  } catch {
    return null;
  }
}

function toResultRecord(row: AssessmentResultRow & { first_name: string }): AutismResultRecord {
  const sections = sectionScoresOf(row.section_scores);
  if (!sections) throw new Error(`assessment_results ${row.id}: unreadable section scores`);
  return {
    id: row.id,
    childId: row.child_id,
    childFirstName: row.first_name,
    childAgeMonths: row.child_age_months,
    completedAt: row.completed_at,
    orderId: row.order_id,
    answers: parseAnswers(row.answers, ALL_AUTISM_ITEMS),
    sections,
    overall: {
      score: row.total_score,
      max: row.max_possible_score,
      share: row.max_possible_score > 0 ? row.total_score / row.max_possible_score : 0,
      level: riskLevelOf(row.risk_level),
    },
    rules: parseScoringRules(row.thresholds),
  };
}

/** A screening result of one of the parent's children, or whether it is another parent's or none. */
export async function ownAutismResult(db: DB, userId: string, resultId: string): Promise<Owned<AutismResultRecord>> {
  const found = await db
    .selectFrom("assessment_results")
    .innerJoin("children", "children.id", "assessment_results.child_id")
    .selectAll("assessment_results")
    .select("children.first_name")
    .where("assessment_results.id", "=", resultId)
    .where("assessment_results.assessment_type", "=", "autism")
    .executeTakeFirst();
  const owned = ownedBy(found, userId);
  return owned.ok ? { ok: true, value: toResultRecord(owned.value) } : owned;
}

/** A child's screening results, newest first (the child's ownership is checked by the caller). */
export async function listAutismResults(db: DB, childId: string): Promise<AutismResultSummary[]> {
  const rows = await db
    .selectFrom("assessment_results")
    .select(["id", "completed_at", "risk_level"])
    .where("child_id", "=", childId)
    .where("assessment_type", "=", "autism")
    .orderBy("completed_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, completedAt: row.completed_at, riskLevel: riskLevelOf(row.risk_level) }));
}
