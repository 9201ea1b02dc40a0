import { Form } from "react-router";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { useTranslation } from "~/lib/i18n/context";

export type CouponBoxState =
  /** Nothing applied: the box is collapsed unless a code was offered (e.g. from "My coupons"). */
  | { kind: "empty"; offeredCode: string }
  /** The typed code was refused: the box stays open with the reason next to the field. */
  | { kind: "refused"; code: string; reason: string }
  /** Applied: the code is locked in the field; a button removes it. */
  | { kind: "applied"; code: string; summary: string | null };

/**
 * The promo code box of the plans page and the checkout (spec section 4, coupon box):
 * collapsed / expanded (a <details>, so no script is needed), apply, applied with the field
 * locked and a remove button. Apply and remove are form posts to the page's own action (an
 * empty code is refused there, with its message).
 */
export function CouponBox({ state, hiddenFields }: { state: CouponBoxState; hiddenFields?: Record<string, string> }) {
  const { t } = useTranslation();
  const open = state.kind !== "empty" || state.offeredCode !== "";
  const hidden = Object.entries(hiddenFields ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <details className="card coupon-box" open={open}>
      <summary>{t("subscription.coupon.toggle")}</summary>
      {state.kind === "applied" ? (
        <Form method="post" className="form coupon-form">
          {hidden}
          <div className="field">
            <label htmlFor="coupon-code">{t("subscription.coupon.label")}</label>
            <input id="coupon-code" name="code" value={state.code} readOnly aria-describedby="coupon-applied" />
            <p id="coupon-applied" className="coupon-applied">
              {state.summary ?? t("subscription.coupon.appliedShort", { code: state.code })}
            </p>
          </div>
          <button type="submit" name="intent" value="remove-coupon" className="button button-secondary">
            {t("subscription.coupon.remove")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="form coupon-form">
          {hidden}
          <div className="field">
            <label htmlFor="coupon-code">{t("subscription.coupon.label")}</label>
            <p id="coupon-hint" className="field-hint">
              {t("subscription.coupon.hint")}
            </p>
            <input
              id="coupon-code"
              name="code"
              defaultValue={state.kind === "empty" ? state.offeredCode : state.code}
              maxLength={COUPON_CODE_MAX}
              autoComplete="off"
              aria-invalid={state.kind === "refused" ? true : undefined}
              aria-describedby={state.kind === "refused" ? "coupon-hint coupon-error" : "coupon-hint"}
            />
            {state.kind === "refused" ? (
              <ul id="coupon-error" className="field-errors">
                <li>{state.reason}</li>
              </ul>
            ) : null}
          </div>
          {/* Enter in the field applies (the form's only submit button). */}
          <button type="submit" name="intent" value="apply-coupon" className="button button-secondary">
            {t("subscription.coupon.apply")}
          </button>
        </Form>
      )}
    </details>
  );
}
