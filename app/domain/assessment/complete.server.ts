import type { Domain } from "~/content/assessment/types";
import type { DB } from "~/db.server";
import { type AssessmentInProgress, markCompleted } from "./assessments.server";
import { savedResultPath } from "./navigation";
import { saveResultToChild } from "./results.server";
import { askedAnswers, firstUnansweredDomain } from "./scoring";

export type Completion = { kind: "unanswered"; domain: Domain } | { kind: "completed" } | { kind: "saved"; path: string; childName: string };

/**
 * Finishes an assessment whose pages are all answered. A parent who started it for one of
 * their children, consenting to keep the result, gets it saved to that child at once; anyone
 * else sees the result and may save it afterwards (giving consent then).
 */
export async function completeAssessment(db: DB, assessment: AssessmentInProgress, now: Date = new Date()): Promise<Completion> {
  const unanswered = firstUnansweredDomain(assessment.band, assessment.ageMonths, assessment.answers);
  if (unanswered) return { kind: "unanswered", domain: unanswered };
  // A finished assessment keeps only the answers to the questions it asked (an answer to an
  // item retired while it was open would otherwise count twice).
  const answers = askedAnswers(assessment.band, assessment.ageMonths, assessment.answers);
  const completedAt = await markCompleted(db, assessment.id, answers, now);
  if (assessment.userId && assessment.childId && assessment.healthConsentAt) {
    const saved = await saveResultToChild(db, { ...assessment, answers, completedAt }, assessment.userId, { childId: assessment.childId }, now);
    return { kind: "saved", path: savedResultPath(saved.child.id, saved.resultId), childName: saved.child.firstName };
  }
  return { kind: "completed" };
}
