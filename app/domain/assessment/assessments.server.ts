import { randomUUID } from "node:crypto";
import type { DevelopmentAssessmentRow } from "../../../db/schema.ts";
import type { AgeBand } from "~/content/assessment/types";
import type { DB } from "~/db.server";
import { randomToken, tokenHash } from "~/infrastructure/tokens.server";
import { ASSESSMENT_KEPT_DAYS } from "./assessment-limits";
import { assessmentAgeMonths, bandById, bandForAge } from "./age";
import type { DeviceType } from "~/lib/device";
import { type Answer, parseAnswers } from "./scoring";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An assessment being answered, or finished and not yet saved to a child. */
export interface AssessmentInProgress {
  id: string;
  userId: string | null;
  childId: string | null;
  email: string | null;
  birthDate: string;
  weeksEarly: number;
  ageMonths: number;
  band: AgeBand;
  answers: Record<string, Answer>;
  deviceInfo: string | null;
  startedAt: string;
  completedAt: string | null;
  /** When the parent consented to keeping the health-related result (see domain/legal/health-consent). */
  healthConsentAt: string | null;
}

/** Who is asking: the signed-in parent, and the visitor tokens this browser holds (newest first). */
export interface AssessmentViewer {
  userId: string | null;
  visitorTokens: readonly string[];
}

function toAssessment(row: DevelopmentAssessmentRow): AssessmentInProgress | null {
  const band = bandById(row.age_group);
  // A band id that no longer exists (content renamed) cannot be shown; treat as gone.
  if (!band) return null;
  return {
    id: row.id,
    userId: row.user_id,
    childId: row.child_id,
    email: row.email,
    birthDate: row.birth_date,
    weeksEarly: row.weeks_early,
    ageMonths: row.child_age_months,
    band,
    answers: parseAnswers(row.answers),
    deviceInfo: row.device_info,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    healthConsentAt: row.health_consent_at,
  };
}

export interface NewAssessment {
  birthDate: string;
  weeksEarly: number;
  /** A visitor's email; null for a signed-in parent. */
  email: string | null;
  userId: string | null;
  childId: string | null;
  deviceInfo: DeviceType;
  /** The parent ticked the consent box when starting for one of their children. */
  healthConsentGiven?: boolean;
}

/**
 * Starts an assessment: the (corrected) age picks the band. A visitor's assessment gets a
 * random token, returned once for the cookie and the emailed link; only its hash is kept.
 */
