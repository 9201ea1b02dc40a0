import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ExpertQuestionRow } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import { DOMAINS, type Domain } from "~/content/assessment/types";
import { latestResult } from "~/domain/assessment/results.server";
import type { DomainStatus } from "~/domain/assessment/scoring";
import { ownChild } from "~/domain/children/children.server";
import type { NotOwnedOutcome } from "~/domain/ownership";
import { sendMail } from "~/domain/mail/mailer.server";
import { hasContentAccess, subscriptionStatusView } from "~/domain/subscriptions/status";
import { subscriptionRecord } from "~/domain/subscriptions/subscriptions.server";
import { ageInMonths } from "~/lib/birth-date";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { createRateLimiter } from "~/infrastructure/rate-limit.server";
import { randomToken, tokenHash } from "~/infrastructure/tokens.server";
import { expertAnswerMail, expertQuestionMail } from "./expert-mail";
import { EXPERT_LINK_DAYS, QUESTIONS_PER_DAY } from "./expert-limits";

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most a few questions per parent a day: the expert is one person reading each by hand. */
const expertQuestionLimiter = createRateLimiter({ name: "expert:parent", limit: QUESTIONS_PER_DAY, windowMs: DAY_MS });

/** The latest results, as they stood when the parent chose to send them with a question. */
const AttachedResultsSchema = z.object({
  development: z
    .object({
      completedAt: z.string(),
      ageMonths: z.number(),
      percentage: z.number(),
      areas: z.array(z.object({ domain: z.enum(DOMAINS), percentage: z.number(), status: z.enum(["on_track", "practise", "talk_to_doctor"]) })),
    })
    .nullable(),
  autism: z.object({ completedAt: z.string(), ageMonths: z.number(), riskLevel: z.enum(["low", "moderate", "high"]) }).nullable(),
});
export type AttachedResults = z.output<typeof AttachedResultsSchema>;

export interface ExpertQuestion {
  id: string;
  childId: string;
  childName: string;
  childAgeMonths: number;
  question: string;
  attachedResults: AttachedResults | null;
  askedAt: string;
  linkExpiresAt: string;
  answer: string | null;
  answeredAt: string | null;
  /** Waiting while the link still opens; expired when it closed unanswered. */
  status: "waiting" | "answered" | "expired";
}

