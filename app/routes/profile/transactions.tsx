import { Form, data } from "react-router";
import type { Route } from "./+types/transactions";
import { Pagination } from "~/components/Pagination";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { TRANSACTION_STATUSES, transactionFilterFrom, transactionPurposeKey, unknownTransactionStatus } from "~/domain/payments/transactions";
import { hasTransactions, listTransactions } from "~/domain/payments/transactions.server";
import { paidPlanName } from "~/domain/subscriptions/plans";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { pageFrom, pageOf, pageWindow } from "~/lib/pagination";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "none" };

/** The parent's payments, filtered by status and coupon code with a plain GET form, 20 a page (?page=N). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const params = new URL(request.url).searchParams;
  const filter = transactionFilterFrom(params);
  // An unknown status lists nothing and says so, answered as a client's mistake.
  const unknownStatus = unknownTransactionStatus(params) !== null;
  const page = pageFrom(params);
  const language = getLanguage(context);
  const db = getDb();
  const [rows, hasAny] = await Promise.all([
    unknownStatus ? Promise.resolve([]) : listTransactions(db, session.user.id, filter, pageWindow(page)),
    hasTransactions(db, session.user.id),
  ]);
  const { items: transactions, ...pages } = pageOf(rows, page);
  return data(
    {
      filter,
      unknownStatus,
      hasAny,
      pages,
      transactions: transactions.map((transaction) => ({
        orderId: transaction.orderId,
        purpose: transactionPurposeKey(transaction),
        planName: paidPlanName(transaction, language),
        amount: formatMoney({ minor: transaction.amountMinor, currency: currencyFromCode(transaction.currency) }, language),
        status: transaction.status,
        couponCode: transaction.couponCode,
        createdAt: transaction.createdAt,
      })),
    },
    { status: unknownStatus ? 400 : 200 },
  );
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { filter, transactions, hasAny, pages, unknownStatus } = loaderData;
  return (
    <section aria-labelledby="transactions-title" className="profile-sections">
      <div className="card">
        <h2 id="transactions-title">{t("billing.transactionsTitle")}</h2>
        <p>{t("billing.transactionsIntro")}</p>
        {hasAny ? (
          <Form method="get" className="form filter-form">
            <div className="field">
              <label htmlFor="filter-status">{t("billing.filterStatus")}</label>
              <select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
                <option value="">{t("billing.filterAll")}</option>
                {TRANSACTION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`billing.status.${status}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-coupon">{t("billing.filterCoupon")}</label>
              <input id="filter-coupon" name="coupon" defaultValue={filter.couponCode ?? ""} maxLength={COUPON_CODE_MAX} autoComplete="off" />
            </div>
            <div className="button-row">
              <button type="submit" className="button button-secondary">
                {t("billing.filterSubmit")}
              </button>
              {filter.status || filter.couponCode ? (
                <AppLink to="/profile/transactions" className="standalone-link">
                  {t("billing.filterClear")}
                </AppLink>
              ) : null}
            </div>
          </Form>
        ) : null}
        {unknownStatus ? (
          <p className="form-message form-message-error" role="alert">
            {t("billing.filterUnknownStatus")}
          </p>
        ) : transactions.length === 0 ? (
          <p className="empty">{hasAny ? t("billing.transactionsNoMatch") : t("billing.transactionsEmpty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="transactions-table stacked-table">
              <thead>
                <tr>
                  <th scope="col">{t("billing.columns.date")}</th>
                  <th scope="col">{t("billing.columns.what")}</th>
                  <th scope="col">{t("billing.columns.amount")}</th>
                  <th scope="col">{t("billing.columns.status")}</th>
                  <th scope="col">{t("billing.columns.coupon")}</th>
                  <th scope="col">{t("billing.columns.order")}</th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((transaction) => (
                  <tr key={transaction.orderId}>
                    <td data-label={t("billing.columns.date")}>{formatDate(transaction.createdAt, language)}</td>
                    <td data-label={t("billing.columns.what")}>
                      {t(`billing.purpose.${transaction.purpose}`, { plan: transaction.planName ?? t("billing.planUnknown") })}
                    </td>
                    <td data-label={t("billing.columns.amount")}>{transaction.amount}</td>
                    <td data-label={t("billing.columns.status")}>{t(`billing.status.${transaction.status}`)}</td>
                    <td data-label={t("billing.columns.coupon")}>{transaction.couponCode ?? t("billing.noCoupon")}</td>
                    <td data-label={t("billing.columns.order")}>
                      <AppLink
                        to={`/profile/transactions/${encodeURIComponent(transaction.orderId)}`}
                        aria-label={t("billing.detailsOf", { order: transaction.orderId })}
                      >
                        {transaction.orderId}
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={pages} label={t("billing.transactionsTitle")} />
      </div>
    </section>
  );
}
