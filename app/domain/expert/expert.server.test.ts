import { describe, expect, it } from "vitest";
import type { DB } from "~/db.server";
import { exportAccountData } from "~/domain/data-export/export.server";
import { deleteUser } from "~/domain/accounts/users.server";
import { startAssessment } from "~/domain/assessment/assessments.server";
import { saveResultToChild } from "~/domain/assessment/results.server";
import { addChild, deleteChild } from "~/domain/children/children.server";
import { tokenHash } from "~/infrastructure/tokens.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { answerExpertQuestion, askExpert, listExpertQuestions, openExpertLink } from "./expert.server";

const ASKED = new Date("2026-11-28T09:00:00.000Z");
const EXPERT = "expert@balaca.example";
const ORIGIN = "https://balaca.example";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A parent with Premium (a paid month from the day before) and one child. */
async function subscriber(db: DB, subscribed = true) {
  const parent = await createTestParent(db);
  if (subscribed) {
    await db
      .insertInto("subscriptions")
      .values({
        id: `sub-${parent.id}`,
        user_id: parent.id,
        plan_id: "monthly",
        plan_name: "1 Month",
        billing_period: "monthly",
        price_minor: 1990,
        currency: "AZN",
        status: "active",
        auto_renew: 1,
        start_date: "2026-11-27T00:00:00.000Z",
        end_date: "2026-12-27T00:00:00.000Z",
        created_at: "2026-11-27T00:00:00.000Z",
        updated_at: "2026-11-27T00:00:00.000Z",
      })
      .execute();
  }
  const child = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-10" });
  return { parent, child };
}

function ask(db: DB, userId: string, childId: string, overrides: { attachResults?: boolean; now?: Date } = {}) {
  return askExpert(
    db,
    {
      userId,
      childId,
      question: "Leyla hələ iki söz birləşdirmir. Narahat olmalıyıq?",
      attachResults: overrides.attachResults ?? false,
      language: "az",
      expertEmail: EXPERT,
      origin: ORIGIN,
    },
    overrides.now ?? ASKED,
  );
}

