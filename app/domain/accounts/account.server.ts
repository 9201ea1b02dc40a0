import type { UserRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { accountExistsMail, accountMail } from "~/domain/mail/templates";
import { sendMail } from "~/domain/mail/mailer.server";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import type { Language } from "~/infrastructure/i18n-config";
import { EMAIL_TOKEN_LIFETIME_MS, consumeEmailToken, issueEmailToken } from "./email-tokens.server";
import { randomToken, tokenHash } from "~/infrastructure/tokens.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { hitLimit, releaseLimit } from "./limits.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash.server";
import { deleteOtherSessions } from "./sessions.server";
import { displayName } from "./users";
import { createUser, findUserByEmail, findUserById, normalizeEmail, toCurrentUser, updateUser } from "./users.server";

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
  /** The account is under attack: a link went to its owner if the password was right. */
  | { ok: false; reason: "link_sent" };

/**
 * Checks an email and password from an address. The answer and its timing are the same
 * whether or not the email has an account (an unknown email still costs one password hash).
 * - Failures count per account and address: ten in five minutes stop that address (only)
 *   for a while.
 * - Failures against the account from anywhere, past the hourly ceiling, put it under
 *   protection: the right password then mails a one-hour sign-in link to the owner instead of
 *   signing in, and the answer is the same whatever the password was.
 * Each attempt is counted before its password is checked, in the statement that decides
 * whether it may be checked at all, and given back if the password was right: checking first
 * and counting afterwards would let a burst sent at once be checked whole, past every limit
 * (ADR 009).
 */
export async function checkCredentials(db: DB, email: string, password: string, from: { ip: string; origin: string }): Promise<SignInResult> {
  const account = normalizeEmail(email);
  const pair = `${account}|${from.ip}`;
  const now = Date.now();
  const fromHere = await hitLimit(db, "failedSignInFromAddress", pair, now);
  if (!fromHere.allowed) {
    await verifyAgainstDummy(password);
    return { ok: false, reason: "rate_limited", retryAfterSeconds: fromHere.retryAfterSeconds };
  }
  const underAttack = !(await hitLimit(db, "failedSignInAccount", account, now)).allowed;
  const user = await findUserByEmail(db, account);
  const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (user && valid) await releaseLimit(db, "failedSignInFromAddress", pair, now);
  if (underAttack) {
    if (user && valid) await sendSignInLink(db, user, from.origin);
    return { ok: false, reason: "link_sent" };
  }
  if (user && valid) {
    await releaseLimit(db, "failedSignInAccount", account, now);
    return { ok: true, user };
  }
  return { ok: false, reason: "invalid" };
}

/** Builds an absolute link to a page of this site for an e-mail. */
function siteLink(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export async function sendConfirmationMail(db: DB, user: UserRow, origin: string): Promise<void> {
  const token = await issueEmailToken(db, user.id, "confirm_email");
  const mail = accountMail(translatorFor(user.language), "confirm", displayName(toCurrentUser(user)), siteLink(origin, "/auth/confirm-email", token));
  await sendMail(db, { to: user.email, ...mail, language: user.language, userId: user.id });
}

/**
 * A sign-up: the form answers the same for every address ("check your email"), so it does
 * not tell who has an account. A new address gets a link that makes the account when opened
 * (24 hours); a registered one gets a mail telling its owner, with links to sign in or reset
 * the password (a few an hour). Both cost one password hash.
 */
export async function signUp(
  db: DB,
  input: { firstName: string; lastName: string; email: string; password: string; language: Language },
  origin: string,
  now: Date = new Date(),
): Promise<void> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await verifyAgainstDummy(input.password);
    if (!(await hitLimit(db, "accountExistsMail", existing.id)).allowed) return;
    const t = translatorFor(existing.language);
    const mail = accountExistsMail(
      t,
      displayName(toCurrentUser(existing)),
      new URL("/auth", origin).toString(),
      new URL("/auth?mode=forgot", origin).toString(),
    );
    await sendMail(db, { to: existing.email, ...mail, language: existing.language, userId: existing.id });
    return;
  }
  const token = randomToken();
  const timestamp = now.toISOString();
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    // A newer sign-up for the same address replaces an older one that was not finished.
    await trx.deleteFrom("pending_signups").where("email", "=", email).where("used_at", "is", null).execute();
    await trx
      .insertInto("pending_signups")
      .values({
        token_hash: tokenHash(token),
        email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
        language: input.language,
        created_at: timestamp,
        expires_at: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS.confirm_email).toISOString(),
      })
      .execute();
  });
  const name = displayName({ firstName: input.firstName, lastName: input.lastName, email });
  const mail = accountMail(translatorFor(input.language), "finishSignUp", name, siteLink(origin, "/auth/finish-signup", token));
  await sendMail(db, { to: email, ...mail, language: input.language, userId: null });
}

