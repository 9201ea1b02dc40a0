import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { FieldErrors } from "~/components/forms/Field";
import { COUPON_CODE_MAX } from "~/domain/coupons/coupon-limits";
import { useTranslation } from "~/infrastructure/i18n/context";

/** A coupon in the box: its code locked in the field, a summary of what it does, and a button that removes it. */
export interface AppliedCouponView {
  code: string;
  summary: string | null;
}

/**
 * The promo code box of the plans page and the checkout (spec section 4, coupon box):
 * collapsed / expanded (a <details>, so no script is needed), apply, applied with the field
 * locked and a remove button. Apply and remove are form posts to the page's own action; a code
 * the server refused comes back in the field (conform's `code` field of the form `coupon`) with
 * the reason next to it.
 */
export function CouponBox({
  field,
  applied,
  offeredCode = "",
  hiddenFields,
}: {
  field: FieldMetadata<string>;
  applied: AppliedCouponView | null;
  /** A code offered from elsewhere (e.g. "My coupons"): the box opens with it typed in. */
  offeredCode?: string;
  hiddenFields?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const refused = Boolean(field.errors?.length);
  const open = applied !== null || refused || offeredCode !== "";
  const hidden = Object.entries(hiddenFields ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const inputProps = getInputProps(field, { type: "text", ariaDescribedBy: "coupon-hint" });
  return (
    <details className="card coupon-box" open={open}>
      <summary>{t("subscription.coupon.toggle")}</summary>
      {applied && !refused ? (
        <Form method="post" id={field.formId} className="form coupon-form">
          {hidden}
          <div className="field">
            <label htmlFor={field.id}>{t("subscription.coupon.label")}</label>
            <input id={field.id} name={field.name} value={applied.code} readOnly aria-describedby="coupon-applied" />
            <p id="coupon-applied" className="coupon-applied">
              {applied.summary ?? t("subscription.coupon.appliedShort", { code: applied.code })}
            </p>
          </div>
          <button type="submit" name="intent" value="remove-coupon" className="button button-secondary">
            {t("subscription.coupon.remove")}
          </button>
        </Form>
      ) : (
        <Form method="post" id={field.formId} noValidate className="form coupon-form">
          {hidden}
          <div className="field">
            <label htmlFor={field.id}>{t("subscription.coupon.label")}</label>
            <p id="coupon-hint" className="field-hint">
              {t("subscription.coupon.hint")}
            </p>
            <input {...inputProps} defaultValue={inputProps.defaultValue ?? offeredCode} maxLength={COUPON_CODE_MAX} autoComplete="off" />
            <FieldErrors id={field.errorId} errors={field.errors} />
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