/** The token of the link in the last mail to the expert. */
async function mailedToken(db: DB): Promise<string> {
  const mail = await db.selectFrom("mail_outbox").select("body").where("to_email", "=", EXPERT).orderBy("id", "desc").executeTakeFirstOrThrow();
  const match = /https:\/\/balaca\.example\/expert\/([\w-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error(`no link in ${mail.body}`);
  return match[1];
}

describe("expert support", () => {
  it("mails the question to the expert with a link whose token is kept only as a hash, and the answer once to the parent", async () => {
    const { db } = await createTestDatabase();
    const { parent, child } = await subscriber(db);
    expect(await ask(db, parent.id, child.id)).toMatchObject({ kind: "asked" });
    const token = await mailedToken(db);
    const row = await db.selectFrom("expert_questions").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.attached_results).toBeNull();
    // The expert learns the question and the age, not the parent's name or address.
    const expertMail = await db.selectFrom("mail_outbox").select(["body", "user_id"]).where("to_email", "=", EXPERT).executeTakeFirstOrThrow();
    expect(expertMail.body).toContain("30 aylıq");
    expect(expertMail.body).toContain(row.question);
    expect(expertMail.body).not.toContain(parent.email);
    expect(expertMail.user_id).toBeNull();

    const opened = await openExpertLink(db, token, ASKED);
    expect(opened).toMatchObject({ state: "open", question: { childAgeMonths: 30, question: row.question } });
    const answer = "İki yaşda bu normadır; gündə oxuyun və sözləri təkrarlayın.";
    expect(await answerExpertQuestion(db, token, answer, ORIGIN, ASKED)).toBe("saved");
    expect(await answerExpertQuestion(db, token, "Başqa cavab, ikinci dəfə.", ORIGIN, ASKED)).toBe("used");
    expect(await openExpertLink(db, token, ASKED)).toEqual({ state: "used" });

    expect(await listExpertQuestions(db, parent.id)).toEqual([
      expect.objectContaining({ childName: "Leyla", answer, answeredAt: ASKED.toISOString(), status: "answered" }),
    ]);
    const parentMail = await db.selectFrom("mail_outbox").select(["body", "user_id"]).where("to_email", "=", parent.email).executeTakeFirstOrThrow();
    expect(parentMail).toMatchObject({ user_id: parent.id });
    expect(parentMail.body).toContain(answer);
    expect(parentMail.body).toContain(`${ORIGIN}/profile/questions`);
  });

  it("stores one answer when two are sent at once", async () => {
    const { db } = await createTestDatabase({ concurrent: true });
    const { parent, child } = await subscriber(db);
    await ask(db, parent.id, child.id);
    const token = await mailedToken(db);
    const outcomes = await Promise.all([
      answerExpertQuestion(db, token, "Birinci cavab, tam mətn.", ORIGIN, ASKED),
      answerExpertQuestion(db, token, "İkinci cavab, tam mətn.", ORIGIN, ASKED),
    ]);
    expect(outcomes.toSorted()).toEqual(["saved", "used"]);
    expect(await db.selectFrom("mail_outbox").select("id").where("to_email", "=", parent.email).execute()).toHaveLength(1);
  });

  it("refuses an expired link and a wrong one", async () => {
    const { db } = await createTestDatabase();
    const { parent, child } = await subscriber(db);
    await ask(db, parent.id, child.id);
    const token = await mailedToken(db);
    const later = new Date(ASKED.getTime() + 14 * DAY_MS);
    expect(await openExpertLink(db, token, new Date(later.getTime() - 1000))).toMatchObject({ state: "open" });
    expect(await openExpertLink(db, token, later)).toEqual({ state: "expired" });
    expect(await answerExpertQuestion(db, token, "Gec gələn cavab, tam mətn.", ORIGIN, later)).toBe("expired");
    expect(await openExpertLink(db, `${token.slice(0, -1)}x`, ASKED)).toEqual({ state: "unknown" });
    expect(await answerExpertQuestion(db, "not-a-token", "Cavab, tam mətn burada.", ORIGIN, ASKED)).toBe("unknown");
    expect((await listExpertQuestions(db, parent.id, null, ASKED))[0]).toMatchObject({ answer: null, status: "waiting" });
    expect((await listExpertQuestions(db, parent.id, null, later))[0]).toMatchObject({ answer: null, answeredAt: null, status: "expired" });
  });

  it("lets a parent ask three questions a day", async () => {
    const { db } = await createTestDatabase();
    const { parent, child } = await subscriber(db);
    for (let i = 0; i < 3; i++) expect(await ask(db, parent.id, child.id)).toMatchObject({ kind: "asked" });
    expect(await ask(db, parent.id, child.id)).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 15 * 60 * 60 });
    expect(await db.selectFrom("expert_questions").select("id").execute()).toHaveLength(3);
    expect(await ask(db, parent.id, child.id, { now: new Date(ASKED.getTime() + DAY_MS) })).toMatchObject({ kind: "asked" });
  });

  it("asks only about one's own child, and only with Premium", async () => {
    const { db } = await createTestDatabase();
    const { parent } = await subscriber(db);
    const other = await subscriber(db, false);
    expect(await ask(db, parent.id, other.child.id)).toEqual({ kind: "not_owned", reason: "not_theirs" });
    expect(await ask(db, other.parent.id, other.child.id)).toEqual({ kind: "not_subscribed" });
    expect(await db.selectFrom("expert_questions").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("mail_outbox").select("id").execute()).toEqual([]);
  });

  it("attaches the latest results only when the parent asks for it, as they stood then", async () => {
    const { db } = await createTestDatabase();
    const { parent, child } = await subscriber(db);
    await ask(db, parent.id, child.id, { attachResults: true });
    expect(await openExpertLink(db, await mailedToken(db), ASKED)).toMatchObject({
      state: "open",
      question: { attachedResults: { development: null, autism: null } },
    });

    const { assessment } = await startAssessment(
      db,
      { birthDate: child.birthDate, weeksEarly: 0, email: null, userId: parent.id, childId: child.id, deviceInfo: "phone", healthConsentGiven: true },
      ASKED,
    );
    const answers = Object.fromEntries(assessment.band.items.map((item) => [item.id, "yes" as const]));
    await saveResultToChild(db, { ...assessment, answers, completedAt: ASKED.toISOString() }, parent.id, { childId: child.id }, ASKED);
    await ask(db, parent.id, child.id, { attachResults: false });
    expect(await openExpertLink(db, await mailedToken(db), ASKED)).toMatchObject({ state: "open", question: { attachedResults: null } });
    await ask(db, parent.id, child.id, { attachResults: true });
    const attached = await openExpertLink(db, await mailedToken(db), ASKED);
    expect(attached).toMatchObject({
      state: "open",
      question: {
        attachedResults: {
          development: {
            completedAt: ASKED.toISOString(),
            ageMonths: 30,
            percentage: 100,
            areas: expect.arrayContaining([{ domain: "language", percentage: 100, status: "on_track" }]),
          },
          autism: null,
        },
      },
    });
  });

  it("is in the data download and is deleted with the child and with the account", async () => {
    const { db } = await createTestDatabase();
    const { parent, child } = await subscriber(db);
    await ask(db, parent.id, child.id);
    const exported = await exportAccountData(db, parent.id, ASKED);
    expect(exported.expert_questions).toEqual([expect.objectContaining({ child_id: child.id, question: expect.stringContaining("iki söz"), answer: null })]);
    expect(JSON.stringify(exported.expert_questions)).not.toContain("token");
    await deleteChild(db, parent.id, child.id);
    expect(await db.selectFrom("expert_questions").select("id").execute()).toEqual([]);

    const second = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2023-01-01" });
    await ask(db, parent.id, second.id);
    await deleteUser(db, parent.id);
    expect(await db.selectFrom("expert_questions").select("id").execute()).toEqual([]);
  });
});
