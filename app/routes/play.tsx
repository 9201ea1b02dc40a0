import { redirect } from "react-router";
import type { Route } from "./+types/play";
import { ForWhom } from "~/components/children/ForWhom";
import { ChildScreenBar } from "~/components/games/ChildScreenBar";
import { GameTile } from "~/components/games/GameTile";
import { Kirpi } from "~/games/art/Kirpi";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { chooseChild } from "~/domain/children/player.server";
import { type PickerTile, pickerPage } from "~/domain/games/picker.server";
import { getSession } from "~/infrastructure/auth.server";
import { ownedOrThrow, requireParent } from "~/infrastructure/guards.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import pickerStylesheet from "~/styles/picker.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pickerStylesheet, precedence: "default" }];

/**
 * Links and one form (the for-whom switch): the server does it all (ADR 023). One standalone
 * script makes the parent's way out a two-second hold, as in play mode; without it the way out
 * is a plain link.
 */
export const handle: ScriptsHandle = { scripts: "standalone" };

/**
 * `?child=<id>` chooses one of the parent's children first (someone else's child answers 403)
 * and comes back to /play, so the game pages it leads to play for that child too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const chosen = new URL(request.url).searchParams.get("child");
  if (chosen !== null) {
    const parent = await requireParent(request, context);
    ownedOrThrow(await chooseChild(getDb(), parent.user.id, chosen));
    throw redirect("/play");
  }
  return pickerPage(getDb(), getSession(context), getLanguage(context));
}

/** The child's game picker: big pictures of the games, nothing to read but the for-whom line. */
export default function Play({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { childName, first, more } = loaderData;
  return (
    <div className="page picker">
      <PageMeta title={childName ? t("picker.metaTitleFor", { name: childName, brand: BRAND_NAME }) : t("picker.metaTitle", { brand: BRAND_NAME })} />
      <h1 className="visually-hidden">{childName ? t("picker.titleFor", { name: childName }) : t("picker.title")}</h1>
      <ChildScreenBar leaveHref={loaderData.leaveHref}>
        <a href="/play/album" className="album-open" aria-label={t("picker.album")}>
          <Kirpi pose="hello" />
        </a>
      </ChildScreenBar>
      <ForWhom forWhom={loaderData.forWhom} />
      <Tiles list={first} />
      {more.length > 0 ? (
        <details className="picker-more">
          <summary className="game-tile picker-more-tile">
            <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
              <circle cx="12" cy="24" r="5" />
              <circle cx="24" cy="24" r="5" />
              <circle cx="36" cy="24" r="5" />
            </svg>
            <span className="visually-hidden">{t("picker.more")}</span>
          </summary>
          <Tiles list={more} />
        </details>
      ) : null}
      <p hidden>
        <span id="picker-free">{t("picker.free")}</span>
        <span id="picker-preview">{t("picker.preview")}</span>
      </p>
    </div>
  );
}

/** The tiles of one part of the picker; the hidden words of their marks are at the page's end. */
function Tiles({ list }: { list: PickerTile[] }) {
  return (
    <ul className="game-tiles">
      {list.map((tile) => (
        <li key={tile.id}>
          <GameTile
            title={tile.title}
            picture={tile.picture}
            href={tile.href}
            free={tile.free}
            describedBy={tile.free ? "picker-free" : tile.preview ? "picker-preview" : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
