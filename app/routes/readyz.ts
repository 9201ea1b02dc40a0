import { sql } from "kysely";
import { getDb } from "~/db.server";
import { log } from "~/infrastructure/log.server";

/**
 * Readiness, for load balancers and rolling restarts: 200 when the database answers, 503 when
 * not. From a shutdown's first moment server.js answers 503 here before the application does.
 */
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
