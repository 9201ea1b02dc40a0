import type { Route } from "./+types/card-default";
import { ApiError, NOT_FOUND, apiHandler, apiJson, methodNotAllowed, requireApiParent } from "~/infrastructure/api.server";
import { cardJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { listCards, setDefaultCard } from "~/domain/cards/cards.server";

/** PUT /api/cards/{id}/default — makes the card the default; answers the card. */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    const userId = await requireApiParent(request, context);
    const db = getDb();
    if ((await setDefaultCard(db, userId, params.id)).kind === "not_found") throw new ApiError(404, NOT_FOUND);
    const card = (await listCards(db, userId)).find((each) => each.id === params.id);
    return apiJson(card ? cardJson(card) : null);
  });
}

export function loader() {
  return methodNotAllowed(["PUT"]);
}
