import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { FieldErrors } from "~/components/forms/Field";
import { WEEKS_EARLY_MAX, WEEKS_EARLY_MIN } from "~/domain/assessment/assessment-limits";
import { useTranslation } from "~/infrastructure/i18n/context";

const WEEKS = Array.from({ length: WEEKS_EARLY_MAX - WEEKS_EARLY_MIN + 1 }, (_, index) => WEEKS_EARLY_MIN + index);

/** "Born early?": at term, or 4-16 weeks early (children under 24 months get corrected age). */
export function WeeksEarlyField({ meta }: { meta: FieldMetadata<string> }) {
  const { t } = useTranslation();
  const selectProps = getSelectProps(meta, { ariaDescribedBy: meta.descriptionId });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{t("assessment.weeksEarlyLabel")}</label>
      <p id={meta.descriptionId} className="field-hint">
        {t("assessment.weeksEarlyHint")}
      </p>
      <select {...selectProps} defaultValue={selectProps.defaultValue ?? "0"}>
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
