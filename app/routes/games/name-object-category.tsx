import { data } from "react-router";
import type { Route } from "./+types/name-object-category";
import { GamePage } from "~/components/games/GamePage";
import { getDb } from "~/db.server";
import { gameNamed, loadGamePage } from "~/domain/games/game-page.server";
import { getSession } from "~/infrastructure/auth.server";
import { foundOrThrow } from "~/infrastructure/guards.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { isNameObjectCategory } from "~/games/name-object/logic";
import type { PageHandle } from "~/infrastructure/page-handle";
import gamesStylesheet from "~/styles/games.css?url";

/** /games/name-object/:category — the name-the-object game with one picture category. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: gamesStylesheet, precedence: "default" }];

// Server HTML with the play area as an island: no React Router in the browser (ADR 035).
export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

function requireCategory(category: string): string {
  if (!isNameObjectCategory(category)) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  return category;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadGamePage(
    getDb(),
    foundOrThrow(gameNamed("name-object")),
    { session: getSession(context), language: getLanguage(context) },
    requireCategory(params.category),
    request,
  );
}

export default function NameObjectCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage page={loaderData} />;
}
