import { Form } from "react-router";
import type { Route } from "./+types/report";
import { PrintButton } from "~/components/PrintButton";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { DOMAINS } from "~/content/assessment/types";
import { dashboardViewer, lockedReason, reportOf, reportPeriod } from "~/domain/dashboard/pages.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import type { ScriptsHandle } from "~/lib/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  const period = reportPeriod(new URL(request.url));
  return { locked, invalid: period.invalid, childName: viewer.child?.firstName ?? null, report: locked ? null : await reportOf(viewer, period, getLanguage(context)) };
}

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, report, invalid, childName } = loaderData;
  return (
    <TabFrame tab="overview" locked={locked}>
      {report ? (
        <article className="dashboard-report" aria-labelledby="report-title">
          <h3 id="report-title">
            {t("dashboard.report.title")}
            {childName ? `: ${childName}` : ""}
          </h3>
          <p className="no-print">{t("dashboard.report.intro")}</p>
          <Form method="get" className="form dashboard-period no-print">
            <div className="field">
              <label htmlFor="report-from">{t("dashboard.report.from")}</label>
              <input id="report-from" name="from" type="date" defaultValue={report.period.from} aria-invalid={invalid ? true : undefined} aria-describedby={invalid ? "report-error" : undefined} />
            </div>
            <div className="field">
              <label htmlFor="report-to">{t("dashboard.report.to")}</label>
              <input id="report-to" name="to" type="date" defaultValue={report.period.to} aria-invalid={invalid ? true : undefined} aria-describedby={invalid ? "report-error" : undefined} />
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
          <p>
            <strong>{t("dashboard.report.period", { from: formatDate(report.period.from, language), to: formatDate(report.period.to, language) })}</strong>
          </p>
          <p>{t("dashboard.report.summary", { days: t("dashboard.report.summaryDays", { count: report.practiceDays }), minutes: t("dashboard.report.summaryMinutes", { count: report.minutes }) })}</p>
          <h4>{t("dashboard.report.kindsTitle")}</h4>
          <ul>
            {report.byKind.map((entry) => (
              <li key={entry.kind}>
                {t(`dashboard.activity.kinds.${entry.kind}`)}: {entry.count}
              </li>
            ))}
          </ul>
          <h4>{t("dashboard.report.domainsTitle")}</h4>
          <ul>
            {DOMAINS.map((domain) => (
              <li key={domain}>
                {t(`dashboard.domains.${domain}`)}: {t("dashboard.minutes", { count: report.domains[domain] })}
              </li>
            ))}
          </ul>
          {report.entries.length > 0 ? (
            <>
              <h4>{t("dashboard.report.entriesTitle")}</h4>
              <ol>
                {report.entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.ref}-${entry.at}`}>
                    {formatDate(entry.at, language)}: {entry.kind === "assessment" ? t("dashboard.activity.assessmentTitle") : entry.title}
                  </li>
                ))}
              </ol>
            </>
          ) : null}
          <p className="button-row no-print">
            <PrintButton label={t("dashboard.report.print")} />
            <AppLink to="/parent-dashboard" className="button button-secondary">
              {t("dashboard.report.back")}
            </AppLink>
          </p>
        </article>
      ) : null}
    </TabFrame>
  );
}
