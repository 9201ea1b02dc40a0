import type { Route } from "./+types/games";
import { PageMeta } from "~/components/PageMeta";
import { gamesTab } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { formatPercent } from "~/lib/percent";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  return { premium: viewer.premium, games: await gamesTab(viewer, getLanguage(context)) };
}

export default function GamesTab({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { games, premium } = loaderData;
  return (
    <section aria-labelledby="tab-title" className="dashboard-tab">
      <PageMeta title={t("dashboard.metaTitle", { tab: t("dashboard.tabs.games"), brand: BRAND_NAME })} />
      <h2 id="tab-title">{t("dashboard.tabs.games")}</h2>
      {games.length === 0 ? (
        <p>
          {t("dashboard.games.empty")} <AppLink to="/courses#games-title">{t("dashboard.games.browse")}</AppLink>
        </p>
      ) : (
        <>
          <p>{t("dashboard.games.intro")}</p>
          <ul className="dashboard-cards">
            {games.map((game) => (
              <li key={game.gameId} className="card dashboard-card">
                <p className="dashboard-card-title">
                  <AppLink to={`/games/${game.gameId}`}>{game.title}</AppLink>
                </p>
                <dl className="dashboard-facts">
                  <div>
                    <dt>{t("dashboard.games.progress")}</dt>
                    <dd>{game.passed ? formatPercent(game.progress, language) : t("dashboard.games.notPassed")}</dd>
                  </div>
                  <div>
                    <dt>{t("dashboard.games.level")}</dt>
                    <dd>{game.level}</dd>
                  </div>
                  {game.details ? (
                    <>
                      <div>
                        <dt>{t("dashboard.games.sessions")}</dt>
                        <dd>{game.details.sessions}</dd>
                      </div>
                      <div>
                        <dt>{t("dashboard.games.best")}</dt>
                        <dd>{game.details.best}</dd>
                      </div>
                      <div>
                        <dt>{t("dashboard.games.average")}</dt>
                        <dd>{game.details.average}</dd>
                      </div>
                      <div>
                        <dt>{t("dashboard.games.lastPlayed")}</dt>
                        <dd>{game.details.lastPlayed ? formatDate(game.details.lastPlayed, language) : "—"}</dd>
                      </div>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
          {premium ? null : <p className="fine-print">{t("dashboard.games.premiumNote")}</p>}
        </>
      )}
    </section>
  );
}
