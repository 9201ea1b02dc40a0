import type { DB } from "~/db.server";
import type { Language } from "~/infrastructure/i18n-config";
import { createRateLimiter } from "~/infrastructure/rate-limit.server";
import { singleton } from "~/infrastructure/singleton.server";
import type { ContactForm } from "./contact-form";

/** Five messages per address in ten minutes is plenty for a person and useless for spam. */
export const contactRateLimiter = singleton("contact-rate-limit", () => createRateLimiter({ name: "contact:ip", limit: 5, windowMs: 10 * 60 * 1000 }));

export async function saveContactMessage(db: DB, message: ContactForm & { locale: Language }, now: Date = new Date()): Promise<number> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: message.name,
      email: message.email.toLowerCase(),
      message: message.message,
      locale: message.locale,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
