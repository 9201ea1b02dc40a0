import type { Route } from "./+types/export";
import { getDb } from "~/db.server";
import { exportAccountData } from "~/domain/data-export/export.server";
import { requireParent } from "~/infrastructure/guards.server";

/** "Download my data": everything stored about the parent and their children, as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const body = JSON.stringify(await exportAccountData(getDb(), session.user.id), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="balaca-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
