import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DB } from "~/db.server";
import { TOKEN_NAME_MAX } from "./token-limits";

/** Tokens start with this, so a leaked one is easy to recognise (and to search for in code). */
const TOKEN_PREFIX = "blc_";
/** A parent may keep this many live tokens. */
export const TOKENS_PER_PARENT_MAX = 10;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ApiToken {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listTokens(db: DB, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

/** Makes a token; the returned secret is shown to the parent once and never stored. */
export async function createToken(db: DB, userId: string, name: string, now: Date = new Date()): Promise<{ token: string } | { refused: "too_many" }> {
  const live = await db
    .selectFrom("api_tokens")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= TOKENS_PER_PARENT_MAX) return { refused: "too_many" };
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  await db
    .insertInto("api_tokens")
    .values({ id: randomUUID(), user_id: userId, name: name.trim().slice(0, TOKEN_NAME_MAX), token_hash: hashOf(token), created_at: now.toISOString() })
    .execute();
  return { token };
}

export async function revokeToken(db: DB, userId: string, tokenId: string, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", tokenId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The parent a live token belongs to, or null; its last use is noted (at most once a minute). */
export async function parentOfToken(db: DB, token: string, now: Date = new Date()): Promise<string | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const row = await db
    .selectFrom("api_tokens")
    .select(["id", "user_id", "last_used_at"])
    .where("token_hash", "=", hashOf(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > 60_000) {
    await db.updateTable("api_tokens").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return row.user_id;
}
