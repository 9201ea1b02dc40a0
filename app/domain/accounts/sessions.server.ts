import type { UserRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { randomToken, tokenHash } from "~/infrastructure/tokens.server";

/** A session lasts 30 days from sign-in. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a session for the user; returns the token for the cookie (never stored as is). */
export async function createSession(db: DB, userId: string, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto("sessions")
    .values({ id_hash: tokenHash(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export interface SessionWithUser {
  idHash: string;
  user: UserRow;
}

/**
 * The live session for a cookie token, with its user, in one query (it runs on every
 * signed-in request); expired sessions are deleted on sight. The session's row is read by
 * scalar subqueries on its primary key rather than a join, which SQLite runs several times more
 * slowly for the same two rows (figures in docs/performance.md).
 */
export async function findSession(db: DB, token: string, now: Date = new Date()): Promise<SessionWithUser | null> {
  const idHash = tokenHash(token);
  const session = (column: "user_id" | "expires_at") => db.selectFrom("sessions").select(column).where("sessions.id_hash", "=", idHash);
  const row = await db
    .selectFrom("users")
    .selectAll("users")
    .select(session("expires_at").as("session_expires_at"))
    .where("users.id", "=", session("user_id"))
    .executeTakeFirst();
  if (!row) return null;
  const { session_expires_at: expiresAt, ...user } = row;
  if (expiresAt === null || expiresAt <= now.toISOString()) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  return { idHash, user };
}

export async function deleteSession(db: DB, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** Signs the user out everywhere except, optionally, the session they are using. */
export async function deleteOtherSessions(db: DB, userId: string, keepIdHash: string | null): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepIdHash) query = query.where("id_hash", "!=", keepIdHash);
  await query.execute();
}
