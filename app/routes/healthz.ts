import { sql } from "kysely";
import { getDb } from "~/db.server";
import { log } from "~/lib/log.server";

/** For uptime checks and load balancers: 200 when the database answers, 503 when not. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await sql`select 1`.execute(getDb());
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    log.error("health check failed", { error });
    return Response.json({ status: "unavailable" }, { status: 503, headers });
  }
}
