import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";
import { migrations } from "../tests/support/test-database.ts";

const THIS_ONE = "2026-11-28T08-10-00_selected-child-per-parent";
const at = (minute: number) => `2026-11-27T10:${String(minute).padStart(2, "0")}:00.000Z`;
// The schema as it was before this migration: the ones named earlier (later ones need it).
const before = Object.fromEntries(Object.entries(migrations).filter(([path]) => (path.split("/").pop() ?? "") < THIS_ONE));

describe("moving the selected child from the session to the parent", () => {
  it("keeps each parent's choice of their newest session that had one, and only a child of their own", async () => {
    const { db } = openDatabase(":memory:");
    try {
      await migrateToLatest(db, before);
      const user = (id: string) => ({ id, email: `${id}@example.az`, first_name: id, last_name: "", language: "az", created_at: at(0), updated_at: at(0) });
      await db
        .insertInto("users")
        .values([user("mother"), user("father"), user("stranger")])
        .execute();
      const child = (id: string, parent: string) => ({ id, user_id: parent, first_name: id, last_name: "", birth_date: "2023-01-01", created_at: at(0) });
      await db
        .insertInto("children")
        .values([child("leyla", "mother"), child("murad", "mother"), child("aysel", "stranger")])
        .execute();
      const session = (userId: string, selected: string | null, minute: number) =>
        db
          .insertInto("sessions")
          // The column the older schema had; the Kysely types no longer name it.
          .values({
            id_hash: randomUUID(),
            user_id: userId,
            created_at: at(minute),
            expires_at: "2027-01-01T00:00:00.000Z",
            ...({ selected_child_id: selected } as object),
          })
          .execute();
      await session("mother", "leyla", 1);
      await session("mother", "murad", 2);
      await session("mother", null, 3);
      await session("father", "aysel", 4);

      await migrateToLatest(db, migrations);
      const rows = await db.selectFrom("users").select(["id", "selected_child_id"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "father", selected_child_id: null },
        { id: "mother", selected_child_id: "murad" },
        { id: "stranger", selected_child_id: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
