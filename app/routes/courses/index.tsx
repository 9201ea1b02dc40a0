import type { Route } from "./+types/index";
import { GamePicture } from "~/components/games/GameTile";
import { ForWhom } from "~/components/children/ForWhom";
import { PageMeta } from "~/components/PageMeta";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { cataloguePage } from "./catalogue.server";
import { CourseCards } from "~/components/courses/CourseCards";
import { formatAges } from "~/components/homework/ages";
import { getLanguage } from "~/infrastructure/i18n.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { PageHandle } from "~/infrastructure/page-handle";
import gamesStylesheet from "~/styles/games.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet, precedence: "default" }];

export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return cataloguePage(request, context, getLanguage(context));
}

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, premium, signedIn, playerName, homework, courses } = loaderData;
  return (
    <div className="page catalogue">
      <PageMeta title={t("courses.metaTitle", { brand: BRAND_NAME })} description={t("courses.metaDescription", { count: loaderData.freeGames })} />
      <h1>{t("courses.title")}</h1>
      <ForWhom forWhom={loaderData.forWhom} />
      <p className="lead">{t("courses.intro")}</p>
      <CourseCards courses={courses} />
      {premium ? null : (
        <aside className="card premium-banner" aria-labelledby="premium-banner-title">
          <h2 id="premium-banner-title">{t("courses.premiumBannerTitle")}</h2>
          <p>{t("courses.premiumBannerText", { count: loaderData.freeGames })}</p>
          <p>
            <AppLink to="/subscription/plans?from=promo" className="button button-primary">
              {t("courses.premiumBannerButton")}
            </AppLink>
          </p>
        </aside>
      )}
      <section id="games" aria-labelledby="games-title">
        <h2 id="games-title">{t("courses.gamesTitle")}</h2>
        <p>
          <AppLink to="/play" className="button button-primary">
            {t("courses.playPicker")}
          </AppLink>
        </p>
        {signedIn ? <p className="form-hint">{playerName ? t("courses.playingFor", { name: playerName }) : t("courses.playingForParent")}</p> : null}
        {sections.map((section) => (
          <section key={section.group} id={`games-${section.group}`} className="catalogue-group" aria-labelledby={`group-${section.group}`}>
            <h3 id={`group-${section.group}`}>{t(`courses.ageGroups.${section.group}`)}</h3>
            <ul className="game-cards">
              {section.games.map((game) => (
                <li key={game.id} className="card game-card">
                  <GamePicture picture={game.picture} />
                  <h4>
                    <AppLink to={`/games/${game.id}`}>{game.title}</AppLink>
                  </h4>
                  <p>{game.goal}</p>
                  <p className="game-card-facts">
                    <span className={game.access === "free" ? "badge badge-ok" : "badge"}>
                      {game.access === "free" ? t("courses.gameFree") : t("courses.gamePremium")}
                    </span>{" "}
                    {t("courses.gameAges", { from: game.ages.from, to: game.ages.to })}
                  </p>
                  {game.progress !== null ? (
                    <p className="game-card-progress">
                      <progress max={100} value={game.progress} aria-label={t("courses.gameProgressLabel")} />{" "}
                      {t("courses.gameProgressPercent", { percent: game.progress })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            {section.hasToggle ? (
              <p>
                <AppLink to={section.toggle} className="button button-secondary">
                  {section.expanded ? t("courses.showLess") : t("courses.showMore", { count: section.hiddenCount })}
                </AppLink>
              </p>
            ) : null}
          </section>
        ))}
      </section>
      <section id="homework" aria-labelledby="homework-title">
        <h2 id="homework-title">{t("homework.catalogueTitle")}</h2>
        <p>{t("homework.catalogueIntro")}</p>
        <ul className="game-cards">
          {homework.map((group) => (
            <li key={group.id} className="card game-card">
              <span className="game-icon" aria-hidden="true">
                {group.icon}
              </span>
              <h3>
                <AppLink to={`/homework/${group.id}`}>{group.title}</AppLink>
              </h3>
              <p className="game-card-facts">
                <span className={group.access === "free" ? "badge badge-ok" : "badge"}>
                  {group.access === "free" ? t("homework.free") : t("homework.premium")}
                </span>{" "}
                {formatAges(t, group.ages)}
              </p>
              <p>
                {group.total === 0
                  ? t("homework.groupEmpty")
                  : signedIn
                    ? t("homework.groupProgress", { completed: group.completed, total: group.total })
                    : t("homework.groupTasks", { count: group.total })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {/* Game progress made as a visitor in this browser is copied to the account by a standalone script (ADR 024). */}
      {signedIn ? <StandaloneScript src={STANDALONE_SCRIPTS.browserProgressImport} /> : null}
    </div>
  );
}
