import type { Route } from "./+types/assessment";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { assessmentTab, dashboardViewer, lockedReason } from "~/domain/dashboard/pages.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import type { ScriptsHandle } from "~/lib/page-scripts";
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
      ) : assessments.results.length === 0 ? (
        <p>
          {t("dashboard.assessment.empty")} <AppLink to="/assessment">{t("dashboard.assessment.takeAgain")}</AppLink>
        </p>
      ) : (
        <>
          {assessments.nextCheck ? <p className="notice">{t("dashboard.assessment.nextCheck", { date: formatDate(assessments.nextCheck, language), name: childName })}</p> : null}
          <h3>{t("dashboard.assessment.resultsTitle")}</h3>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.assessment.date")}</th>
                  {assessments.results[0]?.domains.map((domain) => (
                    <th scope="col" key={domain.domain}>
                      {t(`areas.${domain.domain}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {assessments.results.map((result) => (
                  <tr key={result.id}>
                    <th scope="row">
                      <AppLink to={result.href}>{formatDate(result.completedAt, language)}</AppLink>
                      <br />
                      <span className="dashboard-muted">{t("dashboard.assessment.ages", { min: result.band.minMonths, max: result.band.maxMonths })}</span>
                    </th>
                    {result.domains.map((domain) => (
                      <td key={domain.domain}>
                        {domain.percentage} %{" "}
                        <span className="dashboard-muted">({domain.change === null ? t("dashboard.assessment.noChange") : signed(domain.change)})</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </TabFrame>
  );
}
