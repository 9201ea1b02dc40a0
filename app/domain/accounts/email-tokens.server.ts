import type { EmailTokenPurpose } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { randomToken, tokenHash } from "~/infrastructure/tokens.server";

/** How long each kind of e-mailed link works (spec section 9). */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * Makes a single-use link token (256 random bits) for the user; only its hash is stored.
 * Earlier unused tokens of the same purpose stop working.
 */
export async function issueEmailToken(db: DB, userId: string, purpose: EmailTokenPurpose, options: { newEmail?: string; now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("email_tokens").where("user_id", "=", userId).where("purpose", "=", purpose).where("used_at", "is", null).execute();
    await trx
      .insertInto("email_tokens")
      .values({
        token_hash: tokenHash(token),
        user_id: userId,
        purpose,
        new_email: options.newEmail ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]).toISOString(),
      })
      .execute();
  });
  return token;
}

/** Whether a token would be accepted now, without using it (for showing the reset form). */
export async function peekEmailToken(db: DB, purpose: EmailTokenPurpose, token: string, now: Date = new Date()) {
  const row = await db
    .selectFrom("email_tokens")
    .select(["user_id", "new_email"])
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/**
 * Uses a token: succeeds once, within its lifetime, for its purpose. The update that marks
 * it used is also the check, so two requests racing with the same link cannot both win.
 */
export async function consumeEmailToken(db: DB, purpose: EmailTokenPurpose, token: string, now: Date = new Date()) {
  const row = await db
    .updateTable("email_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning(["user_id", "new_email"])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}
