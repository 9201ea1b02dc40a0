import type { Route } from "./+types/card";
import { ApiError, NOT_FOUND, apiHandler, methodNotAllowed, parseQuery, requireApiParent } from "~/infrastructure/api.server";
import { CardDeleteQuery } from "~/domain/api/schemas";
import { cardJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { deleteCard } from "~/domain/cards/cards.server";

/**
 * DELETE /api/cards/{id}[?replacement_id=…] — deletes a card (204). The card paying the
 * renewals needs `replacement_id` (409 lists the cards that can take over), and cannot go
 * while it is the only one.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const userId = await requireApiParent(request, context);
    const { replacement_id: replacement } = parseQuery(CardDeleteQuery, request);
    const result = await deleteCard(getDb(), userId, params.id, replacement || null);
    if (result.kind === "not_found") throw new ApiError(404, NOT_FOUND);
    if (result.kind === "needs_replacement") {
      throw new ApiError(409, "This card pays the subscription renewals: give replacement_id, one of your other cards", {
        options: result.others.map(cardJson),
      });
    }
    if (result.kind === "only_card_for_renewal")
      throw new ApiError(409, "This is the only card for the subscription renewals: add another card or turn auto-renewal off first");
    return new Response(null, { status: 204 });
  });
}

export function loader() {
  return methodNotAllowed(["DELETE"]);
}
