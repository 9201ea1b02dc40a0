import type { Route } from "./+types/game";
import { GamePage } from "~/components/games/GamePage";
import { loadGamePage, requireGame, saveGamePlay } from "~/domain/games/game-page.server";
import { gameStrings } from "~/games/texts";
import "~/locales/game-strings.client";
import type { StringsHandle } from "~/locales/namespaces";
import gamesStylesheet from "~/styles/games.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet, precedence: "default" }];

export const handle: StringsHandle = { strings: ["games", "locked"], stringsFor: (params) => gameStrings(params.gameId), sharesHtml: true };

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamePage(requireGame(params.gameId), context, null, request);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return saveGamePlay(requireGame(params.gameId), request, context);
}

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage page={loaderData} />;
}
