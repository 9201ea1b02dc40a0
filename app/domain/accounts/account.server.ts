import type { UserRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { accountMail } from "~/domain/mail/templates";
import { sendMail } from "~/domain/mail/mailer.server";
import { translatorFor } from "~/lib/i18n/translate.server";
import type { Language } from "~/lib/i18n-config";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.server";
import { hitLimit, isOverLimit } from "./limits.server";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password-hash.server";
import { deleteOtherSessions } from "./sessions.server";
import { displayName } from "./users";
import { createUser, findUserByEmail, findUserById, normalizeEmail, toCurrentUser, updateUser } from "./users.server";

export type SignInResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

/**
 * Checks an email and password. The answer and its timing are the same whether or not the
 * email has an account (an unknown email still costs one password hash). Failures count
 * against the account's limits: a burst limit and an hourly ceiling, both temporary.
 */
export async function checkCredentials(db: DB, email: string, password: string): Promise<SignInResult> {
  const accountKey = normalizeEmail(email);
  for (const limit of ["failedSignInBurst", "failedSignInHourly"] as const) {
    const decision = isOverLimit(limit, accountKey);
    if (!decision.allowed) {
      await verifyAgainstDummy(password);
      return { ok: false, reason: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
  }
  const user = await findUserByEmail(db, accountKey);
  const valid = user?.password_hash ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (user && valid) return { ok: true, user };
  hitLimit("failedSignInBurst", accountKey);
  hitLimit("failedSignInHourly", accountKey);
  return { ok: false, reason: "invalid" };
}

/** Builds an absolute link to a page of this site for an e-mail. */
export function siteLink(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export async function sendConfirmationMail(db: DB, user: UserRow, origin: string): Promise<void> {
  const token = await issueEmailToken(db, user.id, "confirm_email");
  const mail = accountMail(translatorFor(user.language), "confirm", displayName(toCurrentUser(user)), siteLink(origin, "/auth/confirm-email", token));
  await sendMail(db, { to: user.email, ...mail, language: user.language, userId: user.id });
}

export type SignUpResult = { ok: true; user: UserRow } | { ok: false; reason: "email_taken" };

/** Creates the account and sends the confirmation mail (sign-in works before it is confirmed). */
export async function signUp(
  db: DB,
  input: { firstName: string; lastName: string; email: string; password: string; language: Language },
  origin: string,
): Promise<SignUpResult> {
  if (await findUserByEmail(db, input.email)) return { ok: false, reason: "email_taken" };
  const user = await createUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.language,
  });
  if (!user) return { ok: false, reason: "email_taken" };
  await sendConfirmationMail(db, user, origin);
  return { ok: true, user };
}

/**
 * Sends a reset link when the email has an account, in the account's language. The caller
 * answers the same either way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(db: DB, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  if (!hitLimit("forgotPerAccount", user.id).allowed) return;
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
