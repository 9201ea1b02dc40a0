/**
 * A record asked for by id on behalf of a parent: theirs, missing, or another parent's. The
 * route answers the last two (404, and 403 with the spec's message); the domain only says which.
 */
export type NotOwned = { ok: false; reason: "not_found" | "not_theirs" };
export type Owned<T> = { ok: true; value: T } | NotOwned;

/** A domain outcome that stops at the ownership check. */
export type NotOwnedOutcome = { kind: "not_owned"; reason: NotOwned["reason"] };

/** Whether a row read by id belongs to this parent. */
export function ownedBy<Row extends { user_id: string }>(row: Row | undefined, userId: string): Owned<Row> {
  if (!row) return { ok: false, reason: "not_found" };
  if (row.user_id !== userId) return { ok: false, reason: "not_theirs" };
  return { ok: true, value: row };
}
