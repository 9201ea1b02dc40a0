import type { Route } from "./+types/kept";
import { getDb } from "~/db.server";
import { offlineManifest } from "~/domain/offline/manifest.server";
import { getSession } from "~/infrastructure/auth.server";
import { getLanguage } from "~/infrastructure/i18n.server";

/**
 * GET /offline/manifest.json: what the service worker keeps for this browser (ADR 040): the
 * shell's files, and the pages with the files each needs, for the signed-in parent's children
 * whose offline mode is on (the free games for everyone else). Never cached: it is the
 * account's own list.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = getSession(context);
  const manifest = await offlineManifest(getDb(), session?.user.id ?? null, getLanguage(context));
  return Response.json(manifest, { headers: { "Cache-Control": "no-store" } });
}
