import type { Route } from "./+types/game";
import { GamePage } from "~/components/games/GamePage";
import { getDb } from "~/db.server";
import { gameNamed, loadGamePage } from "~/domain/games/game-page.server";
import { getSession } from "~/infrastructure/auth.server";
import { foundOrThrow } from "~/infrastructure/guards.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";
import gamesStylesheet from "~/styles/games.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet, precedence: "default" }];

// Server HTML with the play area as an island: no React Router in the browser (ADR 035).
export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamePage(getDb(), foundOrThrow(gameNamed(params.gameId)), { session: getSession(context), language: getLanguage(context) }, null, request);
}

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage page={loaderData} />;
}
