import type { Route } from "./+types/games";
import { PageMeta } from "~/components/PageMeta";
import { dashboardViewer, gamesTab } from "~/domain/dashboard/pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import type { ScriptsHandle } from "~/lib/page-scripts";
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
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("dashboard.games.game")}</th>
                  <th scope="col">{t("dashboard.games.progress")}</th>
                  <th scope="col">{t("dashboard.games.level")}</th>
                  {premium ? (
                    <>
                      <th scope="col">{t("dashboard.games.sessions")}</th>
                      <th scope="col">{t("dashboard.games.best")}</th>
                      <th scope="col">{t("dashboard.games.average")}</th>
                      <th scope="col">{t("dashboard.games.lastPlayed")}</th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {games.map((game) => (
                  <tr key={game.gameId}>
                    <th scope="row">
                      <AppLink to={`/games/${game.gameId}`}>{game.title}</AppLink>
                    </th>
                    <td>{game.progress} %</td>
                    <td>{game.level}</td>
                    {game.details ? (
                      <>
                        <td>{game.details.sessions}</td>
                        <td>{game.details.best}</td>
                        <td>{game.details.average}</td>
                        <td>{game.details.lastPlayed ? formatDate(game.details.lastPlayed, language) : "—"}</td>
                      </>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {premium ? null : <p className="fine-print">{t("dashboard.games.premiumNote")}</p>}
        </>
      )}
    </section>
  );
}
