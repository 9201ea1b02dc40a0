import type { Route } from "./+types/transactions";
import { apiHandler, apiJson, parseQuery, requireApiParent } from "~/infrastructure/api.server";
import { TransactionsQuery } from "~/domain/api/schemas";
import { transactionJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { transactionFilterFrom } from "~/domain/payments/transactions";
import { listTransactions } from "~/domain/payments/transactions.server";
import type { z } from "zod";
import type { TransactionListJson } from "~/domain/api/schemas";

/** GET /api/payments/transactions[?status=…&coupon_code=…] — the parent's payments, newest first, as {data: [...]}; an unknown status is a 400. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiHandler(async () => {
    const userId = await requireApiParent(request, context);
    const query = parseQuery(TransactionsQuery, request);
    const filter = transactionFilterFrom(new URLSearchParams({ status: query.status ?? "", coupon: query.coupon_code ?? "" }));
    const data = (await listTransactions(getDb(), userId, filter)).map(transactionJson);
    return apiJson({ data, count: data.length } satisfies z.output<typeof TransactionListJson>);
  });
}