/** Whether a sign-up link would be accepted now, without using it (for its page). */
export async function peekPendingSignUp(db: DB, token: string, now: Date = new Date()): Promise<{ email: string } | null> {
  const row = await db
    .selectFrom("pending_signups")
    .select("email")
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export type FinishSignUpResult = { kind: "created"; user: UserRow } | { kind: "taken" } | { kind: "invalid" };

/**
 * Opens a sign-up link: makes the account (its address confirmed by the link) once; a second
 * use, an expired link, or an address that got an account meanwhile makes nothing.
 */
export async function finishSignUp(db: DB, token: string, now: Date = new Date()): Promise<FinishSignUpResult> {
  const pending = await db
    .updateTable("pending_signups")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  if (!pending) return { kind: "invalid" };
  const user = await createUser(
    db,
    {
      email: pending.email,
      passwordHash: pending.password_hash,
      firstName: pending.first_name,
      lastName: pending.last_name,
      language: LANGUAGES.find((language) => language === pending.language) ?? "az",
      emailVerified: true,
    },
    now,
  );
  return user ? { kind: "created", user } : { kind: "taken" };
}

/** Sign-ups not finished within their 24 hours are forgotten. */
export async function purgePendingSignUps(db: DB, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("pending_signups").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Mails a one-hour, single-use sign-in link (a few an hour per account). */
async function sendSignInLink(db: DB, user: UserRow, origin: string, now: Date = new Date()): Promise<void> {
  if (!(await hitLimit(db, "signInLinkPerAccount", user.id)).allowed) return;
  const token = randomToken();
  await db
    .insertInto("sign_in_links")
    .values({
      token_hash: tokenHash(token),
      user_id: user.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_MS).toISOString(),
    })
    .execute();
  const mail = accountMail(translatorFor(user.language), "signInLink", displayName(toCurrentUser(user)), siteLink(origin, "/auth/link", token));
  await sendMail(db, { to: user.email, ...mail, language: user.language, userId: user.id });
}

/** The spec's magic-link lifetime: one hour. */
const SIGN_IN_LINK_MS = 60 * 60 * 1000;

/** Whether a sign-in link would be accepted now (for its page). */
export async function peekSignInLink(db: DB, token: string, now: Date = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom("sign_in_links")
    .select("user_id")
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a sign-in link once, within its hour: the parent it was for. */
export async function redeemSignInLink(db: DB, token: string, now: Date = new Date()): Promise<UserRow | null> {
  const row = await db
    .updateTable("sign_in_links")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("user_id")
    .executeTakeFirst();
  return row ? ((await findUserById(db, row.user_id)) ?? null) : null;
}

/**
 * Sends a reset link when the email has an account, in the account's language. The caller
 * answers the same either way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(db: DB, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if (!(await hitLimit(db, "forgotPerAccount", user.id)).allowed) return;
  const token = await issueEmailToken(db, user.id, "reset_password");
  const mail = accountMail(translatorFor(user.language), "reset", displayName(toCurrentUser(user)), siteLink(origin, "/reset-password", token));
  await sendMail(db, { to: user.email, ...mail, language: user.language, userId: user.id });
}

/**
 * Uses a reset link: sets the new password and ends every session of the account (whoever
 * knew the old password is signed out). False when the link is unknown, used or expired.
 */
export async function resetPassword(db: DB, token: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const used = await consumeEmailToken(db, "reset_password", token);
  if (!used) return false;
  await updateUser(db, used.userId, { password_hash: passwordHash });
  await deleteOtherSessions(db, used.userId, null);
  return true;
}

/** Changes the password after checking the current one; other sessions are ended. */
export async function changePassword(
  db: DB,
  userId: string,
  currentSessionHash: string,
  currentPassword: string,
  newPassword: string,
): Promise<"changed" | "wrong_password"> {
  const user = await findUserById(db, userId);
  if (!user?.password_hash || !(await verifyPassword(currentPassword, user.password_hash))) return "wrong_password";
  await updateUser(db, userId, { password_hash: await hashPassword(newPassword) });
  await deleteOtherSessions(db, userId, currentSessionHash);
  return "changed";
}

export async function requestEmailChange(db: DB, user: UserRow, newEmail: string, origin: string): Promise<"sent" | "taken"> {
  const owner = await findUserByEmail(db, newEmail);
  if (owner && owner.id !== user.id) return "taken";
  const token = await issueEmailToken(db, user.id, "change_email", { newEmail: normalizeEmail(newEmail) });
  const mail = accountMail(translatorFor(user.language), "change", displayName(toCurrentUser(user)), siteLink(origin, "/auth/confirm-email", token));
  await sendMail(db, { to: normalizeEmail(newEmail), ...mail, language: user.language, userId: user.id });
  return "sent";
}

/**
 * Uses a link from a confirmation mail: confirms the address, or switches to the new one
 * for an email change (unless someone took it meanwhile).
 */
export async function confirmEmail(db: DB, token: string, now: Date = new Date()): Promise<"confirmed" | "changed" | "invalid"> {
  const confirm = await consumeEmailToken(db, "confirm_email", token, now);
  if (confirm) {
    await updateUser(db, confirm.userId, { email_verified_at: now.toISOString() }, now);
    return "confirmed";
  }
  const change = await consumeEmailToken(db, "change_email", token, now);
  if (change?.newEmail) {
    if (await findUserByEmail(db, change.newEmail)) return "invalid";
    await updateUser(db, change.userId, { email: change.newEmail, email_verified_at: now.toISOString() }, now);
    return "changed";
  }
  return "invalid";
}
