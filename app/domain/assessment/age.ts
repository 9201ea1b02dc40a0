import { AGE_BANDS } from "~/content/assessment";
import type { AgeBand } from "~/content/assessment/types";
import { ageInMonths } from "~/lib/birth-date";
import { CORRECTION_UNTIL_MONTHS, MAX_ASSESSMENT_MONTHS } from "./assessment-limits";

export { CORRECTION_UNTIL_MONTHS } from "./assessment-limits";

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The age the questions are chosen for, in whole months: the chronological age, or, for a
 * child under 24 months who was born early, the age counted from the due date (birth date
 * plus the weeks early). Never below 0.
 */
export function assessmentAgeMonths(birthDate: string, today: string, weeksEarly = 0): number {
  const chronological = ageInMonths(birthDate, today);
  if (weeksEarly <= 0 || chronological >= CORRECTION_UNTIL_MONTHS) return Math.max(0, chronological);
  return Math.max(0, ageInMonths(addDays(birthDate, weeksEarly * 7), today));
}

/**
 * The band for an age in months. A baby under one month gets the first band (1-3 months);
 * beyond 72 months there is none (the assessment is for children aged 0-6).
 */
export function bandForAge(months: number): AgeBand | null {
  if (months < 0 || months > MAX_ASSESSMENT_MONTHS) return null;
  return AGE_BANDS.find((band) => months <= band.maxMonths) ?? null;
}

export function bandById(id: string): AgeBand | null {
  return AGE_BANDS.find((band) => band.id === id) ?? null;
}
