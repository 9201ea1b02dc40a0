import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { DB } from "../../app/db.server";
import { LEGAL_DOCUMENT_IDS } from "../../app/content/legal/types";
import { createSession, findSession } from "../../app/domain/accounts/sessions.server";
import { acceptDocuments } from "../../app/domain/legal/acceptances.server";
import { sessionContext } from "../../app/infrastructure/auth.server";
import { createTestParent } from "./accounts";
import { createTestDatabase } from "./test-database";

const store = globalThis as typeof globalThis & { balacaSingletons?: Map<string, unknown> };

/**
 * A test database for the whole file that the application's own code finds through getDb()
 * (loaders, actions, the auth middleware), as the process's database: call it at the top level
 * of the test file, and read `.db` inside the tests.
 */
export function appTestDatabase(): { readonly db: DB } {
  let db: DB | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    store.balacaSingletons ??= new Map();
    store.balacaSingletons.set("database", database);
  });
  afterAll(async () => {
    store.balacaSingletons?.delete("database");
    await db?.destroy();
  });
  return {
    get db() {
      if (!db) throw new Error("The test database is opened in beforeAll: read it inside a test.");
      return db;
    },
  };
}

/**
 * A new parent, signed in: the request context a loader or action gets for them once the auth
 * middleware has found their session. `acceptedDocuments`: they have accepted the legal
 * documents, as the pages behind requireParent ask.
 */
export async function signedInParent(db: DB, options: { acceptedDocuments?: boolean } = {}) {
  const parent = await createTestParent(db);
  if (options.acceptedDocuments) await acceptDocuments(db, parent.id, [...LEGAL_DOCUMENT_IDS]);
  const { token } = await createSession(db, parent.id);
  const context = new RouterContextProvider();
  context.set(sessionContext, await findSession(db, token));
  return { parent, context };
}
