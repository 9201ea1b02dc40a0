import { randomUUID } from "node:crypto";
import type { ChildRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { type Owned, ownedBy } from "~/domain/ownership";
import { inTransaction, moveOrphanProgress } from "./orphan-progress.server";

export interface Child {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

function toChild(row: ChildRow): Child {
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date };
}

export async function listChildren(db: DB, userId: string): Promise<Child[]> {
  const rows = await db.selectFrom("children").selectAll().where("user_id", "=", userId).orderBy("birth_date").orderBy("created_at").execute();
  return rows.map(toChild);
}

/**
 * Adds a child. The parent's first child takes over everything recorded while there was no
 * child (games, plays, homework, course exercises), in the same transaction; with children
 * already there the parent is asked instead (see `orphanProgressCount`).
 */
export async function addChild(db: DB, userId: string, child: Omit<Child, "id">, now: Date = new Date()): Promise<Child> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("children")
      .values({
        id: randomUUID(),
        user_id: userId,
        first_name: child.firstName,
        last_name: child.lastName,
        birth_date: child.birthDate,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const others = await trx.selectFrom("children").select("id").where("user_id", "=", userId).where("id", "!=", row.id).limit(1).execute();
    if (others.length === 0) await moveOrphanProgress(trx, userId, row.id, now);
    return toChild(row);
  });
}

/**
 * The child, if it belongs to this parent; otherwise whether the id names no child at all or
 * another parent's (the route answers 404 and 403). Every loader and action that touches a
 * child goes through here.
 */
export async function ownChild(db: DB, userId: string, childId: string): Promise<Owned<Child>> {
  const owned = ownedBy(await db.selectFrom("children").selectAll().where("id", "=", childId).executeTakeFirst(), userId);
  return owned.ok ? { ok: true, value: toChild(owned.value) } : owned;
}

/**
 * Deletes the parent's child and, through the foreign keys, everything recorded about them
 * (progress, sessions, results, as those tables arrive).
 */
export async function deleteChild(db: DB, userId: string, childId: string): Promise<Owned<Child>> {
  const owned = await ownChild(db, userId, childId);
  if (owned.ok) await db.deleteFrom("children").where("id", "=", childId).where("user_id", "=", userId).execute();
  return owned;
}
