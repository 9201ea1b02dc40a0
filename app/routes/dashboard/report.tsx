import { Form } from "react-router";
import type { Route } from "./+types/report";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import { PrintButton } from "~/components/PrintButton";
import { DOMAINS } from "~/content/assessment/types";
import { lockedReason, reportOf, reportPeriod } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { formatPercent } from "~/lib/percent";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/**
 * Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). The
 * areas' statuses and the screening's levels are the assessment's and the screening's strings.
 */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  const period = reportPeriod(new URL(request.url));
  return { locked, invalid: period.invalid, report: locked ? null : await reportOf(viewer, period) };
}

type Translate = ReturnType<typeof useTranslation>["t"];

/** Under two years in months (as doctors count them), then years and months. */
function formatAge(t: Translate, months: number): string {
  if (months < 24) return t("dashboard.report.months", { count: months });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0
    ? t("dashboard.report.years", { count: years })
    : `${t("dashboard.report.years", { count: years })} ${t("dashboard.report.months", { count: rest })}`;
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, report, invalid } = loaderData;
  return (
    <section aria-labelledby="report-title" className="dashboard-tab dashboard-report">
      <PageMeta title={t("dashboard.metaTitle", { tab: t("dashboard.report.title"), brand: BRAND_NAME })} />
      <h2 id="report-title">{t("dashboard.report.heading", { brand: BRAND_NAME })}</h2>
      {locked ? <LockedContentCard reason={locked} returnTo="/parent-dashboard/report" /> : null}
      {report ? (
        <>
          <p className="no-print">{t("dashboard.report.intro")}</p>
          <Form method="get" className="form dashboard-period no-print">
            <div className="field">
              <label htmlFor="report-from">{t("dashboard.report.from")}</label>
              <input
                id="report-from"
                name="from"
                type="date"
                defaultValue={report.period.from}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? "report-error" : undefined}
              />
            </div>
            <div className="field">
              <label htmlFor="report-to">{t("dashboard.report.to")}</label>
              <input
                id="report-to"
                name="to"
                type="date"
                defaultValue={report.period.to}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? "report-error" : undefined}
              />
            </div>
            <button type="submit" className="button button-secondary">
              {t("dashboard.report.show")}
            </button>
            {invalid ? (
              <p id="report-error" className="field-errors" role="alert">
                {t("dashboard.report.invalid")}
              </p>
            ) : null}
          </Form>

          <h3>{t("dashboard.report.childTitle")}</h3>
          {report.child ? (
            <dl className="report-facts">
              <div>
                <dt>{t("dashboard.report.name")}</dt>
                <dd>{report.child.name}</dd>
              </div>
              <div>
                <dt>{t("dashboard.report.birthDate")}</dt>
                <dd>{formatDate(report.child.birthDate, language)}</dd>
              </div>
              <div>
                <dt>{t("dashboard.report.age")}</dt>
                <dd>{formatAge(t, report.child.age.months)}</dd>
              </div>
              {report.child.age.correctedMonths !== null ? (
                <div>
                  <dt>{t("dashboard.report.correctedAge", { count: report.child.age.weeksEarly ?? 0 })}</dt>
                  <dd>{formatAge(t, report.child.age.correctedMonths)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t("dashboard.report.periodTitle")}</dt>
                <dd>{t("dashboard.report.period", { from: formatDate(report.period.from, language), to: formatDate(report.period.to, language) })}</dd>
              </div>
            </dl>
          ) : (
            <p>
              {t("dashboard.report.ownPractice")}{" "}
              {t("dashboard.report.period", { from: formatDate(report.period.from, language), to: formatDate(report.period.to, language) })}
            </p>
          )}

          {report.child ? (
            <>
              <h3>{t("dashboard.report.assessmentTitle")}</h3>
              {report.latestAssessment ? (
                <>
                  <p>{t("dashboard.report.assessmentDate", { date: formatDate(report.latestAssessment.completedAt, language) })}</p>
                  <table className="report-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("dashboard.report.area")}</th>
                        <th scope="col">{t("dashboard.report.result")}</th>
                        <th scope="col">{t("dashboard.report.status")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.latestAssessment.areas.map((area) => (
                        <tr key={area.domain}>
                          <th scope="row">{t(`areas.${area.domain}`)}</th>
                          <td>{formatPercent(area.percentage, language)}</td>
                          <td>{t(`assessment.status.${area.status}`)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : (
                <p>{t("dashboard.report.assessmentNone")}</p>
              )}
              <h3>{t("dashboard.report.screeningTitle")}</h3>
              <p>
                {report.screening
                  ? t("autism.historyItem", {
                      date: formatDate(report.screening.completedAt, language),
                      level: t(`autism.level.${report.screening.riskLevel}`),
                    })
                  : t("dashboard.report.screeningNone")}
              </p>
            </>
          ) : null}

          <h3>{t("dashboard.report.practiceTitle")}</h3>
          <p>
            {t("dashboard.report.summary", {
              days: t("dashboard.report.summaryDays", { count: report.practiceDays }),
              minutes: t("dashboard.report.summaryMinutes", { count: report.minutes }),
            })}
          </p>
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{t("dashboard.report.area")}</th>
                <th scope="col">{t("dashboard.report.minutes")}</th>
              </tr>
            </thead>
            <tbody>
              {DOMAINS.map((domain) => (
                <tr key={domain}>
                  <th scope="row">{t(`areas.${domain}`)}</th>
                  <td>{report.practiceByArea[domain]}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <h3>{t("dashboard.report.notesTitle")}</h3>
          <ul className="report-notes">
            {report.child ? (
              <li>
                {report.child.age.weeksEarly === null
                  ? t("dashboard.report.prematurityUnknown")
                  : report.child.age.weeksEarly === 0
                    ? t("dashboard.report.prematurityNone")
                    : report.child.age.correctedMonths === null
                      ? t("dashboard.report.prematurityPast", { count: report.child.age.weeksEarly })
                      : t("dashboard.report.prematurityCorrected", { count: report.child.age.weeksEarly })}
              </li>
            ) : null}
            {report.talkToDoctor.length > 0 ? (
              <li>{t("dashboard.report.talkToDoctor", { areas: report.talkToDoctor.map((domain) => t(`areas.${domain}`)).join(", ") })}</li>
            ) : null}
            <li>{t("dashboard.report.parentReported")}</li>
            <li>{t("dashboard.report.minutesEstimated")}</li>
          </ul>

          <p className="button-row no-print">
            <PrintButton label={t("dashboard.report.print")} />
            <AppLink to="/parent-dashboard" className="button button-secondary">
              {t("dashboard.report.back")}
            </AppLink>
          </p>
        </>
      ) : null}
    </section>
  );
}
