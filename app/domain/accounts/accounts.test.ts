import { beforeEach, describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { type OpenDatabase, openDatabase } from "../../../db/database.ts";
import { migrateToLatest } from "../../../db/migrator.ts";
import { testPostgresUrl, urlForDatabase } from "../../../tests/support/pg-template.ts";
import { createTestDatabase, migrations } from "../../../tests/support/test-database.ts";
import { addChild } from "../children/children.server";
import {
  checkCredentials,
  confirmEmail,
  finishSignUp,
  peekPendingSignUp,
  peekSignInLink,
  purgePendingSignUps,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  signUp,
  redeemSignInLink,
} from "./account.server";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.server";
import { SESSION_LIFETIME_MS, createSession, deleteOtherSessions, findSession } from "./sessions.server";
import { deleteUser } from "./users.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  // Its races run on separate connections at once on PostgreSQL.
  database = await createTestDatabase({ concurrent: true });
});

describe("sessions", () => {
  it("issue a new random id each time and find the user by it", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const first = await createSession(db, parent.id);
    const second = await createSession(db, parent.id);
    expect(first.token).not.toBe(second.token);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect((await findSession(db, first.token))?.user.id).toBe(parent.id);
    const stored = await db.selectFrom("sessions").select("id_hash").execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(first.token);
  });

  it("end after 30 days", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const start = new Date("2026-11-01T00:00:00Z");
    const { token } = await createSession(db, parent.id, start);
    expect(await findSession(db, token, new Date(start.getTime() + SESSION_LIFETIME_MS - 1000))).not.toBeNull();
    expect(await findSession(db, token, new Date(start.getTime() + SESSION_LIFETIME_MS + 1000))).toBeNull();
  });

  it("can all be ended but the current one", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const kept = await createSession(db, parent.id);
    const other = await createSession(db, parent.id);
    const keptSession = await findSession(db, kept.token);
    await deleteOtherSessions(db, parent.id, keptSession?.idHash ?? null);
    expect(await findSession(db, kept.token)).not.toBeNull();
    expect(await findSession(db, other.token)).toBeNull();
  });
});

const from = (ip: string) => ({ ip, origin: "http://localhost" });

let extraHandles: OpenDatabase[] = [];
let scratch: string | null = null;

/**
 * Three app processes' handles on one database: on PostgreSQL the test's database and two more
 * pools on it; on SQLite three connections to one migrated file (an in-memory database has one).
 */
type Handle = OpenDatabase["db"];

async function threeProcessesOn(test: OpenDatabase): Promise<[Handle, Handle, Handle]> {
  const url = testPostgresUrl();
  if (url) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(test.db);
    const name = rows[0]?.name ?? "";
    const [second, third] = [openDatabase(urlForDatabase(url, name), { max: 4 }), openDatabase(urlForDatabase(url, name), { max: 4 })];
    extraHandles = [second, third];
    return [test.db, second.db, third.db];
  }
  scratch = mkdtempSync(join(tmpdir(), "balaca-three-"));
  const file = join(scratch, "app.db");
  const first = openDatabase(file);
  await migrateToLatest(first.db, migrations);
  const [second, third] = [openDatabase(file), openDatabase(file)];
  extraHandles = [first, second, third];
  return [first.db, second.db, third.db];
}

async function closeProcesses(): Promise<void> {
  for (const handle of extraHandles.splice(0)) await handle.db.destroy();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
}

