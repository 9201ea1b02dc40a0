import type { Route } from "./+types/transactions";
import { ApiError, apiHandler, apiJson, requireApiParent } from "~/domain/api/api.server";
import { transactionJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { TRANSACTION_STATUSES, transactionFilterFrom, unknownTransactionStatus } from "~/domain/payments/transactions";
import { listTransactions } from "~/domain/payments/transactions.server";

/** GET /api/payments/transactions[?status=…&coupon_code=…] — the parent's payments, newest first, as {data: [...]}; an unknown status is a 400. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    const params = new URL(request.url).searchParams;
    if (unknownTransactionStatus(params) !== null) throw new ApiError(400, `Unknown status; use one of: ${TRANSACTION_STATUSES.join(", ")}`);
    const filter = transactionFilterFrom(new URLSearchParams({ status: params.get("status") ?? "", coupon: params.get("coupon_code") ?? "" }));
    const data = (await listTransactions(getDb(), userId, filter)).map(transactionJson);
    return apiJson({ data, count: data.length });
  });
}
