import type { Kysely } from "kysely";

/**
 * Explicit consent for health-related data: assessment and screening answers
 * and results are kept only with the parent's consent, given at the moment they are saved, and
 * the time of that consent is kept with them. Rows saved before this migration have none.
 *
 * Homework tasks moved to a group that suits their age keep their ids (content review 6.2), so
 * the progress recorded under the old group follows them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("development_assessments").addColumn("health_consent_at", "text").execute();
  await db.schema.alterTable("child_development_results").addColumn("health_consent_at", "text").execute();
  await db.schema.alterTable("autism_screenings").addColumn("health_consent_at", "text").execute();
  for (const [taskId, groupId] of [
    ["scissors-open-close", "motor-skills-2-3"],
    ["finger-thumb-touch", "motor-skills-4-5"],
  ] as const) {
    await db.updateTable("homework_progress").set({ group_id: groupId }).where("task_id", "=", taskId).where("group_id", "=", "motor-skills-1-2").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const taskId of ["scissors-open-close", "finger-thumb-touch"]) {
    await db.updateTable("homework_progress").set({ group_id: "motor-skills-1-2" }).where("task_id", "=", taskId).execute();
  }
  await db.schema.alterTable("autism_screenings").dropColumn("health_consent_at").execute();
  await db.schema.alterTable("child_development_results").dropColumn("health_consent_at").execute();
  await db.schema.alterTable("development_assessments").dropColumn("health_consent_at").execute();
}
