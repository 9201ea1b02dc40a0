import type { Route } from "./+types/transactions";
import { apiHandler, apiJson, requireApiParent } from "~/domain/api/api.server";
import { transactionJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { transactionFilterFrom } from "~/domain/payments/transactions";
import { listTransactions } from "~/domain/payments/transactions.server";

/** GET /api/payments/transactions[?status=…&coupon_code=…] — the parent's payments, newest first, as {data: [...]}. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    const params = new URL(request.url).searchParams;
    const filter = transactionFilterFrom(new URLSearchParams({ status: params.get("status") ?? "", coupon: params.get("coupon_code") ?? "" }));
    const data = (await listTransactions(getDb(), userId, filter)).map(transactionJson);
    return apiJson({ data, count: data.length });
  });
}
