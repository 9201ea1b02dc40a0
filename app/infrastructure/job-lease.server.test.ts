import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { releaseLease, renewLease, runExclusively, takeLease } from "./job-lease.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

/** A promise the test settles when it wants: work that is still running until `finish()`. */
function gate() {
  const controls: { finish: () => void } = { finish: () => {} };
  const blocked = new Promise<void>((resolve) => {
    controls.finish = resolve;
  });
  return { blocked, finish: () => controls.finish() };
}

const JOB = { name: "renewals", leaseMs: 60_000, everyMs: 5 * 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, seconds));

describe("job leases", () => {
  it("lets one holder take a free lease and turns the other away until it is released", async () => {
    const { db } = database;
    expect(await takeLease(db, JOB, "a", "by-hand", at(0))).toBe(true);
    expect(await takeLease(db, JOB, "b", "by-hand", at(1))).toBe(false);
    await releaseLease(db, JOB, "b");
    expect(await takeLease(db, JOB, "b", "by-hand", at(2))).toBe(false);
    await releaseLease(db, JOB, "a");
    expect(await takeLease(db, JOB, "b", "by-hand", at(3))).toBe(true);
  });

  it("ends a lease its holder stopped renewing (a crashed process), and keeps a renewed one", async () => {
    const { db } = database;
    expect(await takeLease(db, JOB, "a", "by-hand", at(0))).toBe(true);
    expect(await renewLease(db, JOB, "a", at(50))).toBe(true);
    expect(await takeLease(db, JOB, "b", "by-hand", at(100))).toBe(false);
    expect(await takeLease(db, JOB, "b", "by-hand", at(110))).toBe(true);
    expect(await renewLease(db, JOB, "a", at(111))).toBe(false);
  });

  it("runs a scheduled job once per period across processes, and by hand whatever the period", async () => {
    const { db } = database;
    expect(await takeLease(db, JOB, "a", "scheduled", at(0))).toBe(true);
    await releaseLease(db, JOB, "a");
    // The other process's timer fires two minutes later: this period's run is done.
    expect(await takeLease(db, JOB, "b", "scheduled", at(120))).toBe(false);
    // A run by hand is not turned away by the period.
    expect(await takeLease(db, JOB, "c", "by-hand", at(130))).toBe(true);
    await releaseLease(db, JOB, "c");
    // The next period: the first timer to fire runs it, even a moment early.
    expect(await takeLease(db, JOB, "a", "scheduled", at(299))).toBe(true);
    await releaseLease(db, JOB, "a");
    expect(await takeLease(db, JOB, "b", "scheduled", at(300))).toBe(false);
  });

  it("runs the work of one of two runners started at once, and releases the lease after it", async () => {
    const { db } = database;
    let runs = 0;
    const { blocked, finish } = gate();
    const work = async () => {
      runs += 1;
      await blocked;
      return runs;
    };
    // Which one wins is up to the database; exactly one does, and the other is turned away.
    const both = Promise.all([runExclusively(db, JOB, work, { holder: "a" }), runExclusively(db, JOB, work, { holder: "b" })]);
    await vi.waitFor(() => expect(runs).toBe(1));
    finish();
    const results = await both;
    expect(results.filter((result) => result.ran)).toEqual([{ ran: true, value: 1 }]);
    expect(runs).toBe(1);
    expect(await db.selectFrom("job_leases").select(["holder", "expires_at"]).executeTakeFirstOrThrow()).toEqual({ holder: null, expires_at: null });
  });

  it("lets a run by hand wait for a running one, then run", async () => {
    const { db } = database;
    const order: string[] = [];
    const { blocked, finish } = gate();
    const scheduled = runExclusively(
      db,
      JOB,
      async () => {
        order.push("scheduled");
        await blocked;
      },
      { holder: "server" },
    );
    await vi.waitFor(() => expect(order).toEqual(["scheduled"]));
    let byHandSettled = false;
    const byHand = runExclusively(db, JOB, async () => order.push("by hand"), { holder: "cli", mode: "by-hand", waitMs: 5_000, pollMs: 10 }).finally(() => {
      byHandSettled = true;
    });
    // Its first tries find the lease held: it keeps trying rather than giving up or running.
    await vi.waitFor(async () => expect(await db.selectFrom("job_leases").select("holder").executeTakeFirst()).toEqual({ holder: "server" }));
    expect(byHandSettled).toBe(false);
    finish();
    await scheduled;
    expect(await byHand).toMatchObject({ ran: true });
    expect(order).toEqual(["scheduled", "by hand"]);
  });

  it("releases the lease when the work fails", async () => {
    const { db } = database;
    await expect(runExclusively(db, JOB, () => Promise.reject(new Error("boom")), { holder: "a", mode: "by-hand" })).rejects.toThrow("boom");
    expect(await takeLease(db, JOB, "b", "by-hand")).toBe(true);
  });
});
