import { z } from "zod";
import { ageInMonths, parseBirthDate } from "./birth-date";
import { validationMessage } from "./validation";

/**
 * A birth date field as parents type it (DD.MM.YYYY; see parseBirthDate), for the server's forms: required, a
 * real date, not in the future, and a child no older than `maxMonths` (else `tooOldMessage`).
 * Gives the ISO date.
 */
export function birthDateField(today: string, maxMonths: number, tooOldMessage: string) {
  return z.string({ error: validationMessage("validation.dateRequired") }).transform((value, ctx) => {
    const parsed = parseBirthDate(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    if (parsed.isoDate > today) {
      ctx.addIssue({ code: "custom", message: "validation.dateInFuture" });
      return z.NEVER;
    }
    if (ageInMonths(parsed.isoDate, today) > maxMonths) {
      ctx.addIssue({ code: "custom", message: tooOldMessage });
      return z.NEVER;
    }
    return parsed.isoDate;
  });
}
