import { z } from "zod";
import { ageInMonths } from "~/lib/birth-date";
import { birthDateField } from "~/lib/birth-date-field";
import { healthConsentField } from "~/domain/legal/health-consent";
import { validationMessage } from "~/lib/validation";
import { ASSESSMENT_EMAIL_MAX, ASSESSMENT_EMAIL_MIN } from "./assessment-limits";
import { CORRECTION_UNTIL_MONTHS, MAX_ASSESSMENT_MONTHS, WEEKS_EARLY_MAX, WEEKS_EARLY_MIN } from "./assessment-limits";

const required = validationMessage("validation.required");

/** The visitor's email: the spec's too-short and too-long messages, then the format. */
const email = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .min(ASSESSMENT_EMAIL_MIN, validationMessage("assessment.emailTooShort", ASSESSMENT_EMAIL_MIN))
  .max(ASSESSMENT_EMAIL_MAX, validationMessage("assessment.emailTooLong", ASSESSMENT_EMAIL_MAX))
  .pipe(z.email(validationMessage("validation.email")))
  .transform((value) => value.toLowerCase());

/** The birth date as typed (DD.MM.YYYY): required, a real date, not in the future, age 0-6. */
function assessmentBirthDate(today: string) {
  return birthDateField(today, MAX_ASSESSMENT_MONTHS, "assessment.ageOutOfRange");
}

/** "0" (born at term, or not said) or a whole number of weeks from 4 to 16. */
const weeksEarly = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "" || value === "0") return 0;
    const weeks = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
    if (!(weeks >= WEEKS_EARLY_MIN && weeks <= WEEKS_EARLY_MAX)) {
      ctx.addIssue({ code: "custom", message: "assessment.weeksEarlyInvalid" });
      return z.NEVER;
    }
    return weeks;
  });

/** A visitor's start: email, birth date, and whether the baby was born early. */
export function visitorStartSchema(today: string) {
  return z.object({ email, birthDate: assessmentBirthDate(today), weeksEarly });
}

/** A signed-in parent typing a birth date (their email comes from the account). */
export function parentStartSchema(today: string) {
  return z.object({ birthDate: assessmentBirthDate(today), weeksEarly });
}

/**
 * A signed-in parent who picked one of their children: the weeks early, and explicit consent to
 * keep the health-related result, which is saved to the child when the last page is answered.
 */
export const childStartSchema = z.object({ childId: z.string().min(1), weeksEarly, healthConsent: healthConsentField });

/** Weeks early count only for a child under 24 months; older children use their real age. */
export function weeksEarlyThatCount(birthDate: string, today: string, weeks: number): number {
  return ageInMonths(birthDate, today) < CORRECTION_UNTIL_MONTHS ? weeks : 0;
}