describe("sign-in checks", () => {
  it("give the same answer for a wrong password and an unknown email", async () => {
    const { db } = database;
    await createTestParent(db, { email: "known@example.az", password: "Abcdefg1" });
    expect((await checkCredentials(db, "known@example.az", "Abcdefg1", from("10.0.0.1"))).ok).toBe(true);
    expect(await checkCredentials(db, "KNOWN@example.az", "Wrongpass1", from("10.0.0.1"))).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials(db, "nobody@example.az", "Wrongpass1", from("10.0.0.1"))).toEqual({ ok: false, reason: "invalid" });
    // An unknown email is checked against a dummy hash at the production cost: slow on purpose.
  }, 30_000);

  it("stop a burst of failures from one address, and only that address: the owner elsewhere gets in", async () => {
    const { db } = database;
    await createTestParent(db, { email: "burst@example.az", password: "Abcdefg1" });
    for (let i = 0; i < 10; i++) await checkCredentials(db, "burst@example.az", `Wrong${i}pass`, from("10.6.6.6"));
    const blocked = await checkCredentials(db, "burst@example.az", "Abcdefg1", from("10.6.6.6"));
    expect(blocked).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(blocked.ok === false && blocked.reason === "rate_limited" ? blocked.retryAfterSeconds : 0).toBeLessThanOrEqual(300);
    expect((await checkCredentials(db, "burst@example.az", "Abcdefg1", from("10.1.1.1"))).ok).toBe(true);
  }, 30_000);

  it("check at most ten wrong passwords from one address, however many arrive at once", async () => {
    const { db } = database;
    await createTestParent(db, { email: "rush@example.az", password: "Abcdefg1" });
    // Twenty at once: each one that reached the password check answers "invalid", the others "rate_limited".
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkCredentials(db, "rush@example.az", `Wrong${i}pass`, from("10.7.7.7"))));
    const reasons = answers.map((answer) => (answer.ok ? "ok" : answer.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(10);
    expect(reasons.filter((reason) => reason === "rate_limited")).toHaveLength(10);
    // The owner elsewhere still gets in, and a right password gives its place back.
    expect((await checkCredentials(db, "rush@example.az", "Abcdefg1", from("10.1.1.1"))).ok).toBe(true);
    const counts = await db.selectFrom("rate_limit_hits").select(["bucket", "count"]).where("count", ">", 0).orderBy("bucket").execute();
    expect(counts).toEqual([
      { bucket: "sign-in:account", count: 10 },
      { bucket: "sign-in:account-and-address", count: 10 },
    ]);
  }, 90_000);

  it("check at most ten wrong passwords from one address when three processes take them at once", async () => {
    const processes = await threeProcessesOn(database);
    try {
      await createTestParent(processes[0], { email: "spread@example.az", password: "Abcdefg1" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => checkCredentials(processes[i % 3] ?? processes[0], "spread@example.az", `Wrong${i}pass`, from("10.7.7.8"))),
      );
      expect(answers.filter((answer) => !answer.ok && answer.reason === "invalid")).toHaveLength(10);
      expect(answers.filter((answer) => !answer.ok && answer.reason === "rate_limited")).toHaveLength(10);
    } finally {
      await closeProcesses();
    }
  }, 90_000);

  it("never check more wrong passwords than the hourly ceiling, however many arrive at once from many addresses", async () => {
    const { db } = database;
    await createTestParent(db, { email: "horde@example.az", password: "Abcdefg1" });
    // 120 at once from 20 addresses (six each, under the address limit): past 100 failures the account is protected.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => checkCredentials(db, "horde@example.az", `Wrong${i}pass`, from(`10.8.${i % 20}.1`))),
    );
    const reasons = answers.map((answer) => (answer.ok ? "ok" : answer.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(100);
    expect(reasons.filter((reason) => reason === "link_sent")).toHaveLength(20);
  }, 60_000);

  it("under attack from many addresses, never refuse the owner: the right password mails a sign-in link", async () => {
    const { db } = database;
    const parent = await createTestParent(db, { email: "siege@example.az", password: "Abcdefg1" });
    for (let address = 0; address < 20; address++) {
      for (let i = 0; i < 5; i++) await checkCredentials(db, "siege@example.az", `Wrong${i}pass`, from(`10.9.${address}.1`));
    }
    // The same answer whatever the password; only the owner's mailbox gets a link.
    expect(await checkCredentials(db, "siege@example.az", "Wrongpass9", from("10.2.2.2"))).toEqual({ ok: false, reason: "link_sent" });
    expect(await db.selectFrom("mail_outbox").select("id").where("to_email", "=", "siege@example.az").execute()).toHaveLength(0);
    expect(await checkCredentials(db, "siege@example.az", "Abcdefg1", from("10.2.2.2"))).toEqual({ ok: false, reason: "link_sent" });
    const mail = await db.selectFrom("mail_outbox").select("body").where("to_email", "=", "siege@example.az").executeTakeFirstOrThrow();
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)?.[0] ?? "").searchParams.get("token") ?? "";
    expect(await peekSignInLink(db, token)).toBe(true);
    const results = await Promise.all([redeemSignInLink(db, token), redeemSignInLink(db, token)]);
    expect(results.filter(Boolean).map((user) => user?.id)).toEqual([parent.id]);
  }, 60_000);
});

