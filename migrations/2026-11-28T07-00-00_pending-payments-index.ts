import { type Kysely, sql } from "kysely";

/**
 * The payments still pending, by age: the renewal job's pass asks the gateway about those older
 * than a few minutes (ADR 011). Partial, so it holds only the few pending rows however
 * many settled payments the table keeps. The same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("payments_pending_created").on("payments").column("created_at").where(sql.ref("status"), "=", "pending").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("payments_pending_created").execute();
}
