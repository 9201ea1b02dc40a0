import type { Route } from "./+types/homework";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { homeworkTab, lockedReason } from "~/domain/dashboard/pages.server";
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
  return { locked, homework: locked ? null : await homeworkTab(viewer, getLanguage(context)) };
}

export default function HomeworkTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, homework } = loaderData;
  return (
    <TabFrame tab="homework" locked={locked}>
      {homework ? (
        <>
          <h3>{t("dashboard.homework.groupsTitle")}</h3>
          <ul className="dashboard-groups">
            {homework.groups.map((group) => (
              <li key={group.id}>
                <span aria-hidden="true">{group.icon}</span> <AppLink to={`/homework/${group.id}`}>{group.title}</AppLink>{" "}
                <progress max={group.total} value={group.completed} aria-label={group.title} />{" "}
                {t("dashboard.homework.groupDone", { completed: group.completed, total: group.total })}
              </li>
            ))}
          </ul>
          <h3>{t("dashboard.homework.recentTitle")}</h3>
          {homework.recent.length === 0 ? (
            <p>{t("dashboard.homework.recentEmpty")}</p>
          ) : (
            <ul>
              {homework.recent.map((entry) => (
                <li key={entry.href}>
                  <time dateTime={entry.at}>{formatDate(entry.at, language)}</time> <AppLink to={entry.href}>{entry.title}</AppLink>
                </li>
              ))}
            </ul>
          )}
          <h3>{t("dashboard.homework.feelingsTitle")}</h3>
          {homework.feelings.length === 0 ? (
            <p>{t("dashboard.homework.feelingsEmpty")}</p>
          ) : (
            <ul>
              {homework.feelings.map((entry) => (
                <li key={entry.href}>
                  <AppLink to={entry.href}>{entry.title}</AppLink>: <strong>{t(`dashboard.homework.feelings.${entry.feeling}`)}</strong>{" "}
                  <span className="dashboard-muted">({formatDate(entry.at, language)})</span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </TabFrame>
  );
}
