import type { Route } from "./+types/assessment";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { assessmentTab, lockedReason } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { formatPercent } from "~/lib/percent";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  return { locked, childName: viewer.child?.firstName ?? null, assessments: locked ? null : await assessmentTab(viewer) };
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export default function AssessmentTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, assessments, childName } = loaderData;
  return (
    <TabFrame tab="assessment" locked={locked}>
      {assessments === null ? null : childName === null ? (
        <p>{t("dashboard.assessment.noChild")}</p>
      ) : assessments.results.length === 0 && assessments.screenings.length === 0 ? (
        <p>
          {t("dashboard.assessment.empty")} <AppLink to="/assessment">{t("dashboard.assessment.takeAgain")}</AppLink>
        </p>
      ) : (
        <>
          {assessments.nextCheck ? (
            <p className="notice">{t("dashboard.assessment.nextCheck", { date: formatDate(assessments.nextCheck, language), name: childName })}</p>
          ) : null}
          <h3>{t("dashboard.assessment.resultsTitle")}</h3>
          {assessments.results.length === 0 ? (
            <p>
              {t("dashboard.assessment.developmentalEmpty")} <AppLink to="/assessment">{t("dashboard.assessment.takeAgain")}</AppLink>
            </p>
          ) : (
            <ul className="dashboard-cards">
              {assessments.results.map((result) => (
                <li key={result.id} className="card dashboard-card">
                  <p className="dashboard-card-title">
                    <AppLink to={result.href}>{formatDate(result.completedAt, language)}</AppLink>{" "}
                    <span className="dashboard-muted">{t("dashboard.assessment.ages", { min: result.band.minMonths, max: result.band.maxMonths })}</span>
                  </p>
                  <dl className="dashboard-facts">
                    {result.domains.map((domain) => (
                      <div key={domain.domain}>
                        <dt>{t(`areas.${domain.domain}`)}</dt>
                        <dd>
                          {formatPercent(domain.percentage, language)}{" "}
                          <span className="dashboard-muted">({domain.change === null ? t("dashboard.assessment.noChange") : signed(domain.change)})</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          <h3 id="screening-title">{t("autism.historyTitle")}</h3>
          {assessments.screenings.length === 0 ? (
            <p>{t("autism.historyEmpty")}</p>
          ) : (
            <ul className="plain-list dashboard-screenings" aria-labelledby="screening-title">
              {assessments.screenings.map((screening) => (
                <li key={screening.id}>
                  {t("autism.historyItem", { date: formatDate(screening.completedAt, language), level: t(`autism.level.${screening.riskLevel}`) })}{" "}
                  <AppLink to={screening.href}>{t("autism.viewResultOf", { date: formatDate(screening.completedAt, language) })}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TabFrame>
  );
}
