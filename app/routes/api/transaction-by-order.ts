import type { Route } from "./+types/transaction-by-order";
import { ApiError, NOT_FOUND, apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { transactionJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { findTransaction } from "~/domain/payments/transactions.server";

/** GET /api/payments/transactions/order/{orderId} — one payment by its order id. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    const transaction = await findTransaction(getDb(), userId, params.orderId);
    if (!transaction) throw new ApiError(404, NOT_FOUND);
    return apiJson(transactionJson(transaction));
  });
}
