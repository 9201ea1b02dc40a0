import type { AttachedResults } from "~/domain/expert/expert.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";

/** The results a parent chose to send with a question, as they stood when asked. */
export function AttachedResultsView({ results }: { results: AttachedResults }) {
  const { t, language } = useTranslation();
  if (!results.development && !results.autism) return <p>{t("expert.noSavedResults")}</p>;
  return (
    <ul className="attached-results">
      {results.development ? (
        <li>
          {t("expert.development", {
            date: formatDate(results.development.completedAt, language),
            count: results.development.ageMonths,
            percentage: results.development.percentage,
          })}
          <ul>
            {results.development.areas.map((area) => (
              <li key={area.domain}>
                {t("expert.area", { area: t(`areas.${area.domain}`), percentage: area.percentage, status: t(`assessment.status.${area.status}`) })}
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      {results.autism ? (
        <li>
          {t("expert.autism", {
            date: formatDate(results.autism.completedAt, language),
            count: results.autism.ageMonths,
            level: t(`autism.level.${results.autism.riskLevel}`),
          })}
        </li>
      ) : null}
    </ul>
  );
}
