import type { FieldMetadata } from "~/lib/forms/server-reply";
import { FieldErrors } from "~/components/forms/Field";
import { HEALTH_CONSENT_FIELD } from "~/domain/legal/health-consent-field";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/lib/i18n/context";
import { AppLink } from "~/components/AppLinks";

/**
 * The explicit-consent box for health-related data (assessment and screening results), with the
 * server's error next to it. Unticked by default; the form's schema requires it.
 */
export function HealthConsentField({ meta }: { meta: FieldMetadata }) {
  const { t } = useTranslation();
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="field field-checkbox">
      <label className="choice">
        <input
          type="checkbox"
          id={meta.id}
          name={HEALTH_CONSENT_FIELD}
          value="yes"
          defaultChecked={meta.initialValue === "yes"}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? meta.errorId : undefined}
        />
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
