import { useTranslation } from "~/infrastructure/i18n/context";

/** content.md: on the start and result pages — a screening aid, not a diagnosis. */
export function AutismDisclaimer() {
  const { t } = useTranslation();
  return (
    <p className="notice autism-disclaimer" role="note">
      {t("autism.disclaimer")}
    </p>
  );
}
