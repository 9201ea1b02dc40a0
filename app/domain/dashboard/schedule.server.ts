import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { DB } from "~/db.server";
import type { Player } from "~/domain/children/player.server";
import { sendMail } from "~/domain/mail/mailer.server";
import { courseProgress } from "~/domain/courses/progress.server";
import { nextExercisesFor } from "~/domain/courses/practice";
import { ageInMonths } from "~/lib/birth-date";
import { isLanguage, type Language } from "~/infrastructure/i18n-config";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { log } from "~/infrastructure/log.server";
import { isTime, planSessions, type Suggestion, type Weekday, WEEKDAYS } from "./schedule";

export interface PracticeSchedule {
  weekdays: Weekday[];
  time: string;
  remind: boolean;
}

const TIME_INVALID = "dashboard.schedule.errors.time";

/** The schedule form: at least one weekday (0 = Monday … 6 = Sunday; others are ignored) and a time HH:MM. */
export const ScheduleFormSchema = z
  .object({
    weekday: z
      .array(z.string())
      .transform((values) =>
        [...new Set(values)]
          .filter((value) => /^[0-6]$/.test(value))
          .map((value) => Number(value) as Weekday)
          .toSorted(),
      )
      .refine((weekdays) => weekdays.length > 0, "dashboard.schedule.errors.weekdays"),
    time: z.string({ error: TIME_INVALID }).trim().refine(isTime, TIME_INVALID),
    remind: z.boolean().default(false),
  })
  .transform(({ weekday, time, remind }): PracticeSchedule => ({ weekdays: weekday, time, remind }));

function rowsOf(db: DB, player: Player) {
  const query = db.selectFrom("practice_schedules").where("user_id", "=", player.userId);
  return player.childId ? query.where("child_id", "=", player.childId) : query.where("child_id", "is", null);
}

export async function scheduleOf(db: DB, player: Player): Promise<PracticeSchedule | null> {
  const row = await rowsOf(db, player).select(["weekdays", "time", "remind"]).executeTakeFirst();
  if (!row) return null;
  return {
    weekdays: [...row.weekdays].map(Number).filter((day): day is Weekday => (WEEKDAYS as ReadonlyArray<number>).includes(day)),
    time: row.time,
    remind: row.remind === 1,
  };
}

export async function saveSchedule(db: DB, player: Player, schedule: PracticeSchedule, now: Date = new Date()): Promise<void> {
  const values = { weekdays: schedule.weekdays.join(""), time: schedule.time, remind: schedule.remind ? 1 : 0, updated_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    const existing = await rowsOf(trx, player).select("id").executeTakeFirst();
    if (existing) await trx.updateTable("practice_schedules").set(values).where("id", "=", existing.id).execute();
    else
      await trx
        .insertInto("practice_schedules")
        .values({ id: randomUUID(), user_id: player.userId, child_id: player.childId, ...values })
        .execute();
  });
}

/**
 * What the plan suggests: the next open exercises of the child's course (started ones and the
 * weakest area first are the course page's rule), in the page's language.
 */
export async function scheduleSuggestions(
  db: DB,
  player: Player,
  birthDate: string | null,
  subscribed: boolean,
  language: Language,
  today: string,
): Promise<Suggestion[]> {
  const age = birthDate ? ageInMonths(birthDate, today) : 36;
  return nextExercisesFor(age, await courseProgress(db, player), { subscribed, focus: null, language, limit: 6 });
}

/**
 * The reminder job: the day before a planned practice day, one mail per schedule that asks for
 * it (sent once a day: `last_reminded_on`), in the parent's language, naming the child.
 */
export async function sendPracticeReminders(db: DB, now: Date = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(now.getTime() + 86_400_000);
  const tomorrowWeekday = String((tomorrow.getUTCDay() + 6) % 7);
  const due = await db
    .selectFrom("practice_schedules")
    .innerJoin("users", "users.id", "practice_schedules.user_id")
    .leftJoin("children", "children.id", "practice_schedules.child_id")
    .select([
      "practice_schedules.id",
      "practice_schedules.weekdays",
      "practice_schedules.time",
      "users.id as user_id",
      "users.email",
      "users.language",
      "children.first_name as child_name",
    ])
    .where("practice_schedules.remind", "=", 1)
    .where((eb) => eb.or([eb("practice_schedules.last_reminded_on", "is", null), eb("practice_schedules.last_reminded_on", "<", today)]))
    .execute();
  let sent = 0;
  for (const row of due) {
    if (!row.weekdays.includes(tomorrowWeekday)) continue;
    const language: Language = isLanguage(row.language) ? row.language : "az";
    const t = translatorFor(language);
    const claimed = await db
      .updateTable("practice_schedules")
      .set({ last_reminded_on: today })
      .where("id", "=", row.id)
      .where((eb) => eb.or([eb("last_reminded_on", "is", null), eb("last_reminded_on", "<", today)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue; // another pass sent it
    try {
      const body = [
        t("mail.assessmentGreeting"),
        "",
        row.child_name ? t("mail.practiceReminderBodyChild", { name: row.child_name, time: row.time }) : t("mail.practiceReminderBody", { time: row.time }),
        "",
        t("mail.practiceReminderManage"),
        "",
        t("mail.signature"),
      ].join("\n");
      await sendMail(db, { to: row.email, subject: t("mail.practiceReminderSubject"), body, language, userId: row.user_id }, now);
      sent += 1;
    } catch (error) {
      log.error("practice reminder failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  return sent;
}

export { planSessions };
