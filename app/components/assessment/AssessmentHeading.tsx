import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";

/** Whom an assessment is for: the child's name, or the birth date when no name was given. */
export function useAssessedChild(): (child: { name: string | null; birthDate: string }) => string {
  const { t, language } = useTranslation();
  return (child) =>
    child.name
      ? t("assessment.assessingChildNamed", { name: child.name })
      : t("assessment.assessingChildBorn", { date: formatDate(child.birthDate, language) });
}

/**
 * The assessment's title, the child it is for (a parent may have several open at once) and the
 * age band its questions are for (with the prematurity note).
 */
export function AssessmentHeading({
  band,
  weeksEarly,
  child,
}: {
  band: { minMonths: number; maxMonths: number };
  weeksEarly: number;
  child: { name: string | null; birthDate: string };
}) {
  const { t } = useTranslation();
  const assessedChild = useAssessedChild();
  const range = t("assessment.bandRange", { min: band.minMonths, max: band.maxMonths });
  return (
    <header className="assessment-heading">
      <p className="eyebrow">{t("assessment.title")}</p>
      <p className="assessment-child">{assessedChild(child)}</p>
      <p className="fine-print">
        {t("assessment.questionsFor", { range })}
        {weeksEarly > 0 ? `, ${t("assessment.corrected", { count: weeksEarly })}` : null}
      </p>
    </header>
  );
}
