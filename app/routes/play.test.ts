import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestParent } from "../../tests/support/accounts";
import { createTestDatabase } from "../../tests/support/test-database";
import { LEGAL_DOCUMENT_IDS } from "~/content/legal/types";
import type { DB } from "~/db.server";
import { createSession, findSession } from "~/domain/accounts/sessions.server";
import { addChild } from "~/domain/children/children.server";
import { acceptDocuments } from "~/domain/legal/acceptances.server";
import { sessionContext } from "~/lib/auth.server";
import { loader } from "./play";

const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
let db: DB;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  // The loader reads the process's database through getDb(): point it at this one.
  store.balacaSingletons ??= new Map();
  store.balacaSingletons.set("database", database);
  close = async () => {
    store.balacaSingletons?.delete("database");
    await database.db.destroy();
  };
});
afterAll(() => close());

/** A parent who has accepted the documents, signed in. */
async function signedIn() {
  const parent = await createTestParent(db);
  await acceptDocuments(db, parent.id, [...LEGAL_DOCUMENT_IDS]);
  const { token } = await createSession(db, parent.id);
  const context = new RouterContextProvider();
  context.set(sessionContext, await findSession(db, token));
  return { parent, context };
}

function load(path: string, context: RouterContextProvider) {
  const request = new Request(`http://localhost${path}`);
  return loader({ request, params: {}, context, url: new URL(request.url), pattern: "/play" } as unknown as Parameters<typeof loader>[0]);
}

describe("GET /play?child=", () => {
  it("chooses the parent's own child and comes back to /play; someone else's child answers 403", async () => {
    const { parent, context } = await signedIn();
    const older = await addChild(db, parent.id, { firstName: "Murad", lastName: "", birthDate: "2021-03-01" });
    await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-10" });
    const answer = await load(`/play?child=${older.id}`, context).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/play");
    expect((await db.selectFrom("users").select("selected_child_id").where("id", "=", parent.id).executeTakeFirstOrThrow()).selected_child_id).toBe(older.id);

    const stranger = await signedIn();
    const refused = await load(`/play?child=${older.id}`, stranger.context).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ init: { status: 403 } });
  });
});
