import type { Route } from "./+types/insights";
import { ThingIcon } from "~/components/ThingIcon";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { insightsTab, lockedReason } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import type { Insight } from "~/domain/dashboard/insights";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  return { locked, insights: locked ? null : await insightsTab(viewer, getLanguage(context)) };
}

export default function InsightsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locked, insights } = loaderData;
  const reason = (insight: Insight, gameTitle: string | null) => {
    switch (insight.rule) {
      case "weakest-domain":
        return t("dashboard.insights.rules.weakest-domain", { domain: t(`areas.${insight.domain}`), percent: insight.percentage });
      case "untrained-domain":
        return t("dashboard.insights.rules.untrained-domain", { domain: t(`areas.${insight.domain}`), count: insight.weeks });
      case "long-gap":
        return t("dashboard.insights.rules.long-gap", { count: insight.days });
      case "stalled-game":
        return t("dashboard.insights.rules.stalled-game", { game: gameTitle ?? insight.gameId, count: insight.plays, level: insight.level });
      case "short-week":
        return t("dashboard.insights.rules.short-week", { count: insight.sessions });
    }
  };
  return (
    <TabFrame tab="insights" locked={locked}>
      {insights === null ? null : insights.length === 0 ? (
        <p>{t("dashboard.insights.empty")}</p>
      ) : (
        <>
          <p>{t("dashboard.insights.intro")}</p>
          <ul className="dashboard-insights">
            {insights.map(({ insight, gameTitle, links }) => (
              <li key={insight.rule} className="card">
                <p>
                  <strong>{t("dashboard.insights.because")}</strong> {reason(insight, gameTitle)}
                </p>
                {links.length > 0 ? (
                  <>
                    <p className="dashboard-muted">{t("dashboard.insights.helps")}:</p>
                    <ul>
                      {links.map((link) => (
                        <li key={link.href}>
                          <ThingIcon icon={link.icon} picture={link.picture} /> <AppLink to={link.href}>{link.title}</AppLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </TabFrame>
  );
}
