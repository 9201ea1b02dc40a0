import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestParent } from "../../tests/support/accounts";
import { appTestDatabase } from "../../tests/support/signed-in";
import { authMiddleware, getSession, startSession } from "./auth.server";
import { initSecrets } from "./secrets.server";

// The middleware reads the process's database through getDb(): this one.
const app = appTestDatabase();
beforeAll(async () => {
  await initSecrets(app.db, ["a-session-secret-for-the-auth-tests"]);
});

/** The session the middleware finds for a request with this Cookie header (null for a visitor). */
async function sessionFor(cookie: string) {
  const context = new RouterContextProvider();
  await authMiddleware({ request: new Request("http://localhost/profile", { headers: { Cookie: cookie } }), context }, async () => new Response("ok"));
  return getSession(context);
}

describe("authMiddleware", () => {
  it("finds the parent of a signed session cookie, on every request that sends it", async () => {
    const parent = await createTestParent(app.db);
    const [setCookie = ""] = await startSession(new Request("http://localhost/auth", { method: "POST" }), parent.id);
    const cookie = setCookie.split(";")[0] ?? "";
    expect((await sessionFor(cookie))?.user.id).toBe(parent.id);
    expect((await sessionFor(`lng=ImVuIg%3D%3D; ${cookie}`))?.user.id).toBe(parent.id);
  });

  it("refuses a forged signature, an unsigned token and an empty cookie, each time", async () => {
    const parent = await createTestParent(app.db);
    const [setCookie = ""] = await startSession(new Request("http://localhost/auth", { method: "POST" }), parent.id);
    const genuine = setCookie.split(";")[0] ?? "";
    const forged = genuine.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(forged).not.toBe(genuine);
    expect(await sessionFor(genuine)).not.toBeNull();
    for (const cookie of [forged, forged, "__session=InRva2VuLTEi", "__session="]) expect(await sessionFor(cookie), cookie).toBeNull();
  });
});
