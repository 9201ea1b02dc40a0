import type { Kysely } from "kysely";

/**
 * Leases of the background jobs (ADR 019): several app processes each schedule the renewal and
 * purge jobs, and the one that takes a job's lease runs it. `holder` and `expires_at` say who
 * runs it now (null when nobody does); `next_run_at` keeps the other processes out until the
 * job's next period. Taken with a conditional upsert, which SQLite and PostgreSQL both support.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("holder", "text")
    .addColumn("expires_at", "text")
    .addColumn("next_run_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
}
