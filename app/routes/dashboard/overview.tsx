import type { Route } from "./+types/overview";
import { ThingIcon } from "~/components/ThingIcon";
import { NextStepCard } from "~/components/NextStepCard";
import { PageMeta } from "~/components/PageMeta";
import { overviewTab } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return overviewTab(await dashboardViewer(request, context), getLanguage(context));
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { week, latestAssessment, nextThings, empty } = loaderData;
  return (
    <section aria-labelledby="tab-title" className="dashboard-tab">
      <PageMeta title={t("dashboard.metaTitle", { tab: t("dashboard.tabs.overview"), brand: BRAND_NAME })} />
      <h2 id="tab-title">{t("dashboard.tabs.overview")}</h2>
      {loaderData.nextStep && !empty ? <NextStepCard step={loaderData.nextStep} headingLevel={3} /> : null}
      {empty ? (
        <section className="card notice" aria-labelledby="empty-title">
          <h3 id="empty-title">{t("dashboard.overview.emptyTitle")}</h3>
          <p>{t("dashboard.overview.emptyText")}</p>
          <p className="button-row">
            <AppLink to="/assessment" className="button button-primary">
              {t("dashboard.overview.latestAction")}
            </AppLink>
            <AppLink to="/courses" className="button button-secondary">
              {t("dashboard.overview.emptyCourses")}
            </AppLink>
          </p>
        </section>
      ) : null}
      <div className="dashboard-cards">
        <section className="card" aria-labelledby="week-title">
          <h3 id="week-title">{t("dashboard.overview.weekTitle")}</h3>
          <p className="dashboard-figure">
            {t("dashboard.overview.weekText", {
              days: t("dashboard.overview.weekDays", { count: week.sessions }),
              minutes: t("dashboard.overview.weekMinutes", { count: week.minutes }),
            })}
          </p>
          <p>{week.onTrack ? t("dashboard.overview.weekOnTrack") : t("dashboard.overview.weekAdvice")}</p>
          <p className="dashboard-streak">
            {loaderData.streak > 0 ? t("dashboard.overview.streak", { count: loaderData.streak }) : t("dashboard.overview.streakNone")}
          </p>
        </section>
        <section className="card" aria-labelledby="latest-title">
          <h3 id="latest-title">{t("dashboard.overview.latestTitle")}</h3>
          {latestAssessment ? (
            <p>
              {latestAssessment.practise
                ? t("dashboard.overview.latestText", {
                    date: formatDate(latestAssessment.completedAt, language),
                    onTrack: latestAssessment.onTrack,
                    areas: latestAssessment.areas,
                    domain: t(`areas.${latestAssessment.practise}`),
                  })
                : t("dashboard.overview.latestTextAll", { date: formatDate(latestAssessment.completedAt, language), areas: latestAssessment.areas })}
            </p>
          ) : (
            <>
              <p>{t("dashboard.overview.latestNone")}</p>
              <p>
                <AppLink to="/assessment" className="standalone-link">
                  {t("dashboard.overview.latestAction")}
                </AppLink>
              </p>
            </>
          )}
        </section>
      </div>
      <section aria-labelledby="next-title">
        <h3 id="next-title">{t("dashboard.overview.nextTitle")}</h3>
        {nextThings.length === 0 ? (
          <p>{t("dashboard.overview.nextEmpty")}</p>
        ) : (
          <ol className="dashboard-next">
            {nextThings.map((thing) => (
              <li key={thing.href}>
                <ThingIcon icon={thing.icon} picture={thing.picture} /> <AppLink to={thing.href}>{thing.title}</AppLink> ·{" "}
                {t("dashboard.minutes", { count: thing.minutes })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
