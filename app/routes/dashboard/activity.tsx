import type { Route } from "./+types/activity";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { activityTab, lockedReason } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  if (locked) return { locked, timeline: null };
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  return { locked, timeline: await activityTab(viewer, Number.isFinite(page) ? page : 1, getLanguage(context)) };
}

export default function ActivityTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, timeline } = loaderData;
  return (
    <TabFrame tab="activity" locked={locked}>
      {timeline === null || timeline.total === 0 ? (
        <p>{t("dashboard.activity.empty")}</p>
      ) : (
        <>
          <p>{t("dashboard.activity.intro")}</p>
          <ol className="dashboard-timeline">
            {timeline.entries.map((entry) => (
              <li key={`${entry.kind}-${entry.ref}-${entry.at}`}>
                <time dateTime={entry.at}>{formatDate(entry.at, language)}</time> <span className="badge">{t(`dashboard.activity.kinds.${entry.kind}`)}</span>{" "}
                {entry.href ? (
                  <AppLink to={entry.href}>{entry.title}</AppLink>
                ) : (
                  <span>{entry.kind === "assessment" ? t("dashboard.activity.assessmentTitle") : entry.title}</span>
                )}
                {entry.minutes > 0 ? <span className="dashboard-muted"> · {t("dashboard.minutes", { count: entry.minutes })}</span> : null}
              </li>
            ))}
          </ol>
          {timeline.pages > 1 ? (
            <nav aria-label={t("dashboard.activity.pagesLabel")} className="pager">
              {timeline.page > 1 ? <AppLink to={`?page=${timeline.page - 1}`}>← {t("dashboard.activity.newer")}</AppLink> : null}
              <span>{t("dashboard.activity.pageOf", { page: timeline.page, pages: timeline.pages })}</span>
              {timeline.page < timeline.pages ? <AppLink to={`?page=${timeline.page + 1}`}>{t("dashboard.activity.older")} →</AppLink> : null}
            </nav>
          ) : null}
        </>
      )}
    </TabFrame>
  );
}
