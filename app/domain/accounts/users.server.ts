import { randomUUID } from "node:crypto";
import type { UserRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { Language } from "~/infrastructure/i18n-config";
import type { CurrentUser } from "./users";

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    emailVerified: row.email_verified_at !== null,
    hasPassword: row.password_hash !== null,
    language: row.language,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  language: Language;
  googleSubject?: string | null;
  emailVerified?: boolean;
}

/**
 * Creates the account with its default privacy settings (child mode on, tracking and
 * analytics off, crash reports on). Returns null when the email is already taken.
 */
export async function createUser(db: DB, account: NewAccount, now: Date = new Date()): Promise<UserRow | null> {
  const timestamp = now.toISOString();
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("users")
      .values({
        id,
        email: normalizeEmail(account.email),
        email_verified_at: account.emailVerified ? timestamp : null,
        password_hash: account.passwordHash,
        google_subject: account.googleSubject ?? null,
        first_name: account.firstName,
        last_name: account.lastName,
        language: account.language,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return null;
    await trx.insertInto("user_settings").values({ user_id: id, updated_at: timestamp }).execute();
    return inserted;
  });
}

export async function updateUser(
  db: DB,
  userId: string,
  changes: Partial<Pick<UserRow, "first_name" | "last_name" | "password_hash" | "email" | "email_verified_at" | "google_subject" | "language">>,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...changes, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

/**
 * Removes the parent and everything of theirs: children, sessions, tokens, mails, legal
 * acceptances and settings go with the user row (foreign keys cascade); contact messages sent
 * from the account's email go too.
 */
export async function deleteUser(db: DB, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    // What is kept by address rather than by account: contact messages, mail sent before the
    // account existed (its sign-up link), and any unfinished sign-up.
    await trx.deleteFrom("contact_messages").where("email", "=", user.email).execute();
    await trx.deleteFrom("mail_outbox").where("to_email", "=", user.email).execute();
    await trx.deleteFrom("pending_signups").where("email", "=", user.email).execute();
    await trx.deleteFrom("users").where("id", "=", userId).execute();
  });
}

/** The first visit to the dashboard, kept once: what "new since your last visit" counts from. */
export async function markDashboardVisited(db: DB, userId: string, at: string): Promise<void> {
  await db.updateTable("users").set({ dashboard_visited_at: at }).where("id", "=", userId).where("dashboard_visited_at", "is", null).execute();
}
