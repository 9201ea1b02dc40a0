import { type Kysely, sql } from "kysely";
import { autoIncrementPrimaryKey } from "../db/portable.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("email_verified_at", "text")
    .addColumn("password_hash", "text")
    .addColumn("google_subject", "text", (col) => col.unique())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("language", "text", (col) => col.notNull().defaultTo("az"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("children")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("birth_date", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("children_user_id").on("children").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("selected_child_id", "text", (col) => col.references("children.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("email_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("new_email", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addCheckConstraint("email_tokens_purpose", sql`purpose in ('confirm_email', 'reset_password', 'change_email')`)
    .execute();
  await db.schema.createIndex("email_tokens_user_id").on("email_tokens").column("user_id").execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("to_email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("legal_acceptances")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("version", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("legal_acceptances_pk", ["user_id", "document", "version"])
    .execute();

  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("child_mode", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("tracking_allowed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("analytics_enabled", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("crash_reporting_enabled", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["user_settings", "legal_acceptances", "mail_outbox", "email_tokens", "sessions", "children", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
