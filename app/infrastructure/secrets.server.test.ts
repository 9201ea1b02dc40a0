import { createCookie } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { loadSecrets } from "./secrets.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

describe("installation secrets", () => {
  it("are made once and shared by processes that start at the same time", async () => {
    const { db } = database;
    const [first, second] = await Promise.all([loadSecrets(db, undefined), loadSecrets(db, undefined)]);
    expect(second).toEqual(first);
    expect(first.session[0]).toMatch(/^[\w-]{43}$/);
    expect(first.simulator.publicKey).toMatch(/^i[0-9a-f]{10}$/);
    // A restart reads the same.
    expect(await loadSecrets(db, undefined)).toEqual(first);
    expect(await db.selectFrom("app_secrets").select("name").orderBy("name").execute()).toEqual([
      { name: "epoint_simulator_private_key" },
      { name: "epoint_simulator_public_key" },
      { name: "session" },
    ]);
  });

  it("let one process verify the cookie another signed", async () => {
    const { db } = database;
    const signer = createCookie("__session", { secrets: (await loadSecrets(db, undefined)).session });
    const verifier = createCookie("__session", { secrets: (await loadSecrets(db, undefined)).session });
    const header = await signer.serialize({ id: "session-1" });
    expect(await verifier.parse(header.split(";")[0] ?? "")).toEqual({ id: "session-1" });
  });

  it("take the configured session secrets first, and keep the simulator's keys in the database", async () => {
    const { db } = database;
    const secrets = await loadSecrets(db, ["a-configured-secret-of-at-least-32-chars"]);
    expect(secrets.session).toEqual(["a-configured-secret-of-at-least-32-chars"]);
    expect(await db.selectFrom("app_secrets").select("name").where("name", "=", "session").executeTakeFirst()).toBeUndefined();
    expect((await loadSecrets(db, undefined)).simulator).toEqual(secrets.simulator);
  });
});
