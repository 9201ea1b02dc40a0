import { randomBytes } from "node:crypto";
import type { DB } from "~/db.server";
import { singleton } from "~/infrastructure/singleton.server";

const state = singleton("secrets", () => ({
  session: null as string[] | null,
  simulator: null as { publicKey: string; privateKey: string } | null,
}));

/** A random value made once per installation and kept in the database under `name`. */
async function keptSecret(db: DB, name: string, make: () => string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return (await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow()).value;
}

export interface InstallationSecrets {
  session: string[];
  simulator: { publicKey: string; privateKey: string };
}

/**
 * The secrets of this installation: the configured session secrets, or else one made at random
 * on the first start; and the embedded payment simulator's merchant keys. Made once and kept in
 * the database (`app_secrets`: insert if missing, then read what is there), so sessions survive
 * restarts and every app process signs and verifies the same cookies and callbacks, whichever
 * process started first (ADR 019).
 */
export async function loadSecrets(db: DB, configured: string[] | undefined): Promise<InstallationSecrets> {
  return {
    session: configured && configured.length > 0 ? configured : [await keptSecret(db, "session", () => randomBytes(32).toString("base64url"))],
    // Made per installation, never in the source, so no one can sign a callback for another
    // installation's simulator.
    simulator: {
      publicKey: await keptSecret(db, "epoint_simulator_public_key", () => `i${randomBytes(5).toString("hex")}`),
      privateKey: await keptSecret(db, "epoint_simulator_private_key", () => randomBytes(32).toString("base64url")),
    },
  };
}

/** Settles this process's secrets (`loadSecrets`) before the first request. */
export async function initSecrets(db: DB, configured: string[] | undefined): Promise<void> {
  const secrets = await loadSecrets(db, configured);
  state.session = secrets.session;
  state.simulator = secrets.simulator;
}

/** The embedded Epoint simulator's keys of this installation. */
export function getSimulatorKeys(): { publicKey: string; privateKey: string } {
  if (!state.simulator) throw new Error("initSecrets() has not run: the server starts through app/startup.server.ts");
  return state.simulator;
}

export function getSessionSecrets(): string[] {
  if (!state.session) throw new Error("initSecrets() has not run: the server starts through app/startup.server.ts");
  return state.session;
}
