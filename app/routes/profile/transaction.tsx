import { data } from "react-router";
import type { Route } from "./+types/transaction";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { transactionPurposeKey } from "~/domain/payments/transactions";
import { findTransaction } from "~/domain/payments/transactions.server";
import { paidPlanName } from "~/domain/subscriptions/plans";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "none" };

/** One payment of the parent's; another parent's order answers 404, as an unknown one does. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const transaction = await findTransaction(getDb(), session.user.id, params.orderId);
  if (!transaction) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  const language = getLanguage(context);
  const format = (minor: number) => formatMoney({ minor, currency: currencyFromCode(transaction.currency) }, language);
  return {
    orderId: transaction.orderId,
    purpose: transactionPurposeKey(transaction),
    planName: paidPlanName(transaction, language),
    status: transaction.status,
    couponCode: transaction.couponCode,
    original: format(transaction.originalMinor),
    discount: transaction.discountMinor > 0 ? format(transaction.discountMinor) : null,
    amount: format(transaction.amountMinor),
    failureCode: transaction.failureCode,
    createdAt: transaction.createdAt,
    completedAt: transaction.completedAt,
  };
}

export default function TransactionDetail({ loaderData: transaction }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="transaction-title" className="profile-sections">
      <PageMeta title={t("billing.detailMetaTitle", { order: transaction.orderId, brand: BRAND_NAME })} />
      <div className="card">
        <h2 id="transaction-title">{t("billing.detailTitle", { order: transaction.orderId })}</h2>
        <dl className="detail-list">
          <dt>{t("billing.columns.what")}</dt>
          <dd>{t(`billing.purpose.${transaction.purpose}`, { plan: transaction.planName ?? t("billing.planUnknown") })}</dd>
          <dt>{t("billing.columns.status")}</dt>
          <dd>{t(`billing.status.${transaction.status}`)}</dd>
          <dt>{t("billing.detailOriginal")}</dt>
          <dd>{transaction.original}</dd>
          {transaction.discount ? (
            <>
              <dt>{t("billing.detailDiscount")}</dt>
              <dd>
                {transaction.discount} ({transaction.couponCode ?? t("billing.noCoupon")})
              </dd>
            </>
          ) : null}
          <dt>{t("billing.detailAmount")}</dt>
          <dd>{transaction.amount}</dd>
          <dt>{t("billing.columns.coupon")}</dt>
          <dd>{transaction.couponCode ?? t("billing.noCoupon")}</dd>
          {transaction.failureCode ? (
            <>
              <dt>{t("billing.detailFailure")}</dt>
              <dd>{transaction.failureCode}</dd>
            </>
          ) : null}
          <dt>{t("billing.detailCreated")}</dt>
          <dd>{formatDate(transaction.createdAt, language)}</dd>
          {transaction.completedAt ? (
            <>
              <dt>{t("billing.detailCompleted")}</dt>
              <dd>{formatDate(transaction.completedAt, language)}</dd>
            </>
          ) : null}
        </dl>
        <p>
          <AppLink to="/profile/transactions" className="back-link">
            {t("billing.backToTransactions")}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
