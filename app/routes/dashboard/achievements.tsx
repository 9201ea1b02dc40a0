import type { Route } from "./+types/achievements";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { ACHIEVEMENTS } from "~/domain/dashboard/achievements";
import { achievementsTab, lockedReason } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  return { locked, earned: locked ? [] : await achievementsTab(viewer) };
}

export default function AchievementsTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, earned } = loaderData;
  const earnedOn = new Map(earned.map((badge) => [badge.id, badge.earnedOn]));
  return (
    <TabFrame tab="achievements" locked={locked}>
      <p>{t("dashboard.achievements.intro")}</p>
      <ul className="dashboard-badges">
        {ACHIEVEMENTS.map((id) => {
          const date = earnedOn.get(id);
          return (
            <li key={id} className={date ? "card badge-card is-earned" : "card badge-card"}>
              <span className="badge-card-mark" aria-hidden="true">
                {date ? "🏅" : "○"}
              </span>
              <h3>{t(`dashboard.achievements.items.${id}.title`)}</h3>
              <p>{t(`dashboard.achievements.items.${id}.rule`)}</p>
              <p className="dashboard-muted">
                {date ? t("dashboard.achievements.earnedOn", { date: formatDate(date, language) }) : t("dashboard.achievements.notYet")}
              </p>
            </li>
          );
        })}
      </ul>
    </TabFrame>
  );
}
