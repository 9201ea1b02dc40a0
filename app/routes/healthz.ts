/**
 * Liveness, for a supervisor deciding whether to restart the process: 200 whenever the process
 * answers, the database or a shutdown notwithstanding (a restart would mend neither). Balancers
 * ask /readyz instead.
 */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
