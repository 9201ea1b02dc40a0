import { migrateToLatest } from "../db/migrator.ts";
import { seedOnStart } from "../db/seed.ts";
import { bundledMigrations, getDb } from "~/db.server";
import { getEnv, refusalsToStart } from "~/env.server";
import { log } from "~/infrastructure/log.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { JOBS, runPurgeJob, runRenewalJob } from "~/domain/jobs/jobs.server";
import { initSecrets } from "~/infrastructure/secrets.server";
import { registerAllPaymentPurposes } from "~/domain/payment-purposes.server";

/** Everything that must be true before the first request: settings, schema, seed, secrets. */
export async function prepareServer(): Promise<void> {
  registerAllPaymentPurposes();
  const env = getEnv();
  const refusals = refusalsToStart(env);
  if (refusals.length > 0) {
    for (const reason of refusals) log.error("refusing to start", { reason });
    throw new Error(`Refusing to start in production:\n  ${refusals.join("\n  ")}`);
  }
  if (env.isProduction && env.PASSWORD_HASH_COST < 17) {
    log.warn("PASSWORD_HASH_COST is below OWASP's 17: new password hashes are weaker (meant for tests only)", { cost: env.PASSWORD_HASH_COST });
  }
  const db = getDb();
  const { results } = await migrateToLatest(db, bundledMigrations);
  const applied = results?.map((r) => r.migrationName) ?? [];
  if (applied.length > 0) log.info("migrations applied", { migrations: applied });
  if (env.SEED_ON_START) {
    const report = await seedOnStart(db, { demo: env.DEMO });
    if (report.plansAdded + report.couponsAdded > 0) log.info("seeded", { ...report });
  }
  await initSecrets(db, env.SESSION_SECRET);
  await deleteExpiredData();
  // Kept data has an end (the privacy policy promises it): check every hour. Every process
  // schedules the jobs; a lease row lets one of them run each period (ADR 019).
  setInterval(() => void deleteExpiredData(), JOBS.purge.everyMs).unref();
  // Renewals, retries and reminders every 5 minutes (the first run after the server listens).
  setInterval(() => void renewSubscriptions(), JOBS.renewals.everyMs).unref();
}

/** One pass of the renewal job (and of refunds owed), unless another process runs it this period; a failure is logged and the next pass tries again. */
async function renewSubscriptions(now: Date = new Date()): Promise<void> {
  try {
    const report = await runRenewalJob(getDb(), getPaymentGateway(), now);
    if (!report) return;
    const { reconciled, refunded, practiceReminders, ...renewals } = report;
    if (reconciled.asked > 0) log.info("pending payments asked about", { ...reconciled });
    if (renewals.charged + renewals.failed + renewals.ended + renewals.reminded > 0) log.info("renewals", { ...renewals });
    if (refunded > 0) log.info("payments refunded", { refunded });
    if (practiceReminders > 0) log.info("practice reminders sent", { reminded: practiceReminders });
  } catch (error) {
    log.error("renewal job failed", { error });
  }
}

/** Deletes what is past its keeping time (app/domain/jobs/jobs.server.ts), unless another process did this period. */
async function deleteExpiredData(): Promise<void> {
  try {
    const report = await runPurgeJob(getDb());
    if (report && report.assessments + report.visitorMail + report.signUps + report.rateLimitWindows > 0) log.info("expired data deleted", { ...report });
  } catch (error) {
    log.error("deleting expired data failed", { error });
  }
}
