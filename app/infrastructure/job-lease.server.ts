import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { DB } from "~/db.server";
import { log } from "./log.server";
import { singleton } from "./singleton.server";

/**
 * Background jobs run once across app processes (ADR 019). Every process schedules
 * the jobs; before a run it takes the job's lease, a row in `job_leases`, with one conditional
 * upsert (`insert … on conflict (name) do update … where <free> returning holder`): exactly one
 * process gets the row back, the others skip. Plain SQL that SQLite and PostgreSQL both run
 * atomically; no advisory locks.
 * - A lease lasts `leaseMs` and is renewed while the job runs; a crashed holder's lease ends.
 * - A scheduled run also sets `next_run_at`, so the other processes' timers skip the rest of
 *   the period (the job runs once per period, not once per process).
 * - A run by hand (`npm run jobs:once`) ignores the period but never overlaps a running job:
 *   it waits for the lease.
 */
export interface JobSchedule {
  name: string;
  /** How long a lease lasts before it must be renewed (a crashed holder's ends then). */
  leaseMs: number;
  /** The job's period: a scheduled run keeps the others out this long after it starts. */
  everyMs: number;
}

export type LeaseMode = "scheduled" | "by-hand";

/** This process's name in `job_leases.holder`: host, pid and a random part (pids repeat). */
function processHolder(): string {
  return singleton("job-lease-holder", () => `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`);
}

/** Takes the job's lease for `holder` if nobody holds it (and, when scheduled, its period is over). */
export async function takeLease(db: DB, job: JobSchedule, holder: string, mode: LeaseMode, now: Date = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + job.leaseMs).toISOString();
  // A little early, so that this process's own next tick (which may fire a few milliseconds
  // before a full period has passed) is not turned away.
  const nextRunAt = mode === "scheduled" ? new Date(now.getTime() + job.everyMs - Math.min(job.everyMs / 10, 30_000)).toISOString() : null;
  const taken = await db
    .insertInto("job_leases")
    .values({ name: job.name, holder, expires_at: expiresAt, next_run_at: nextRunAt })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet((eb) => ({
          holder: eb.ref("excluded.holder"),
          expires_at: eb.ref("excluded.expires_at"),
          next_run_at: mode === "scheduled" ? eb.ref("excluded.next_run_at") : eb.ref("job_leases.next_run_at"),
        }))
        .where((eb) => {
          const free = eb.or([eb("job_leases.holder", "is", null), eb("job_leases.expires_at", "<=", at)]);
          if (mode === "by-hand") return free;
          return eb.and([free, eb.or([eb("job_leases.next_run_at", "is", null), eb("job_leases.next_run_at", "<=", at)])]);
        }),
    )
    .returning("holder")
    .executeTakeFirst();
  return taken?.holder === holder;
}

/** Extends the holder's lease; false when it was lost (it ran out and another process took it). */
export async function renewLease(db: DB, job: JobSchedule, holder: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("job_leases")
    .set({ expires_at: new Date(now.getTime() + job.leaseMs).toISOString() })
    .where("name", "=", job.name)
    .where("holder", "=", holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(db: DB, job: JobSchedule, holder: string): Promise<void> {
  await db.updateTable("job_leases").set({ holder: null, expires_at: null }).where("name", "=", job.name).where("holder", "=", holder).execute();
}

export interface ExclusiveOptions {
  holder?: string;
  mode?: LeaseMode;
  /** By hand: how long to wait for a running job to finish before giving up. */
  waitMs?: number;
  /** How often to try again while waiting. */
  pollMs?: number;
}

/**
 * Runs `work` under the job's lease: `{ ran: false }` when another process holds it (or, for
 * a scheduled run, already ran it this period). The lease is renewed while `work` runs and
 * released after it, whatever happens.
 */
export async function runExclusively<T>(
  db: DB,
  job: JobSchedule,
  work: () => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  const holder = options.holder ?? processHolder();
  const mode = options.mode ?? "scheduled";
  const giveUpAt = Date.now() + (mode === "by-hand" ? (options.waitMs ?? 0) : 0);
  while (!(await takeLease(db, job, holder, mode))) {
    if (Date.now() >= giveUpAt) return { ran: false };
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
  }
  const heartbeat = setInterval(
    () => {
      renewLease(db, job, holder).then(
        (kept) => {
          if (!kept) log.warn("job lease lost while running", { job: job.name });
        },
        (error: unknown) => log.warn("job lease could not be renewed", { job: job.name, error }),
      );
    },
    Math.max(1_000, Math.floor(job.leaseMs / 3)),
  );
  heartbeat.unref();
  try {
    return { ran: true, value: await work() };
  } finally {
    clearInterval(heartbeat);
    await releaseLease(db, job, holder);
  }
}
