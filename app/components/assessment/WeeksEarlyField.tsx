import type { FieldMetadata } from "~/lib/forms/server-reply";
import { FieldErrors } from "~/components/forms/Field";
import { WEEKS_EARLY_MAX, WEEKS_EARLY_MIN } from "~/domain/assessment/assessment-limits";
import { useTranslation } from "~/lib/i18n/context";

const WEEKS = Array.from({ length: WEEKS_EARLY_MAX - WEEKS_EARLY_MIN + 1 }, (_, index) => WEEKS_EARLY_MIN + index);

/** "Born early?": at term, or 4-16 weeks early (children under 24 months get corrected age). */
export function WeeksEarlyField({ meta }: { meta: FieldMetadata }) {
  const { t } = useTranslation();
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{t("assessment.weeksEarlyLabel")}</label>
      <p id={meta.descriptionId} className="field-hint">
        {t("assessment.weeksEarlyHint")}
      </p>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : "0"}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${meta.descriptionId} ${meta.errorId}` : meta.descriptionId}
      >
        <option value="0">{t("assessment.weeksEarlyNone")}</option>
        {WEEKS.map((weeks) => (
          <option key={weeks} value={String(weeks)}>
            {t("assessment.weeksEarlyOption", { count: weeks })}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
