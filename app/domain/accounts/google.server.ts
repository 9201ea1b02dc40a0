import type { UserRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { Language } from "~/infrastructure/i18n-config";
import { isOneLineText } from "~/lib/plain-text";
import { NAME_MAX } from "./account-limits";
import { createUser, findUserByEmail, normalizeEmail, updateUser } from "./users.server";

export interface GoogleIdentity {
  /** Google's stable account id ("sub"): accounts are linked by this, never by email. */
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export class GoogleLinkRefused extends Error {}

/**
 * A name as Google gives it, held to the profile form's rule: one line without control
 * characters, else left out (the parent can type it in the profile).
 */
function nameFromGoogle(name: string): string {
  const trimmed = name.trim();
  return isOneLineText(trimmed) ? trimmed.slice(0, NAME_MAX) : "";
}

/**
 * The account for a Google identity: the one already linked to its subject id; else the
 * password account with the same email, linked only when Google says the email is verified;
 * else a new account (no password; email confirmed when Google says so).
 */
export async function linkGoogleAccount(db: DB, identity: GoogleIdentity, language: Language): Promise<UserRow> {
  const linked = await db.selectFrom("users").selectAll().where("google_subject", "=", identity.subject).executeTakeFirst();
  if (linked) return linked;
  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    if (!identity.emailVerified || sameEmail.google_subject) throw new GoogleLinkRefused("email not verified by Google");
    await updateUser(db, sameEmail.id, {
      google_subject: identity.subject,
      email_verified_at: sameEmail.email_verified_at ?? new Date().toISOString(),
    });
    return { ...sameEmail, google_subject: identity.subject };
  }
  const created = await createUser(db, {
    email: normalizeEmail(identity.email),
    passwordHash: null,
    firstName: nameFromGoogle(identity.firstName) || identity.email.split("@")[0] || "",
    lastName: nameFromGoogle(identity.lastName),
    language,
    googleSubject: identity.subject,
    emailVerified: identity.emailVerified,
  });
  if (!created) throw new GoogleLinkRefused("account could not be created");
  return created;
}
