import { createTransport } from "nodemailer";
import type { DB } from "~/db.server";
import { getEnv } from "~/env.server";
import { log } from "~/infrastructure/log.server";
import { singleton } from "~/infrastructure/singleton.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  language: string;
  userId: string | null;
}

function smtpTransport(url: string) {
  return singleton(`smtp:${url}`, () => createTransport(url));
}

/**
 * Sends a plain-text mail through SMTP when SMTP_URL is set; otherwise keeps it in the
 * outbox table, which development shows at /dev/mail. Logs the fact, never the content
 * (mails carry sign-in links).
 */
export async function sendMail(db: DB, mail: OutgoingMail, now: Date = new Date()): Promise<void> {
  const env = getEnv();
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.body });
    log.info("mail sent", { via: "smtp" });
    return;
  }
  await db
    .insertInto("mail_outbox")
    .values({
      user_id: mail.userId,
      to_email: mail.to,
      subject: mail.subject,
      body: mail.body,
      language: mail.language,
      created_at: now.toISOString(),
    })
    .execute();
  log.info("mail kept in outbox", { via: "outbox" });
}

export async function listOutbox(db: DB, limit = 50) {
  return db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").limit(limit).execute();
}

/**
 * Deletes outbox mail to visitors (no account) once their assessment's keeping time is
 * over: the address must not outlive the 30 days the privacy policy promises.
 */
export async function purgeVisitorMail(db: DB, keptDays: number, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keptDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom("mail_outbox").where("user_id", "is", null).where("created_at", "<=", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
