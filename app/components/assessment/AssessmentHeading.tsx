import { useTranslation } from "~/lib/i18n/context";

/** The assessment's title and the age band its questions are for (with the prematurity note). */
export function AssessmentHeading({ band, weeksEarly }: { band: { minMonths: number; maxMonths: number }; weeksEarly: number }) {
  const { t } = useTranslation();
  const range = t("assessment.bandRange", { min: band.minMonths, max: band.maxMonths });
  return (
    <header className="assessment-heading">
      <p className="eyebrow">{t("assessment.title")}</p>
      <p className="fine-print">
        {t("assessment.questionsFor", { range })}
        {weeksEarly > 0 ? `, ${t("assessment.corrected", { count: weeksEarly })}` : null}
      </p>
    </header>
  );
}
