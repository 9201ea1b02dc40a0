import type { Domain } from "~/content/assessment/types";

/** Why sign-in was asked (the return-to context): to save an assessment result. */
export const SAVE_ASSESSMENT_CONTEXT = "save-assessment";

export const ASSESSMENT_START_PATH = "/assessment";

export function questionsPath(assessmentId: string, domain: Domain): string {
  return `/assessment/${assessmentId}/questions/${domain}`;
}

export function unsavedResultPath(assessmentId: string): string {
  return `/assessment/${assessmentId}/result`;
}

export function savePath(assessmentId: string): string {
  return `/assessment/${assessmentId}/save`;
}

export function childAssessmentsPath(childId: string): string {
  return `/profile/children/${childId}/assessments`;
}

export function savedResultPath(childId: string, resultId: string): string {
  return `/profile/children/${childId}/assessments/${resultId}`;
}
