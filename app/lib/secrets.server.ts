import { randomBytes } from "node:crypto";
import type { DB } from "~/db.server";
import { singleton } from "~/lib/singleton.server";

const state = singleton("secrets", () => ({ session: null as string[] | null }));

/**
 * Settles the secrets that sign cookies: the configured ones, or else one made at random
 * on the first start and kept in the database so sessions survive restarts.
 */
export async function initSecrets(db: DB, configured: string[] | undefined): Promise<void> {
  if (configured && configured.length > 0) {
    state.session = configured;
    return;
  }
  await db
    .insertInto("app_secrets")
    .values({ name: "session", value: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", "session").executeTakeFirstOrThrow();
  state.session = [row.value];
}

export function getSessionSecrets(): string[] {
  if (!state.session) throw new Error("initSecrets() has not run: the server starts through app/startup.server.ts");
  return state.session;
}
