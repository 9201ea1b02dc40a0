import type { DB } from "~/db.server";
import { purgePendingSignUps } from "~/domain/accounts/account.server";
import { ASSESSMENT_KEPT_DAYS } from "~/domain/assessment/assessment-limits";
import { purgeExpiredAssessments } from "~/domain/assessment/assessments.server";
import { sendPracticeReminders } from "~/domain/dashboard/schedule.server";
import { purgeVisitorMail } from "~/domain/mail/mailer.server";
import type { PaymentGateway } from "~/domain/payments/gateway";
import { type ReconcileReport, reconcilePendingPayments, refundMarkedPayments } from "~/domain/payments/payment-flow.server";
import { type RenewalReport, runRenewals } from "~/domain/subscriptions/renewals.server";
import { type ExclusiveOptions, type JobSchedule, runExclusively } from "~/infrastructure/job-lease.server";
import { purgeRateLimitHits } from "~/infrastructure/rate-limit.server";

const MINUTE = 60 * 1000;

/**
 * The background jobs. Every app process schedules them (app/startup.server.ts) and
 * `npm run jobs:once` runs the renewal job by hand; a lease row makes each run happen in one
 * process only (app/infrastructure/job-lease.server.ts, ADR 019).
 */
export const JOBS = {
  /** Payments left pending, renewals, retries, reminders, refunds owed and practice reminders: every 5 minutes. */
  renewals: { name: "renewals", everyMs: 5 * MINUTE, leaseMs: 10 * MINUTE },
  /** What is past its keeping time: every hour. */
  purge: { name: "purge", everyMs: 60 * MINUTE, leaseMs: 10 * MINUTE },
} as const satisfies Record<string, JobSchedule>;

export interface RenewalJobReport extends RenewalReport {
  /** Payments left pending that the gateway was asked about, and how many of them its answer settled. */
  reconciled: ReconcileReport;
  refunded: number;
  practiceReminders: number;
}

/**
 * One pass of the renewal job under its lease: payments left pending are settled from the
 * gateway's status first (a renewal or a purchase then sees them as they are), then renewals
 * (both for everyone or one parent), then, for everyone, refunds owed and practice reminders.
 * Null when another process runs it (or ran it this period).
 */
export async function runRenewalJob(
  db: DB,
  gateway: PaymentGateway | null,
  now: Date,
  options: ExclusiveOptions & { userId?: string } = {},
): Promise<RenewalJobReport | null> {
  const run = await runExclusively(
    db,
    JOBS.renewals,
    async () => {
      const reconciled = await reconcilePendingPayments(db, gateway, now, { userId: options.userId });
      const report = await runRenewals(db, gateway, now, { userId: options.userId });
      const refunded = options.userId ? 0 : await refundMarkedPayments(db, gateway, now);
      const practiceReminders = options.userId ? 0 : await sendPracticeReminders(db, now);
      return { ...report, reconciled, refunded, practiceReminders };
    },
    options,
  );
  return run.ran ? run.value : null;
}

export interface PurgeReport {
  assessments: number;
  visitorMail: number;
  signUps: number;
  rateLimitWindows: number;
}

/** Deletes what is past its keeping time, under the purge job's lease; null when another process does. */
export async function runPurgeJob(db: DB, now: Date = new Date(), options: ExclusiveOptions = {}): Promise<PurgeReport | null> {
  const run = await runExclusively(
    db,
    JOBS.purge,
    async () => ({
      // Unsaved assessments and visitors' mail after 30 days, unfinished sign-ups after 24 hours.
      assessments: await purgeExpiredAssessments(db, now),
      visitorMail: await purgeVisitorMail(db, ASSESSMENT_KEPT_DAYS, now),
      signUps: await purgePendingSignUps(db, now),
      rateLimitWindows: await purgeRateLimitHits(db, now),
    }),
    options,
  );
  return run.ran ? run.value : null;
}
