import type { Route } from "./+types/analytics";
import { BarChart, LineChart } from "~/components/dashboard/Charts";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { DOMAINS } from "~/content/assessment/types";
import { analyticsTab, lockedReason } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  return { locked, analytics: locked ? null : await analyticsTab(viewer, getLanguage(context)) };
}

export default function AnalyticsTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, analytics } = loaderData;
  return (
    <TabFrame tab="analytics" locked={locked}>
      {analytics && analytics.weeks.every((week) => week.minutes === 0) ? (
        <p className="card notice">{t("dashboard.analytics.empty")}</p>
      ) : analytics ? (
        <>
          <p className="fine-print">{t("dashboard.analytics.chartNote")}</p>
          <section aria-labelledby="weeks-title" className="dashboard-chart">
            <h3 id="weeks-title">{t("dashboard.analytics.weeksTitle")}</h3>
            <BarChart title={t("dashboard.analytics.weeksTitle")} bars={analytics.weeks.map((week) => ({ label: week.weekStart, value: week.minutes }))} />
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">{t("dashboard.analytics.weeksTitle")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("dashboard.analytics.week")}</th>
                    <th scope="col">{t("dashboard.analytics.minutes")}</th>
                  </tr>
                </thead>
                <tbody>
                  {analytics.weeks.map((week) => (
                    <tr key={week.weekStart}>
                      <th scope="row">{t("dashboard.analytics.weekOf", { date: formatDate(week.weekStart, language) })}</th>
                      <td>{week.minutes}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="domains-title" className="dashboard-chart">
            <h3 id="domains-title">{t("dashboard.analytics.domainsTitle")}</h3>
            <BarChart title={t("dashboard.analytics.domainsTitle")} bars={DOMAINS.map((domain) => ({ label: domain, value: analytics.domains[domain] }))} />
            <table className="data-table">
              <caption className="visually-hidden">{t("dashboard.analytics.domainsTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.analytics.area")}</th>
                  <th scope="col">{t("dashboard.analytics.minutes")}</th>
                </tr>
              </thead>
              <tbody>
                {DOMAINS.map((domain) => (
                  <tr key={domain}>
                    <th scope="row">{t(`areas.${domain}`)}</th>
                    <td>{analytics.domains[domain]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="trends-title" className="dashboard-chart">
            <h3 id="trends-title">{t("dashboard.analytics.trendsTitle")}</h3>
            {analytics.trends.length === 0 ? <p>{t("dashboard.analytics.trendsEmpty")}</p> : null}
            {analytics.trends.map((trend) => (
              <div key={trend.gameId} className="dashboard-trend">
                <h4>{trend.title}</h4>
                <LineChart title={trend.title} values={trend.points.map((point) => point.score)} />
                <table className="data-table">
                  <caption className="visually-hidden">{trend.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("dashboard.analytics.date")}</th>
                      <th scope="col">{t("dashboard.analytics.score")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {trend.points.map((point) => (
                      <tr key={point.at}>
                        <th scope="row">{formatDate(point.at, language)}</th>
                        <td>{point.score}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </section>
        </>
      ) : null}
    </TabFrame>
  );
}
