import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { SqlitePlansOnce } from "./plans-once.ts";

interface Things {
  things: { id: string; label: string; count: number; share: number; code: string | null; created_at: string };
}

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

/** One SQLite database seen through two Kyselys: with the plugin, and without it. */
async function withAndWithout() {
  const sqlite = new SQLite(":memory:");
  const dialect = () => new SqliteDialect({ database: sqlite });
  const plain = new Kysely<Things>({ dialect: dialect() });
  const hiding = new Kysely<Things>({ dialect: dialect(), plugins: [new SqlitePlansOnce()] });
  cleanup.push(async () => {
    await hiding.destroy();
    await plain.destroy();
  });
  await sql`create table things (id text primary key, label text not null, count integer not null, share real not null, code text, created_at text not null)`.execute(plain);
  await sql`create index things_label_created on things (label, created_at)`.execute(plain);
  await plain
    .insertInto("things")
    .values([
      { id: "a", label: "red", count: 1, share: 0.5, code: "10", created_at: "2026-11-01" },
      { id: "b", label: "red", count: 2, share: 1.5, code: "9", created_at: "2026-11-03" },
      { id: "c", label: "blue", count: 3, share: 2, code: null, created_at: "2026-11-02" },
      { id: "d", label: "red", count: 10, share: 0.25, code: "abc", created_at: "2026-11-04" },
    ])
    .execute();
  return { plain, hiding, sqlite };
}

describe("SQLite plans a sorted or limited read once", () => {
  it("reads each bound value of a sorted or limited read through a subquery, and leaves other statements alone", async () => {
    const { hiding } = await withAndWithout();
    const sorted = hiding.selectFrom("things").selectAll().where("label", "=", "red").where("count", ">", 1).where("share", "<", 1.75).where("code", "is", null).orderBy("created_at", "desc").limit(2).offset(1);
    expect(sorted.compile().sql).toBe(
      'select * from "things" where "label" = (select ?) and "count" > (select ?) and "share" < (select ?) and "code" is null order by "created_at" desc limit (select ?) offset (select ?)',
    );
    expect(sorted.compile().parameters).toEqual(["red", 1, 1.75, 2, 1]);
    expect(hiding.selectFrom("things").selectAll().where("label", "=", "red").compile().sql).toBe('select * from "things" where "label" = ?');
    expect(hiding.updateTable("things").set({ count: 4 }).where("id", "=", "a").compile().sql).toBe('update "things" set "count" = ? where "id" = ?');
    expect(hiding.insertInto("things").values({ id: "e", label: "x", count: 1, share: 1, code: null, created_at: "2026-11-05" }).compile().sql).not.toMatch(/select/);
  });

  it("reads exactly what the same read without the plugin reads, through the same index", async () => {
    const { plain, hiding, sqlite } = await withAndWithout();
    const reads = [
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("label", "=", "red").orderBy("created_at", "desc"),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("count", ">=", 2).where("count", "<", 10).orderBy("id").limit(5),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("share", ">", 0.5).orderBy("share"),
      // A text column compared with a number, and a number column with a text: the value still
      // has no affinity of its own, so neither side is converted otherwise than before.
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("code", "=", 10 as never).orderBy("id"),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("count", "=", "2" as never).orderBy("id"),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("code", ">", "5").orderBy("id"),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("label", "like", "r%").where("id", "in", ["a", "d"]).orderBy("id"),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").orderBy("created_at").limit(2).offset(1),
      (db: Kysely<Things>) => db.selectFrom("things").select("id").where("created_at", ">", "2026-11-01").where("label", "=", "red").orderBy("created_at").limit(1),
    ];
    for (const read of reads) {
      const expected = await read(plain).execute();
      expect(await read(hiding).execute()).toEqual(expected);
    }
    const plan = (db: Kysely<Things>) => {
      const { sql: text, parameters } = db.selectFrom("things").selectAll().where("label", "=", "red").orderBy("created_at", "desc").compile();
      const steps = (sqlite.prepare(`explain query plan ${text}`).all(...(parameters as unknown[])) as Array<{ detail: string }>).map((row) => row.detail);
      // The subquery that reads the bound value is a step of its own.
      return steps.filter((step) => !/^(SCALAR SUBQUERY|SCAN CONSTANT ROW)/.test(step));
    };
    expect(plan(hiding)).toEqual(plan(plain));
    expect(plan(hiding).join(" ")).toMatch(/USING INDEX things_label_created/);
  });
});
