import type { DB } from "~/db.server";
import { sendMail } from "~/domain/mail/mailer.server";
import { assessmentLinkMail } from "~/domain/mail/templates";
import { formatDate } from "~/lib/dates";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import type { Language } from "~/infrastructure/i18n-config";
import { log } from "~/infrastructure/log.server";
import { createRateLimiter } from "~/infrastructure/rate-limit.server";
import { singleton } from "~/infrastructure/singleton.server";
import { type AssessmentInProgress, type NewAssessment, purgeExpiredAssessments, startAssessment } from "./assessments.server";

/**
 * Visitors' starts per address: each one stores an email and sends a mail, so a script must
 * not be able to make the service mail strangers. Parents are not limited.
 */
export const visitorStartLimiter = singleton("assessment-start-limit", () =>
  createRateLimiter({ name: "assessment-start:ip", limit: 20, windowMs: 60 * 60 * 1000 }),
);

function assessmentLink(origin: string, token: string): string {
  return new URL(`/assessment/open/${token}`, origin).toString();
}

/**
 * Starts an assessment, first deleting any past their keeping time. A visitor's email gets
 * the private link; a failure to send it is logged and does not stop the assessment (the
 * cookie still leads back to it).
 */
export async function beginAssessment(
  db: DB,
  input: NewAssessment,
  mail: { origin: string; language: Language },
  now: Date = new Date(),
): Promise<{ assessment: AssessmentInProgress; visitorToken: string | null }> {
  await purgeExpiredAssessments(db, now);
  const started = await startAssessment(db, input, now);
  if (started.visitorToken && input.email) {
    try {
      const link = assessmentLink(mail.origin, started.visitorToken);
      const message = assessmentLinkMail(translatorFor(mail.language), link, formatDate(input.birthDate, mail.language));
      await sendMail(db, { to: input.email, ...message, language: mail.language, userId: null }, now);
    } catch (error) {
      log.error("assessment link mail failed", { error });
    }
  }
  return started;
}
