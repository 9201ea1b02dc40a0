import { createHash } from "node:crypto";
import type { DB } from "~/db.server";

/**
 * A fingerprint of every plan as stored (prices, names, order, whether it is offered): it
 * changes with any write to the plans, by `npm run plans:load`, the seed or an operator's SQL,
 * whichever process or machine made it. Processes that keep rendered pages compare it every few
 * seconds (server/shared-html.ts). The table holds a handful of rows, so reading it whole is as
 * cheap as any counter would be, and no writer has to remember to bump one.
 */
export async function plansVersion(db: DB): Promise<string> {
  const rows = await db.selectFrom("subscription_plans").selectAll().orderBy("plan_id").execute();
  return createHash("sha256").update(JSON.stringify(rows)).digest("base64url");
}
