import type { Route } from "./+types/transaction-status";
import { ApiError, NOT_FOUND, apiHandler, apiJson, requireApiParent } from "~/infrastructure/api.server";
import { getDb } from "~/db.server";
import { findTransactionById } from "~/domain/payments/transactions.server";
import type { z } from "zod";
import type { TransactionStatusJson } from "~/domain/api/schemas";

/** GET /api/payments/transactions/{id}/status — a payment's status; another parent's is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    const transaction = await findTransactionById(getDb(), userId, params.id);
    if (!transaction) throw new ApiError(404, NOT_FOUND);
    return apiJson({ id: transaction.id, order_id: transaction.orderId, status: transaction.status, completed_at: transaction.completedAt } satisfies z.output<
      typeof TransactionStatusJson
    >);
  });
}
