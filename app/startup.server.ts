import { migrateToLatest } from "../db/migrator.ts";
import { seedDatabase } from "../db/seed.ts";
import { bundledMigrations, getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { log } from "~/lib/log.server";
import { ASSESSMENT_KEPT_DAYS } from "~/domain/assessment/assessment-limits";
import { purgeExpiredAssessments } from "~/domain/assessment/assessments.server";
import { purgeVisitorMail } from "~/domain/mail/mailer.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { refundMarkedPayments } from "~/domain/payments/payment-flow.server";
import { runRenewals } from "~/domain/subscriptions/renewals.server";
import { sendPracticeReminders } from "~/domain/dashboard/schedule.server";
import { initSecrets } from "~/lib/secrets.server";
import { registerAllPaymentPurposes } from "~/domain/payment-purposes.server";
import { purgePendingSignUps } from "~/domain/accounts/account.server";
import { purgeRateLimitHits } from "~/lib/rate-limit.server";

const RENEWAL_INTERVAL_MS = 5 * 60 * 1000;

/** Everything that must be true before the first request: settings, schema, seed, secrets. */
export async function prepareServer(): Promise<void> {
  registerAllPaymentPurposes();
  const env = getEnv();
  if (env.isProduction && env.PASSWORD_HASH_COST < 17) {
    log.warn("PASSWORD_HASH_COST is below OWASP's 17: new password hashes are weaker (meant for tests only)", { cost: env.PASSWORD_HASH_COST });
  }
  const db = getDb();
  const { results } = await migrateToLatest(db, bundledMigrations);
  const applied = results?.map((r) => r.migrationName) ?? [];
  if (applied.length > 0) log.info("migrations applied", { migrations: applied });
  if (env.SEED_ON_START) {
    const report = await seedDatabase(db);
    if (report.plansAdded + report.couponsAdded > 0) log.info("seeded", { ...report });
  }
  await initSecrets(db, env.SESSION_SECRET);
  await deleteExpiredData();
  // Kept data has an end (the privacy policy promises it): check every hour.
  setInterval(() => void deleteExpiredData(), 60 * 60 * 1000).unref();
  // Renewals, retries and reminders every 5 minutes (the first run after the server listens).
  setInterval(() => void renewSubscriptions(), RENEWAL_INTERVAL_MS).unref();
}

/** One pass of the renewal job (and of refunds owed); a failure is logged and the next pass tries again. */
export async function renewSubscriptions(now: Date = new Date()): Promise<void> {
  try {
    const report = await runRenewals(getDb(), getPaymentGateway(), now);
    if (report.charged + report.failed + report.ended + report.reminded > 0) log.info("renewals", { ...report });
    const refunded = await refundMarkedPayments(getDb(), getPaymentGateway(), now);
    if (refunded > 0) log.info("payments refunded", { refunded });
    const reminded = await sendPracticeReminders(getDb(), now);
    if (reminded > 0) log.info("practice reminders sent", { reminded });
  } catch (error) {
    log.error("renewal job failed", { error });
  }
}

/** Deletes what is past its keeping time: unsaved assessments and visitors' mail after 30 days, unfinished sign-ups after 24 hours, ended rate-limit windows. */
async function deleteExpiredData(): Promise<void> {
  try {
    const assessments = await purgeExpiredAssessments(getDb());
    const visitorMail = await purgeVisitorMail(getDb(), ASSESSMENT_KEPT_DAYS);
    const signUps = await purgePendingSignUps(getDb());
    const rateLimitWindows = await purgeRateLimitHits(getDb());
    if (assessments + visitorMail + signUps + rateLimitWindows > 0) log.info("expired data deleted", { assessments, visitorMail, signUps, rateLimitWindows });
  } catch (error) {
    log.error("deleting expired data failed", { error });
  }
}