export async function startAssessment(
  db: DB,
  input: NewAssessment,
  now: Date = new Date(),
): Promise<{ assessment: AssessmentInProgress; visitorToken: string | null }> {
  const today = now.toISOString().slice(0, 10);
  const ageMonths = assessmentAgeMonths(input.birthDate, today, input.weeksEarly);
  const band = bandForAge(ageMonths);
  if (!band) throw new Error(`no assessment band for ${ageMonths} months`);
  const visitorToken = input.userId ? null : randomToken();
  const row = await db
    .insertInto("development_assessments")
    .values({
      id: randomUUID(),
      visitor_token_hash: visitorToken ? tokenHash(visitorToken) : null,
      user_id: input.userId,
      child_id: input.childId,
      email: input.email,
      birth_date: input.birthDate,
      weeks_early: input.weeksEarly,
      child_age_months: ageMonths,
      age_group: band.id,
      device_info: input.deviceInfo,
      started_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ASSESSMENT_KEPT_DAYS * DAY_MS).toISOString(),
      health_consent_at: input.healthConsentGiven ? now.toISOString() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const assessment = toAssessment(row);
  if (!assessment) throw new Error("a new assessment has an unknown band");
  return { assessment, visitorToken };
}

/**
 * Whether this viewer may open the row: a parent's assessment only by that parent; a
 * visitor's by whoever holds its token (one of this browser's), signed in or not.
 */
function mayOpen(row: DevelopmentAssessmentRow, viewer: AssessmentViewer): boolean {
  if (row.user_id !== null) return row.user_id === viewer.userId;
  const hash = row.visitor_token_hash;
  return hash !== null && viewer.visitorTokens.some((token) => tokenHash(token) === hash);
}

/**
 * The assessment, if it exists, has not expired and this viewer may open it; null otherwise
 * (the caller answers 404 either way, so nobody learns which ids exist).
 */
export async function findAssessment(db: DB, id: string, viewer: AssessmentViewer, now: Date = new Date()): Promise<AssessmentInProgress | null> {
  const row = await db.selectFrom("development_assessments").selectAll().where("id", "=", id).where("expires_at", ">", now.toISOString()).executeTakeFirst();
  if (!row || !mayOpen(row, viewer)) return null;
  return toAssessment(row);
}

/** A visitor's assessment by the token of an emailed link. */
export async function findByVisitorToken(db: DB, token: string, now: Date = new Date()): Promise<AssessmentInProgress | null> {
  const row = await db
    .selectFrom("development_assessments")
    .selectAll()
    .where("visitor_token_hash", "=", tokenHash(token))
    .where("user_id", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? toAssessment(row) : null;
}

/**
 * The assessments this viewer can go back to, newest first: those still being answered and
 * those finished but not yet saved to a child (their result page), the parent's own and every
 * one whose token this browser holds.
 */
export async function listOpen(db: DB, viewer: AssessmentViewer, now: Date = new Date()): Promise<AssessmentInProgress[]> {
  const hashes = viewer.visitorTokens.map(tokenHash);
  if (!viewer.userId && hashes.length === 0) return [];
  const rows = await db
    .selectFrom("development_assessments")
    .selectAll()
    .where("expires_at", ">", now.toISOString())
    .where((eb) => {
      const mine = [];
      if (viewer.userId) mine.push(eb("user_id", "=", viewer.userId));
      if (hashes.length > 0) mine.push(eb.and([eb("user_id", "is", null), eb("visitor_token_hash", "in", hashes)]));
      return eb.or(mine);
    })
    .orderBy("started_at", "desc")
    .orderBy("id")
    .limit(20)
    .execute();
  return rows.flatMap((row) => toAssessment(row) ?? []);
}

/**
 * The tokens, in their order, whose visitor assessments still exist: a saved or expired one's
 * token is dropped, so the browser's list holds only keys that open something.
 */
export async function liveVisitorTokens(db: DB, tokens: readonly string[], now: Date = new Date()): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db
    .selectFrom("development_assessments")
    .select("visitor_token_hash")
    .where("user_id", "is", null)
    .where("visitor_token_hash", "in", tokens.map(tokenHash))
    .where("expires_at", ">", now.toISOString())
    .execute();
  const live = new Set(rows.map((row) => row.visitor_token_hash));
  return tokens.filter((token) => live.has(tokenHash(token)));
}

/** The first name of the parent's child the assessment was started for; null for any other. */
export async function assessedChildName(db: DB, assessment: Pick<AssessmentInProgress, "userId" | "childId">): Promise<string | null> {
  if (!assessment.userId || !assessment.childId) return null;
  const child = await db
    .selectFrom("children")
    .select("first_name")
    .where("id", "=", assessment.childId)
    .where("user_id", "=", assessment.userId)
    .executeTakeFirst();
  return child?.first_name ?? null;
}

/** Merges one page's answers into the stored ones. */
export async function saveAnswers(
  db: DB,
  assessment: AssessmentInProgress,
  given: Readonly<Record<string, Answer>>,
  now: Date = new Date(),
): Promise<Record<string, Answer>> {
  const answers = { ...assessment.answers, ...given };
  await db
    .updateTable("development_assessments")
    .set({ answers: JSON.stringify(answers), updated_at: now.toISOString() })
    .where("id", "=", assessment.id)
    .execute();
  return answers;
}

/** Marks the assessment finished, keeping these answers. */
export async function markCompleted(db: DB, assessmentId: string, answers: Readonly<Record<string, Answer>>, now: Date = new Date()): Promise<string> {
  const completedAt = now.toISOString();
  await db
    .updateTable("development_assessments")
    .set({ answers: JSON.stringify(answers), completed_at: completedAt, updated_at: completedAt })
    .where("id", "=", assessmentId)
    .execute();
  return completedAt;
}

/** Deletes assessments past their keeping time (30 days after the start). */
export async function purgeExpiredAssessments(db: DB, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("development_assessments").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
