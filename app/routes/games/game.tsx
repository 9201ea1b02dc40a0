import type { Route } from "./+types/game";
import { GamePage } from "~/components/games/GamePage";
import { loadGamePage, requireGame } from "~/domain/games/game-page.server";
import { gameStrings } from "~/games/texts";
import type { StringsHandle } from "~/locales/namespaces";
import gamesStylesheet from "~/styles/games.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet, precedence: "default" }];

// Server HTML with the play area as an island: no React Router in the browser (ADR 035).
export const handle: StringsHandle = { strings: ["games", "locked"], stringsFor: (params) => gameStrings(params.gameId), sharesHtml: true, scripts: "standalone" };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamePage(requireGame(params.gameId), context, null, request);
}

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage page={loaderData} />;
}
