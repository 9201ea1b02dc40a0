import type { Route } from "./+types/card-save";
import { ApiError, apiHandler, apiJson, idempotencyKeyOf, methodNotAllowed, requireApiParent } from "~/infrastructure/api.server";
import { refusalText } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { startAddingCard } from "~/domain/cards/cards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import type { z } from "zod";
import type { CardSaveJson } from "~/domain/api/schemas";

/**
 * POST /api/cards/save — starts Epoint's card registration: answers the page where the parent
 * types the card (a small verification charge may apply); the card is saved by the signed
 * callback. An `Idempotency-Key` header makes a retry the same registration.
 */
export function action({ request, context }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const gateway = getPaymentGateway();
    if (!gateway) throw new ApiError(503, "Payments are not available right now");
    const result = await startAddingCard(getDb(), gateway, {
      userId,
      idempotencyKey: idempotencyKeyOf(request, false) ?? crypto.randomUUID(),
      language: getLanguage(context),
      origin: publicOrigin(request),
    });
    if (result.kind !== "redirect") throw new ApiError(502, refusalText(result.message));
    return apiJson(
      { redirect_url: result.url, message: "Saving your card securely... (Small verification charge may apply)" } satisfies z.output<typeof CardSaveJson>,
      201,
    );
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
