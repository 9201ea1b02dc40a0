import type { Kysely } from "kysely";

/**
 * Accounts without enumeration or lock-outs (ADR 009 amended).
 *
 * - `pending_signups`: a sign-up waits here until its e-mailed link is opened; only then is the
 *   account made. So the sign-up form answers the same for a new and a registered address,
 *   and nobody can hold an address they cannot read mail for. Kept 24 hours.
 * - `sign_in_links`: one-hour, single-use sign-in links, mailed when an account is under
 *   attack (many failed sign-ins from anywhere): its owner still gets in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pending_signups")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("pending_signups_email").on("pending_signups").column("email").execute();
  await db.schema.createIndex("pending_signups_expires").on("pending_signups").column("expires_at").execute();

  await db.schema
    .createTable("sign_in_links")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("sign_in_links_user").on("sign_in_links").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_links").execute();
  await db.schema.dropTable("pending_signups").execute();
}
