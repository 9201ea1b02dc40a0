import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestParent } from "../../tests/support/accounts";
import { createTestDatabase } from "../../tests/support/test-database";
import { LEGAL_DOCUMENT_IDS } from "~/content/legal/types";
import { acceptDocuments } from "~/domain/legal/acceptances.server";
import { sessionContext } from "~/infrastructure/auth.server";
import type { DB } from "~/db.server";
import { requireParent } from "./guards.server";
import { createSession, findSession } from "~/domain/accounts/sessions.server";

/** Counts the statements run through it. */
class CountingPlugin implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const counter = new CountingPlugin();
const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };
let db: DB;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  // requireParent reads the process's database through getDb(): point it at this one, counted.
  store.balacaSingletons ??= new Map();
  store.balacaSingletons.set("database", { ...database, db: database.db.withPlugin(counter) });
  close = async () => {
    store.balacaSingletons?.delete("database");
    await database.db.destroy();
  };
});
afterAll(() => close());

async function signedInContext(userId: string): Promise<RouterContextProvider> {
  const { token } = await createSession(db, userId);
  const context = new RouterContextProvider();
  context.set(sessionContext, await findSession(db, token));
  return context;
}

describe("requireParent", () => {
  it("sends a parent with documents to accept to the review screen", async () => {
    const parent = await createTestParent(db);
    const context = await signedInContext(parent.id);
    const refused = await requireParent(new Request("http://localhost/profile"), context).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/auth/legal");
  });

  it("asks the database once for a page's loaders together, and again for each use in a form's post", async () => {
    const parent = await createTestParent(db);
    await acceptDocuments(db, parent.id, LEGAL_DOCUMENT_IDS);
    const page = await signedInContext(parent.id);
    const request = new Request("http://localhost/profile/children");
    counter.count = 0;
    const sessions = await Promise.all([requireParent(request, page), requireParent(request, page)]);
    expect(sessions.map((session) => session.user.id)).toEqual([parent.id, parent.id]);
    expect(counter.count).toBe(1);

    const post = new Request("http://localhost/profile/children", { method: "POST" });
    const form = await signedInContext(parent.id);
    counter.count = 0;
    await requireParent(post, form);
    await requireParent(post, form);
    expect(counter.count).toBe(2);
  });
});
