import type { Kysely } from "kysely";
import { autoIncrementPrimaryKey } from "../db/portable.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("locale", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
