import { Form } from "react-router";
import type { Route } from "./+types/coupons";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { couponOverview, couponUsage } from "~/domain/coupons/coupons.server";
import { allowCouponCheck } from "~/domain/coupons/limits.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { isOneLineText } from "~/lib/plain-text";
import { requestInfoContext } from "~/infrastructure/request-info";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

/**
 * The parent's coupons: check a code (what it gives, a gift's balance left, why it cannot be
 * used), use it on the plans page, and the history of coupons used with the total saved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const language = getLanguage(context);
  const typed = (new URL(request.url).searchParams.get("code") ?? "").trim().slice(0, 64);
  const format = (minor: number, currency: string | null) => formatMoney({ minor, currency: currencyFromCode(currency) }, language);
  let checked = null;
  if (typed) {
    if (typed.length > COUPON_CODE_MAX) checked = { code: typed, failure: "too_long" as const };
    else if (!isOneLineText(typed)) checked = { code: typed, failure: "characters" as const };
    else if (!(await allowCouponCheck(db, { userId: session.user.id, ip: context.get(requestInfoContext).ip })))
      checked = { code: typed.toUpperCase(), failure: "rate_limited" as const };
    else {
      const overview = await couponOverview(db, typed);
      checked = !overview.found
        ? { code: overview.code, failure: "invalid" as const }
        : {
            code: overview.code,
            failure: overview.unusableBecause,
            kind: overview.kind,
            percentOff: overview.percentOff,
            amountOff: overview.amountOffMinor === null ? null : format(overview.amountOffMinor, overview.currency),
            remaining: overview.remainingBalanceMinor === null ? null : format(overview.remainingBalanceMinor, overview.currency),
            minOrder: overview.minOrderMinor > 0 ? format(overview.minOrderMinor, overview.currency) : null,
            validUntil: overview.validUntil,
          };
    }
  }
  const usage = await couponUsage(db, session.user.id);
  return {
    typed,
    checked,
    usage: {
      totalUses: usage.totalUses,
      totalSaved: format(usage.totalSavedMinor, "AZN"),
      uses: usage.uses.map((use) => ({ code: use.code, orderId: use.orderId, saved: format(use.discountMinor, use.currency), redeemedAt: use.redeemedAt })),
    },
  };
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { checked, usage } = loaderData;
  return (
    <section aria-labelledby="coupons-title" className="profile-sections">
      <div className="card">
        <h2 id="coupons-title">{t("billing.couponsTitle")}</h2>
        <p>{t("billing.couponsIntro")}</p>
        <Form method="get" className="form">
          <div className="field">
            <label htmlFor="coupon-code">{t("billing.couponCode")}</label>
            <input
              id="coupon-code"
              name="code"
              defaultValue={loaderData.typed}
              maxLength={COUPON_CODE_MAX}
              autoComplete="off"
              required
              aria-invalid={checked?.failure ? true : undefined}
              aria-describedby={checked?.failure ? "coupon-error" : undefined}
            />
            {checked?.failure ? (
              <ul id="coupon-error" className="field-errors">
                <li>{t(`subscription.coupon.failures.${checked.failure}`, { count: COUPON_CODE_MAX })}</li>
              </ul>
            ) : null}
          </div>
          <button type="submit" className="button button-secondary">
            {t("billing.couponCheck")}
          </button>
        </Form>
        {checked && "kind" in checked ? (
          <div className={checked.failure ? "coupon-result" : "coupon-result notice"} aria-live="polite">
            <p>
              <strong>{checked.code}</strong>:{" "}
              {checked.kind === "percent"
                ? t("billing.couponPercent", { percent: checked.percentOff ?? 0 })
                : checked.kind === "fixed"
                  ? t("billing.couponFixed", { amount: checked.amountOff ?? "" })
                  : t("billing.couponGift", { remaining: checked.remaining ?? "", total: checked.amountOff ?? "" })}
            </p>
            {checked.minOrder ? <p className="fine-print">{t("billing.couponMinOrder", { amount: checked.minOrder })}</p> : null}
            {checked.validUntil ? <p className="fine-print">{t("billing.couponValidUntil", { date: formatDate(checked.validUntil, language) })}</p> : null}
            {checked.failure ? null : (
              <p>
                <AppLink to={`/subscription/plans?coupon=${encodeURIComponent(checked.code)}`} className="button button-primary">
                  {t("billing.couponUse")}
                </AppLink>
              </p>
            )}
          </div>
        ) : null}
      </div>
      <div className="card">
        <h2 id="usage-title">{t("billing.usageTitle")}</h2>
        {usage.totalUses === 0 ? (
          <p className="empty">{t("billing.usageEmpty")}</p>
        ) : (
          <>
            <p>
              <strong>{t("billing.usageTotals", { uses: t("billing.usageTimes", { count: usage.totalUses }), saved: usage.totalSaved })}</strong>
            </p>
            <ul className="plain-list history-list" aria-labelledby="usage-title">
              {usage.uses.map((use) => (
                <li key={use.orderId}>
                  {t("billing.usageItem", { date: formatDate(use.redeemedAt, language), code: use.code, saved: use.saved })}{" "}
                  <AppLink to={`/profile/transactions/${encodeURIComponent(use.orderId)}`}>{t("billing.detailsOf", { order: use.orderId })}</AppLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
