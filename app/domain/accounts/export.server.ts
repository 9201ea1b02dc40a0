import type { DB } from "~/db.server";
import { getPrivacySettings } from "./settings.server";

/**
 * Everything stored about a parent and their children, for "Download my data". Secrets are
 * left out (the password hash, session and link tokens are not the parent's data but keys to
 * it); their existence and dates are included.
 */
export async function exportAccountData(db: DB, userId: string, now: Date = new Date()) {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "email_verified_at", "first_name", "last_name", "language", "google_subject", "created_at", "updated_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const [children, legalAcceptances, sessions, mail, contactMessages, settings] = await Promise.all([
    db.selectFrom("children").select(["id", "first_name", "last_name", "birth_date", "created_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("legal_acceptances").select(["document", "version", "accepted_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("sessions").select(["created_at", "expires_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("mail_outbox").select(["to_email", "subject", "created_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("contact_messages").select(["name", "email", "message", "locale", "created_at"]).where("email", "=", user.email).execute(),
    getPrivacySettings(db, userId),
  ]);
  return {
    exported_at: now.toISOString(),
    account: { ...user, google_sign_in_linked: user.google_subject !== null, google_subject: undefined, has_password: undefined },
    privacy_settings: settings,
    legal_acceptances: legalAcceptances,
    children,
    sign_in_sessions: sessions,
    emails_sent: mail,
    contact_messages: contactMessages,
  };
}
