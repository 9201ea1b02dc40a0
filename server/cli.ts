import { readFile, writeFile } from "node:fs/promises";
import { migrateToLatest } from "../db/migrator.ts";
import { bundledMigrations, getDatabase, getDb } from "~/db.server";
import { recordSpokenTexts } from "~/domain/audio/record.server";
import { scriptCsv } from "~/domain/audio/script";
import { audioScriptRows } from "~/domain/audio/script.server";
import { allSpokenTexts } from "~/domain/audio/spoken-texts.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { importPlans } from "~/domain/subscriptions/plans-import.server";
import { runRenewalJob } from "~/domain/jobs/jobs.server";
import { registerAllPaymentPurposes } from "~/domain/payment-purposes.server";
import { getEnv } from "~/env.server";
import { seedManyFamilies, seedNewSubscriber, seedTwoYearsOfPractice } from "./large-seed";
import { initSecrets } from "~/infrastructure/secrets.server";

/**
 * Chores that need the application's code, built with it into build/server/cli.js:
 *   npm run plans:load -- plans.json   load subscription plans from a JSON file
 *   npm run jobs:once [-- --now=ISO] [--parent=email]
 *                                      one pass of the renewal job (charges, retries, reminders),
 *                                      as of now or of the given moment, for everyone or one parent
 *   npm run audio                      record every spoken text of the build with espeak-ng into
 *                                      public/audio (needs the Debian packages espeak-ng and lame)
 *   npm run audio:script [-- file.csv] every spoken line (id, language, text, context, file) as
 *                                      the CSV a voice actor records from; audio-script.csv by default
 *   node scripts/cli.ts seed:large --families=N --parent=email [--history=none]
 *                                      for benchmarks only: N families with a little activity,
 *                                      and for the parent a child with two years of practice
 *                                      and a subscription; with --history=none the same child
 *                                      and subscription, added today (server/large-seed.ts)
 * (scripts/cli.ts starts it; the arguments are the same).
 */
const [command, ...args] = process.argv.slice(2);
/** How long `jobs:once` waits for a renewal pass running in another process. */
const JOB_WAIT_MS = 120_000;

async function main(): Promise<number> {
  if (command === "audio") {
    const texts = allSpokenTexts();
    for (const language of LANGUAGES) {
      const report = recordSpokenTexts("public/audio", language, texts[language]);
      console.log(`${language}: ${report.recorded} recorded, ${report.kept} kept, ${report.removed} removed.`);
    }
    return 0;
  }
  if (command === "audio:script") {
    const file = args[0] ?? "audio-script.csv";
    const rows = audioScriptRows();
    await writeFile(file, scriptCsv(rows), "utf8");
    console.log(`${rows.length} spoken lines written to ${file}.`);
    return 0;
  }
  const db = getDb();
  await migrateToLatest(db, bundledMigrations);
  registerAllPaymentPurposes();
  // The simulator's keys (and the session secret) live in the database.
  await initSecrets(db, getEnv().SESSION_SECRET);
  if (command === "plans:load") {
    const file = args[0];
    if (!file) {
      console.error("Usage: npm run plans:load -- <file.json>");
      return 2;
    }
    let document: unknown;
    try {
      document = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      console.error(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const report = await importPlans(db, document);
    console.log(`Plans loaded from ${file}: ${report.added} added, ${report.updated} updated.`);
    if (report.skipped.length > 0) console.log(`Skipped entries without a plan_id at positions: ${report.skipped.join(", ")}`);
    return 0;
  }
  if (command === "jobs:once") {
    const nowArgument = args.find((arg) => arg.startsWith("--now="))?.slice("--now=".length);
    const now = nowArgument ? new Date(nowArgument) : new Date();
    if (Number.isNaN(now.getTime())) {
      console.error(`Not a moment: ${nowArgument ?? ""}`);
      return 2;
    }
    const email = args.find((arg) => arg.startsWith("--parent="))?.slice("--parent=".length);
    const parent = email ? await db.selectFrom("users").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst() : undefined;
    if (email && !parent) {
      console.error(`No parent with the email ${email}`);
      return 1;
    }
    // Never beside a pass another process is running (the server's, or another jobs:once):
    // wait for its lease, then run whatever the period (ADR 019).
    const report = await runRenewalJob(db, getPaymentGateway(), now, { userId: parent?.id, mode: "by-hand", waitMs: JOB_WAIT_MS });
    if (!report) {
      console.error(`Another process has been running the renewal job for over ${JOB_WAIT_MS / 1000} s; try again later.`);
      return 1;
    }
    console.log(
      `Renewals as of ${now.toISOString()}: ${report.charged} charged, ${report.failed} failed, ${report.ended} ended, ${report.reminded} reminded; ${report.reconciled.settled} of ${report.reconciled.asked} pending payments settled; ${report.refunded} payments refunded; ${report.practiceReminders} practice reminders sent.`,
    );
    return 0;
  }
  if (command === "seed:large") {
    const families = Number(args.find((arg) => arg.startsWith("--families="))?.slice("--families=".length) ?? "0");
    const email = args.find((arg) => arg.startsWith("--parent="))?.slice("--parent=".length) ?? "";
    const history = args.find((arg) => arg.startsWith("--history="))?.slice("--history=".length) ?? "two-years";
    const parent = await db.selectFrom("users").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    if (!Number.isInteger(families) || families < 0 || !parent || (history !== "two-years" && history !== "none")) {
      console.error("Usage: node scripts/cli.ts seed:large --families=N --parent=<email of an existing parent> [--history=two-years|none]");
      return 2;
    }
    const { sqlite } = getDatabase();
    if (!sqlite) {
      console.error("seed:large writes through SQLite's own API and runs on SQLite only.");
      return 2;
    }
    seedManyFamilies(sqlite, families);
    let seeded: { childId: string; what: string };
    if (history === "none") {
      seeded = { childId: seedNewSubscriber(sqlite, parent.id).childId, what: "a child and a subscription added today, no history" };
    } else {
      const { childId, plays } = seedTwoYearsOfPractice(sqlite, parent.id);
      seeded = { childId, what: `a child with ${plays} plays over two years` };
    }
    await db.updateTable("users").set({ selected_child_id: seeded.childId }).where("id", "=", parent.id).execute();
    console.log(`Seeded ${families} families, and for ${email} ${seeded.what}, selected for the parent.`);
    return 0;
  }
  console.error("Usage: npm run plans:load -- <file.json> | npm run jobs:once [-- --now=ISO] [--parent=email] | npm run audio");
  return 2;
}

process.exitCode = await main();
await getDb().destroy();
