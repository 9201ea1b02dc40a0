import { randomUUID } from "node:crypto";
import type { ChildDevelopmentResultRow } from "../../../db/schema.ts";
import { DOMAINS, type AgeBand, type Domain } from "~/content/assessment/types";
import type { DB } from "~/db.server";
import { type Child, addChild } from "~/domain/children/children.server";
import { bandById } from "./age";
import type { AssessmentInProgress } from "./assessments.server";
import {
  type Answer,
  type AssessmentScore,
  type DomainStatus,
  type SectionScore,
  durationMinutes,
  overallStatus,
  parseAnswers,
  recommendedActivityIds,
  scoreAssessment,
} from "./scoring";

/** A saved result of a child, as the pages read it. */
export interface SavedResult {
  id: string;
  childId: string;
  band: AgeBand;
  ageMonths: number;
  weeksEarly: number;
  answers: Record<string, Answer>;
  percentageScore: number;
  sectionPercentages: Record<Domain, { percentage: number; status: DomainStatus }>;
  completedAt: string;
}

/** Where the result goes: a child of the parent's, or a new child with the assessment's birth date. */
export type SaveTarget = { childId: string } | { newChildFirstName: string };

function storedSections(score: AssessmentScore): Record<Domain, Omit<SectionScore, "strengths" | "toPractise" | "redFlags">> {
  const sections = {} as Record<Domain, Omit<SectionScore, "strengths" | "toPractise" | "redFlags">>;
  for (const domain of DOMAINS) {
    const { strengths: _strengths, toPractise: _toPractise, redFlags: _redFlags, ...rest } = score.sectionScores[domain];
    sections[domain] = rest;
  }
  return sections;
}

/**
 * Saves a completed assessment to a child of the parent (creating the child first when asked)
 * and deletes the working copy, in one transaction. The caller has checked that the parent
 * may open the assessment and owns the child. Returns the child and the new result's id.
 */
export async function saveResultToChild(
  db: DB,
  assessment: AssessmentInProgress,
  userId: string,
  target: SaveTarget,
  now: Date = new Date(),
): Promise<{ child: Pick<Child, "id" | "firstName">; resultId: string }> {
  if (!assessment.completedAt) throw new Error("only a completed assessment can be saved");
  // Health-related data is kept only with the parent's explicit consent, given when it is saved.
  if (!assessment.healthConsentAt) throw new Error("a result is saved only with the parent's consent");
  const completedAt = assessment.completedAt;
  const healthConsentAt = assessment.healthConsentAt;
  const score = scoreAssessment(assessment.band, assessment.ageMonths, assessment.answers);
  return db.transaction().execute(async (trx) => {
    const child =
      "childId" in target
        ? await trx
            .selectFrom("children")
            .select(["id", "first_name as firstName"])
            .where("id", "=", target.childId)
            .where("user_id", "=", userId)
            .executeTakeFirstOrThrow()
        : await addChild(trx, userId, { firstName: target.newChildFirstName, lastName: "", birthDate: assessment.birthDate }, now);
    const resultId = randomUUID();
    await trx
      .insertInto("child_development_results")
      .values({
        id: resultId,
        user_id: userId,
        child_id: child.id,
        child_age_months: assessment.ageMonths,
        age_group: assessment.band.id,
        weeks_early: assessment.weeksEarly,
        answers: JSON.stringify(assessment.answers),
        total_score: score.totalScore,
        max_possible_score: score.maxPossibleScore,
        percentage_score: score.percentageScore,
        completed_sections: JSON.stringify(score.completedSections),
        section_scores: JSON.stringify(storedSections(score)),
        // A checklist gives no "developmental age" (ADR 010): the column keeps the areas still developing.
        developmental_age: JSON.stringify({ stillDeveloping: score.stillDeveloping }),
        interpretation: overallStatus(score),
        recommendations: JSON.stringify(recommendedActivityIds(assessment.band, score)),
        strengths: JSON.stringify(DOMAINS.flatMap((domain) => score.sectionScores[domain].strengths)),
        areas_for_improvement: JSON.stringify(DOMAINS.flatMap((domain) => score.sectionScores[domain].toPractise)),
        duration_minutes: durationMinutes(assessment.startedAt, completedAt),
        device_info: assessment.deviceInfo,
        started_at: assessment.startedAt,
        completed_at: completedAt,
        created_at: now.toISOString(),
        health_consent_at: healthConsentAt,
      })
      .execute();
    await trx.deleteFrom("development_assessments").where("id", "=", assessment.id).execute();
    return { child: { id: child.id, firstName: child.firstName }, resultId };
  });
}

function toSavedResult(row: ChildDevelopmentResultRow): SavedResult | null {
  const band = bandById(row.age_group);
  if (!band) return null;
  const answers = parseAnswers(row.answers);
  // Percentages are recomputed from the answers: the stored section_scores are the record
  // of the day, the answers are the truth both are drawn from. Answers to items since
  // retired or moved still count (scoreAssessment reads every item the band has had).
  const score = scoreAssessment(band, row.child_age_months, answers);
  const sectionPercentages = {} as SavedResult["sectionPercentages"];
  for (const domain of DOMAINS) {
    sectionPercentages[domain] = { percentage: score.sectionScores[domain].percentage, status: score.sectionScores[domain].status };
  }
  return {
    id: row.id,
    childId: row.child_id,
    band,
    ageMonths: row.child_age_months,
    weeksEarly: row.weeks_early,
    answers,
    percentageScore: score.percentageScore,
    sectionPercentages,
    completedAt: row.completed_at,
  };
}

/**
 * A child's saved results, newest first: all of them, or `limit` after skipping `offset` (a
 * page's window, app/lib/pagination.ts), so only the rows shown are read and scored. The
 * caller has checked the child is the parent's.
 */
export async function listResults(db: DB, childId: string, window?: { limit: number; offset: number }): Promise<SavedResult[]> {
  let query = db.selectFrom("child_development_results").selectAll().where("child_id", "=", childId).orderBy("completed_at", "desc");
  if (window) query = query.limit(window.limit).offset(window.offset);
  const rows = await query.execute();
  return rows.flatMap((row) => toSavedResult(row) ?? []);
}

/** The child's newest saved result, or null: one row read and scored. */
export async function latestResult(db: DB, childId: string): Promise<SavedResult | null> {
  return (await listResults(db, childId, { limit: 1, offset: 0 }))[0] ?? null;
}

/** One saved result of the child, or null. */
export async function findResult(db: DB, childId: string, resultId: string): Promise<SavedResult | null> {
  const row = await db.selectFrom("child_development_results").selectAll().where("id", "=", resultId).where("child_id", "=", childId).executeTakeFirst();
  return row ? toSavedResult(row) : null;
}
