import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../tests/support/test-database.ts";
import { dialectOf, joinedIds, locksRows, retryTransaction, splitJoinedIds } from "./portable.ts";

const failing = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

describe("retryTransaction", () => {
  it("runs the work again after a deadlock, a serialisation failure or a busy SQLite file", async () => {
    const codes = ["40P01", "40001", "SQLITE_BUSY"];
    let runs = 0;
    const result = await retryTransaction(async () => {
      runs += 1;
      const code = codes.shift();
      if (code) throw failing(code);
      return "done";
    });
    expect(result).toBe("done");
    expect(runs).toBe(4);
  });

  it("retries a unique violation only when asked, and gives up after the last attempt", async () => {
    let runs = 0;
    const duplicate = () => {
      runs += 1;
      return Promise.reject(failing("23505"));
    };
    await expect(retryTransaction(duplicate)).rejects.toThrow(/23505/);
    expect(runs).toBe(1);
    runs = 0;
    await expect(retryTransaction(duplicate, { uniqueViolation: true, attempts: 3 })).rejects.toThrow(/23505/);
    expect(runs).toBe(3);
  });

  it("does not retry other errors", async () => {
    let runs = 0;
    await expect(
      retryTransaction(() => {
        runs += 1;
        return Promise.reject(new Error("no such table"));
      }),
    ).rejects.toThrow(/no such table/);
    expect(runs).toBe(1);
  });
});

describe("row locks", () => {
  it("are taken only inside a transaction on PostgreSQL", async () => {
    const { db } = await createTestDatabase();
    expect(dialectOf(db)).toBe(testDatabaseKind);
    expect(locksRows(db)).toBe(false);
    const inTransaction = await db.transaction().execute(async (trx) => locksRows(trx));
    expect(inTransaction).toBe(testDatabaseKind === "postgres");
    await db.destroy();
  });
});

describe("joined ids", () => {
  it("joins a column's values over the matching rows, and is null when none match", async () => {
    const { db } = await createTestDatabase();
    const at = "2026-11-28T00:00:00.000Z";
    await db
      .insertInto("app_secrets")
      .values(["alpha", "beta", "gamma"].map((name) => ({ name: `joined-${name}`, value: name, created_at: at })))
      .execute();
    const joined = (pattern: string) =>
      db.selectFrom("app_secrets").select(joinedIds(db, "value").as("values")).where("name", "like", pattern).executeTakeFirstOrThrow();
    const all = await joined("joined-%");
    expect(splitJoinedIds(all.values).toSorted()).toEqual(["alpha", "beta", "gamma"]);
    const none = await joined("nothing-%");
    expect(none.values).toBeNull();
    expect(splitJoinedIds(none.values)).toEqual([]);
    expect(splitJoinedIds("")).toEqual([]);
    await db.destroy();
  });
});
