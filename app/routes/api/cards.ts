import type { Route } from "./+types/cards";
import { apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { cardJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { listCards } from "~/domain/cards/cards.server";

/** GET /api/cards/ — the parent's saved cards (mask, brand, default, last use). */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    return apiJson((await listCards(getDb(), userId)).map(cardJson));
  });
}
