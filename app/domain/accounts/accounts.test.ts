import { beforeEach, describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { addChild } from "../children/children.server";
import { checkCredentials, confirmEmail, requestEmailChange, requestPasswordReset, resetPassword } from "./account.server";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.server";
import { SESSION_LIFETIME_MS, createSession, deleteOtherSessions, findSession } from "./sessions.server";
import { deleteUser } from "./users.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
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

describe("sign-in checks", () => {
  it("give the same answer for a wrong password and an unknown email", async () => {
    const { db } = database;
    await createTestParent(db, { email: "known@example.az", password: "Abcdefg1" });
    expect((await checkCredentials(db, "known@example.az", "Abcdefg1")).ok).toBe(true);
    expect(await checkCredentials(db, "KNOWN@example.az", "Wrongpass1")).toEqual({ ok: false, reason: "invalid" });
    expect(await checkCredentials(db, "nobody@example.az", "Wrongpass1")).toEqual({ ok: false, reason: "invalid" });
  });

  it("stop a burst of failures on one account, even with the right password", async () => {
    const { db } = database;
    await createTestParent(db, { email: "burst@example.az", password: "Abcdefg1" });
    for (let i = 0; i < 10; i++) await checkCredentials(db, "burst@example.az", `Wrong${i}pass`);
    const blocked = await checkCredentials(db, "burst@example.az", "Abcdefg1");
    expect(blocked).toMatchObject({ ok: false, reason: "rate_limited" });
    expect(blocked.ok === false && blocked.reason === "rate_limited" ? blocked.retryAfterSeconds : 0).toBeLessThanOrEqual(300);
  }, 30_000);
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
    expect((await checkCredentials(db, "reset@example.az", "Newpassword2")).ok).toBe(true);
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
    await db.insertInto("contact_messages").values({ name: "A", email: "gone@example.az", message: "Hello there!", locale: "az", created_at: "2026-11-21" }).execute();
    await addChild(db, other.id, { firstName: "Murad", lastName: "", birthDate: "2022-01-01" });

    await deleteUser(db, parent.id);

    const tables = await db.introspection.getTables();
    for (const table of tables) {
      const columns = table.columns.map((c) => c.name);
      const rows = (await db.selectFrom(table.name as "users").selectAll().execute()) as Array<Record<string, unknown>>;
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