const origin = "http://localhost";
const input = (email: string) => ({ firstName: "Aygün", lastName: "Məmmədova", email, password: "Abcdefg1", language: "az" as const });

describe("sign-up: the same answer for every address", () => {
  it("makes the account only when the mailed link is opened, once", async () => {
    const { db } = database;
    await signUp(db, input("New@Example.az"), origin);
    expect(await db.selectFrom("users").select("id").where("email", "=", "new@example.az").execute()).toEqual([]);
    const mail = await db.selectFrom("mail_outbox").selectAll().where("to_email", "=", "new@example.az").executeTakeFirstOrThrow();
    expect(mail.user_id).toBeNull();
    const token = new URL(/https?:\/\/\S+/.exec(mail.body)?.[0] ?? "").searchParams.get("token") ?? "";
    expect(await peekPendingSignUp(db, token)).toEqual({ email: "new@example.az" });
    const [first, second] = await Promise.all([finishSignUp(db, token), finishSignUp(db, token)]);
    expect([first?.kind, second?.kind].toSorted()).toEqual(["created", "invalid"]);
    const user = await db.selectFrom("users").selectAll().where("email", "=", "new@example.az").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: "Aygün", last_name: "Məmmədova" });
    expect(user.email_verified_at).not.toBeNull();
  });

  it("tells the owner of a registered address by mail, and creates nothing", async () => {
    const { db } = database;
    const owner = await createTestParent(db, { email: "taken@example.az" });
    await signUp(db, input("taken@example.az"), origin);
    expect(await db.selectFrom("pending_signups").select("email").execute()).toEqual([]);
    const mails = await db.selectFrom("mail_outbox").select(["subject", "user_id"]).where("to_email", "=", "taken@example.az").execute();
    expect(mails).toEqual([{ subject: "Sizin artıq Balaca hesabınız var", user_id: owner.id }]);
  });

  it("forgets unfinished sign-ups after 24 hours", async () => {
    const { db } = database;
    await signUp(db, input("late@example.az"), origin, new Date("2026-11-24T10:00:00.000Z"));
    expect(await purgePendingSignUps(db, new Date("2026-11-25T09:59:00.000Z"))).toBe(0);
    expect(await purgePendingSignUps(db, new Date("2026-11-25T10:00:00.000Z"))).toBe(1);
  });
});

