import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/test-database.ts";

type Things = {
  things: { id: string; label: string; count: number; created_at: string };
};

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/**
 * Sorted and limited reads with bound values, as the product's lists make them (a parent's
 * payments page by page, the latest subscription), give the right rows in the right order on
 * the unit tier's dialect (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe("sorted and limited reads", () => {
  it("filter by their bound values, sort, and take the page they ask for", async () => {
    const database = await createTestDatabase();
    const db = database.db.withTables<Things>();
    await sql`create table things (id text primary key, label text not null, count integer not null, created_at text not null)`.execute(db);
    await sql`create index things_label_created on things (label, created_at)`.execute(db);
    await db
      .insertInto("things")
      .values([
        { id: "a", label: "red", count: 1, created_at: "2026-11-01" },
        { id: "b", label: "red", count: 2, created_at: "2026-11-03" },
        { id: "c", label: "blue", count: 3, created_at: "2026-11-02" },
        { id: "d", label: "red", count: 10, created_at: "2026-11-04" },
        { id: "e", label: "red", count: 7, created_at: "2026-11-05" },
      ])
      .execute();
    const page = (label: string, size: number, offset: number) =>
      db.selectFrom("things").select("id").where("label", "=", label).orderBy("created_at", "desc").limit(size).offset(offset).execute();

    expect(ids(await page("red", 2, 0))).toEqual(["e", "d"]);
    expect(ids(await page("red", 2, 2))).toEqual(["b", "a"]);
    expect(ids(await page("red", 2, 4))).toEqual([]);
    expect(ids(await page("blue", 2, 0))).toEqual(["c"]);
    // The same statement run again with other values reads by those values, not the first ones.
    expect(ids(await db.selectFrom("things").select("id").where("count", ">", 1).where("count", "<", 10).orderBy("count").limit(2).execute())).toEqual([
      "b",
      "c",
    ]);
    expect(ids(await db.selectFrom("things").select("id").where("count", ">", 2).where("count", "<", 11).orderBy("count").limit(2).execute())).toEqual([
      "c",
      "e",
    ]);
    expect(
      await db
        .selectFrom("things")
        .select(["id", "count"])
        .where("label", "=", "red")
        .where("created_at", ">", "2026-11-01")
        .orderBy("created_at")
        .limit(1)
        .executeTakeFirst(),
    ).toEqual({ id: "b", count: 2 });
    if (database.kind === "sqlite") await database.db.destroy();
  });
});