function parseAttached(json: string | null): AttachedResults | null {
  if (json === null) return null;
  const parsed = AttachedResultsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

function toQuestion(row: ExpertQuestionRow & { child_name: string }, now: Date): ExpertQuestion {
  return {
    id: row.id,
    childId: row.child_id,
    childName: row.child_name,
    childAgeMonths: row.child_age_months,
    question: row.question,
    attachedResults: parseAttached(row.attached_results),
    askedAt: row.asked_at,
    linkExpiresAt: row.link_expires_at,
    answer: row.answer,
    answeredAt: row.answered_at,
    status: row.answered_at !== null ? "answered" : Date.parse(row.link_expires_at) > now.getTime() ? "waiting" : "expired",
  };
}

/** Whether this parent may ask now: Premium access, by the subscriptions' own rule. */
export async function mayAskExpert(db: DB, userId: string, now: Date = new Date()): Promise<boolean> {
  return hasContentAccess(subscriptionStatusView(await subscriptionRecord(db, userId), now), now);
}

/** The child's latest development result and autism screening result, as they are now. */
async function latestResultsOf(db: DB, childId: string): Promise<AttachedResults> {
  const development = await latestResult(db, childId);
  const autism = await db
    .selectFrom("assessment_results")
    .select(["completed_at", "child_age_months", "risk_level"])
    .where("child_id", "=", childId)
    .orderBy("completed_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const riskLevel = z.enum(["low", "moderate", "high"]).safeParse(autism?.risk_level);
  return {
    development: development
      ? {
          completedAt: development.completedAt,
          ageMonths: development.ageMonths,
          percentage: development.percentageScore,
          areas: DOMAINS.map((domain: Domain) => {
            const area: { percentage: number; status: DomainStatus } = development.sectionPercentages[domain];
            return { domain, percentage: area.percentage, status: area.status };
          }),
        }
      : null,
    autism: autism && riskLevel.success ? { completedAt: autism.completed_at, ageMonths: autism.child_age_months, riskLevel: riskLevel.data } : null,
  };
}

export type AskOutcome =
  NotOwnedOutcome | { kind: "asked"; questionId: string } | { kind: "not_subscribed" } | { kind: "rate_limited"; retryAfterSeconds: number };

/**
 * Sends a parent's question about their own child to the expert: stored with the hash of a
 * fresh link token, and mailed with the token. Another parent's child is refused (the route
 * answers 403), a parent without Premium access is refused, and a parent over the day's
 * limit waits. A question whose mail fails is not kept, so the parent can send it again.
 */
export async function askExpert(
  db: DB,
  input: { userId: string; childId: string; question: string; attachResults: boolean; language: string; expertEmail: string; origin: string },
  now: Date = new Date(),
): Promise<AskOutcome> {
  const owned = await ownChild(db, input.userId, input.childId);
  if (!owned.ok) return { kind: "not_owned", reason: owned.reason };
  const child = owned.value;
  if (!(await mayAskExpert(db, input.userId, now))) return { kind: "not_subscribed" };
  const decision = await expertQuestionLimiter.hit(db, input.userId, now.getTime());
  if (!decision.allowed) return { kind: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
  const attached = input.attachResults ? await latestResultsOf(db, child.id) : null;
  const token = randomToken();
  const id = randomUUID();
  const ageMonths = ageInMonths(child.birthDate, now.toISOString().slice(0, 10));
  await db
    .insertInto("expert_questions")
    .values({
      id,
      user_id: input.userId,
      child_id: child.id,
      child_age_months: ageMonths,
      question: input.question,
      attached_results: attached ? JSON.stringify(attached) : null,
      language: input.language,
      token_hash: tokenHash(token),
      link_expires_at: new Date(now.getTime() + EXPERT_LINK_DAYS * DAY_MS).toISOString(),
      asked_at: now.toISOString(),
    })
    .execute();
  const mail = expertQuestionMail(translatorFor(input.language), {
    ageMonths,
    question: input.question,
    resultsAttached: attached !== null,
    link: `${input.origin}${expertAnswerPath(token)}`,
    days: EXPERT_LINK_DAYS,
  });
  try {
    await sendMail(db, { to: input.expertEmail, ...mail, language: input.language, userId: null }, now);
  } catch (error) {
    await db.deleteFrom("expert_questions").where("id", "=", id).execute();
    throw error;
  }
  return { kind: "asked", questionId: id };
}

/** The expert's page for a link token. */
function expertAnswerPath(token: string): string {
  return `/expert/${token}`;
}

/** The questions a parent asked, newest first; of one child when given. */
export async function listExpertQuestions(db: DB, userId: string, childId: string | null = null, now: Date = new Date()): Promise<ExpertQuestion[]> {
  let query = db
    .selectFrom("expert_questions")
    .innerJoin("children", "children.id", "expert_questions.child_id")
    .selectAll("expert_questions")
    .select("children.first_name as child_name")
    .where("expert_questions.user_id", "=", userId);
  if (childId) query = query.where("expert_questions.child_id", "=", childId);
  const rows = await query.orderBy("expert_questions.asked_at", "desc").orderBy("expert_questions.id").execute();
  return rows.map((row) => toQuestion(row, now));
}

/** What a link token opens: the question while it can be answered, else why not. */
export type LinkRefusal = "used" | "expired" | "unknown";
export type ExpertLink = { state: "open"; question: ExpertQuestion } | { state: LinkRefusal };

export async function openExpertLink(db: DB, token: string, now: Date = new Date()): Promise<ExpertLink> {
  const row = await db
    .selectFrom("expert_questions")
    .innerJoin("children", "children.id", "expert_questions.child_id")
    .selectAll("expert_questions")
    .select("children.first_name as child_name")
    .where("expert_questions.token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.answered_at !== null) return { state: "used" };
  if (Date.parse(row.link_expires_at) <= now.getTime()) return { state: "expired" };
  return { state: "open", question: toQuestion(row, now) };
}

/**
 * Records the expert's answer and mails it to the parent. The link answers once: the update
 * only takes a row still unanswered and unexpired, so two submits at once store one answer.
 */
export async function answerExpertQuestion(db: DB, token: string, answer: string, origin: string, now: Date = new Date()): Promise<"saved" | LinkRefusal> {
  const updated = await db
    .updateTable("expert_questions")
    .set({ answer, answered_at: now.toISOString() })
    .where("token_hash", "=", tokenHash(token))
    .where("answered_at", "is", null)
    .where("link_expires_at", ">", now.toISOString())
    .returning(["id", "user_id", "child_id", "question", "language"])
    .executeTakeFirst();
  if (!updated) {
    const link = await openExpertLink(db, token, now);
    // Open a moment ago, refused now: the link expired between the two reads.
    return link.state === "open" ? "expired" : link.state;
  }
  const parent = await db
    .selectFrom("users")
    .innerJoin("children", "children.user_id", "users.id")
    .select(["users.email", "users.first_name", "children.first_name as child_name"])
    .where("users.id", "=", updated.user_id)
    .where("children.id", "=", updated.child_id)
    .executeTakeFirstOrThrow();
  const mail = expertAnswerMail(translatorFor(updated.language), {
    name: parent.first_name,
    childName: parent.child_name,
    question: updated.question,
    answer,
    link: `${origin}/profile/questions`,
  });
  await sendMail(db, { to: parent.email, ...mail, language: updated.language, userId: updated.user_id }, now);
  return "saved";
}