describe("e-mailed links", () => {
  it("work once", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const token = await issueEmailToken(db, parent.id, "reset_password");
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const results = await Promise.all([consumeEmailToken(db, "reset_password", token), consumeEmailToken(db, "reset_password", token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("stop working after their lifetime, and only for their purpose", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const issued = new Date("2026-11-21T10:00:00Z");
    const reset = await issueEmailToken(db, parent.id, "reset_password", { now: issued });
    expect(await consumeEmailToken(db, "confirm_email", reset, issued)).toBeNull();
    expect(await consumeEmailToken(db, "reset_password", reset, new Date("2026-11-21T11:00:01Z"))).toBeNull();
    const again = await issueEmailToken(db, parent.id, "reset_password", { now: issued });
    expect(await consumeEmailToken(db, "reset_password", again, new Date("2026-11-21T10:59:00Z"))).not.toBeNull();
  });

  it("are stored only as hashes", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const token = await issueEmailToken(db, parent.id, "confirm_email");
    const rows = await db.selectFrom("email_tokens").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("reset the password through the outbox and sign out every session", async () => {
    const { db } = database;
    const parent = await createTestParent(db, { email: "reset@example.az" });
    const session = await createSession(db, parent.id);
    await requestPasswordReset(db, "reset@example.az", "http://localhost:3000");
    await requestPasswordReset(db, "nobody@example.az", "http://localhost:3000");
    const mails = await db.selectFrom("mail_outbox").selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: "reset@example.az", language: "az" });
    const token = new URL(/http\S+/.exec(mails[0]?.body ?? "")?.[0] ?? "").searchParams.get("token") ?? "";
    expect(await resetPassword(db, token, "Newpassword2")).toBe(true);
    expect(await resetPassword(db, token, "Otherpass3")).toBe(false);
    expect(await findSession(db, session.token)).toBeNull();
    expect((await checkCredentials(db, "reset@example.az", "Newpassword2", { ip: "10.0.0.1", origin: "http://localhost" })).ok).toBe(true);
  }, 20_000);

  it("confirm the email address", async () => {
    const { db } = database;
    const parent = await createTestParent(db);
    const token = await issueEmailToken(db, parent.id, "confirm_email");
    expect(await confirmEmail(db, token)).toBe("confirmed");
    expect(await confirmEmail(db, token)).toBe("invalid");
    const user = await db.selectFrom("users").select("email_verified_at").where("id", "=", parent.id).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });
});

describe("account deletion", () => {
  it("leaves nothing of the parent in any table", async () => {
    const { db } = database;
    const parent = await createTestParent(db, { email: "gone@example.az" });
    const other = await createTestParent(db, { email: "stays@example.az" });
    await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2023-04-01" });
    await createSession(db, parent.id);
    await issueEmailToken(db, parent.id, "confirm_email");
    await requestPasswordReset(db, "gone@example.az", "http://localhost");
    await db.insertInto("legal_acceptances").values({ user_id: parent.id, document: "privacy", version: "1.0", accepted_at: "2026-11-21" }).execute();
    await db
      .insertInto("contact_messages")
      .values({ name: "A", email: "gone@example.az", message: "Hello there!", locale: "az", created_at: "2026-11-21" })
      .execute();
    await addChild(db, other.id, { firstName: "Murad", lastName: "", birthDate: "2022-01-01" });

    await deleteUser(db, parent.id);

    const tables = await db.introspection.getTables();
    for (const table of tables) {
      const columns = table.columns.map((c) => c.name);
      const rows = (await db
        .selectFrom(table.name as "users")
        .selectAll()
        .execute()) as Array<Record<string, unknown>>;
      for (const row of rows) {
        for (const column of columns) {
          expect(row[column], `${table.name}.${column}`).not.toBe(parent.id);
          expect(row[column], `${table.name}.${column}`).not.toBe("gone@example.az");
        }
      }
    }
    expect(await db.selectFrom("children").select("first_name").execute()).toEqual([{ first_name: "Murad" }]);
  });
});

describe("email change", () => {
  it("takes effect only when the link sent to the new address is used", async () => {
    const { db } = database;
    const parent = await createTestParent(db, { email: "old@example.az" });
    await createTestParent(db, { email: "taken@example.az" });
    expect(await requestEmailChange(db, parent, "taken@example.az", "http://localhost")).toBe("taken");
    expect(await requestEmailChange(db, parent, "New@Example.az", "http://localhost")).toBe("sent");
    const mail = await db.selectFrom("mail_outbox").selectAll().where("to_email", "=", "new@example.az").executeTakeFirstOrThrow();
    const token = new URL(/http\S+/.exec(mail.body)?.[0] ?? "").searchParams.get("token") ?? "";
    expect((await db.selectFrom("users").select("email").where("id", "=", parent.id).executeTakeFirstOrThrow()).email).toBe("old@example.az");
    expect(await confirmEmail(db, token)).toBe("changed");
    expect((await db.selectFrom("users").select("email").where("id", "=", parent.id).executeTakeFirstOrThrow()).email).toBe("new@example.az");
  });
});
