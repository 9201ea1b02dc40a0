import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestParent } from "../../tests/support/accounts";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DB } from "~/db.server";
import { authMiddleware, getSession, startSession } from "./auth.server";
import { initSecrets } from "./secrets.server";

const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
let db: DB;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  // The middleware reads the process's database through getDb(): point it at this one.
  store.balacaSingletons ??= new Map();
  store.balacaSingletons.set("database", database);
  await initSecrets(db, ["a-session-secret-for-the-auth-tests"]);
  close = async () => {
    store.balacaSingletons?.delete("database");
    await database.db.destroy();
  };
});
afterAll(() => close());

/** The session the middleware finds for a request with this Cookie header (null for a visitor). */
async function sessionFor(cookie: string) {
  const context = new RouterContextProvider();
  await authMiddleware({ request: new Request("http://localhost/profile", { headers: { Cookie: cookie } }), context }, async () => new Response("ok"));
  return getSession(context);
}

describe("authMiddleware", () => {
  it("finds the parent of a signed session cookie, on every request that sends it", async () => {
    const parent = await createTestParent(db);
    const [setCookie = ""] = await startSession(new Request("http://localhost/auth", { method: "POST" }), parent.id);
    const cookie = setCookie.split(";")[0] ?? "";
    expect((await sessionFor(cookie))?.user.id).toBe(parent.id);
    expect((await sessionFor(`lng=ImVuIg%3D%3D; ${cookie}`))?.user.id).toBe(parent.id);
  });

  it("refuses a forged signature, an unsigned token and an empty cookie, each time", async () => {
    const parent = await createTestParent(db);
    const [setCookie = ""] = await startSession(new Request("http://localhost/auth", { method: "POST" }), parent.id);
    const genuine = setCookie.split(";")[0] ?? "";
    const forged = genuine.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(forged).not.toBe(genuine);
    expect(await sessionFor(genuine)).not.toBeNull();
    for (const cookie of [forged, forged, "__session=InRva2VuLTEi", "__session="]) expect(await sessionFor(cookie), cookie).toBeNull();
  });
});
