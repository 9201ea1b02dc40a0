import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/Field";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

/**
 * The explicit-consent box for health-related data (assessment and screening results), with the
 * server's error next to it. Unticked by default; the form's schema requires it.
 */
export function HealthConsentField({ meta }: { meta: FieldMetadata<string> }) {
  const { t } = useTranslation();
  return (
    <div className="field field-checkbox">
      <label className="choice">
        <input {...getInputProps(meta, { type: "checkbox", value: "yes" })} />
        <span>{t("legal.healthConsent.label", { brand: BRAND_NAME })}</span>
      </label>
      <p className="field-hint">
        <AppLink to="/privacy" target="_blank" rel="noopener">
          {t("legal.healthConsent.more")}
        </AppLink>
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
