import type { Route } from "./+types/sw";
import { serviceWorkerScript } from "~/domain/offline/worker-script.server";

/**
 * GET /sw.js: offline mode's service worker (ADR 040), at the root so that its scope is the
 * whole site. Always checked again (`no-cache`): a new build must reach the browser at its next
 * visit; the body names the build's version, so the browser sees a new worker exactly when
 * the build changed.
 */
export async function loader(_args: Route.LoaderArgs) {
  const script = await serviceWorkerScript();
  if (script === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(script, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" } });
}
