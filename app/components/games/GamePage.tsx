import { LockedContentCard } from "~/components/LockedContentCard";
import { ForWhom } from "~/components/children/ForWhom";
import { PageMeta } from "~/components/PageMeta";
import { GamePicture } from "./GameTile";
import type { GamePageData } from "~/domain/games/game-page.server";
import { gameTextKey, gameTitleKey } from "~/games/texts";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { useSendsStandaloneScripts } from "~/infrastructure/nonce";
import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { GameIsland } from "./GameIsland";
import { AppLink } from "~/components/AppLinks";

/**
 * A game's page: server HTML like every other page, with the play area as an island that
 * hydrates alone (ADR 035); every link leaves with a full page load.
 */
export function GamePage({ page }: { page: GamePageData }) {
  const { t, language } = useTranslation();
  const { game, variant, lockedReason, signedIn, playerName, progress } = page;
  const title = t(gameTitleKey(game.id));
  // A page sent without scripts (the browser asks to save data) says so to every browser.
  const sendsScripts = useSendsStandaloneScripts();
  const scriptsNotice = (
    <p className="notice">
      {t(sendsScripts ? "games.noscript" : "games.saveData")} <a href="/courses#homework">{t("games.noscriptHomework")}</a>
    </p>
  );
  return (
    <article className="page game-page" aria-labelledby="game-title">
      <PageMeta
        title={`${title} — ${BRAND_NAME}`}
        description={t("games.metaDescription", { title, from: game.ages.from, to: game.ages.to, goal: t(gameTextKey(game.id, "goal")) })}
      />
      <p>
        <AppLink to="/courses" className="back-link">
          ← {t("games.backToCatalogue")}
        </AppLink>
      </p>
      <header className="game-header">
        <GamePicture picture={game.picture} />
        <div>
          <h1 id="game-title">{title}</h1>
          <ForWhom forWhom={page.forWhom} />
          <p>{t(gameTextKey(game.id, "goal"))}</p>
          <ul className="game-facts">
            <li>
              {t("games.skillLabel")}: {t(`games.skills.${game.skill}`)}
            </li>
            <li>{t("games.ages", { from: game.ages.from, to: game.ages.to })}</li>
            <li>{t("games.levelCount", { count: game.levels })}</li>
            <li>
              <span className={game.access === "free" ? "badge badge-ok" : "badge"}>{game.access === "free" ? t("games.free") : t("games.premium")}</span>
            </li>
          </ul>
        </div>
      </header>
      {lockedReason ? (
        <LockedContentCard reason={lockedReason} returnTo={`/games/${game.id}${variant ? `/${variant}` : ""}`} />
      ) : (
        <>
          {sendsScripts ? <noscript>{scriptsNotice}</noscript> : scriptsNotice}
          <GameIsland
            language={language}
            strings={page.islandStrings}
            namedLevels={game.namedLevels}
            player={{ game, accountProgress: progress, signedIn, playerName, playerAgeYears: page.playerAgeYears, variant, preview: page.preview }}
          />
          {signedIn ? <StandaloneScript src={STANDALONE_SCRIPTS.browserProgressImport} /> : null}
        </>
      )}
      <section className="card game-how" aria-labelledby="how-title">
        <h2 id="how-title">{t("games.howToTitle")}</h2>
        <p>{t(gameTextKey(game.id, "howTo"))}</p>
      </section>
    </article>
  );
}
