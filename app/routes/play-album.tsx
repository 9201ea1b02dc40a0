import type { Route } from "./+types/play-album";
import { ChildScreenBar } from "~/components/games/ChildScreenBar";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { albumPage } from "~/domain/games/picker.server";
import { getSession } from "~/infrastructure/auth.server";
import { Kirpi } from "~/games/art/Kirpi";
import { Picture } from "~/games/art/Picture";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import pickerStylesheet from "~/styles/picker.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pickerStylesheet, precedence: "default" }];

/** A child's screen like the picker: links only, the parent's way out a two-second hold (ADR 036). */
export const handle: ScriptsHandle = { scripts: "standalone" };

export function loader({ context }: Route.LoaderArgs) {
  return albumPage(getDb(), getSession(context));
}

/** Kirpi's album: the stickers earned, as pictures; empty places say more are to come. */
export default function Album({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { childName, stickers, total } = loaderData;
  // A few empty places after the stickers: the child sees there is more to collect.
  const empty = Math.min(total - stickers.length, Math.max(3, 6 - (stickers.length % 6)));
  return (
    <div className="page picker album">
      <PageMeta title={t("picker.albumMetaTitle", { brand: BRAND_NAME })} />
      <h1 className="visually-hidden">{childName ? t("picker.albumTitleFor", { name: childName }) : t("picker.album")}</h1>
      <ChildScreenBar leaveHref={loaderData.leaveHref}>
        <a href="/play" className="album-back" aria-label={t("picker.backToGames")}>
          <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <path d="M30 10L16 24l14 14" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </ChildScreenBar>
      <div className="album-kirpi">
        <Kirpi pose={stickers.length > 0 ? "party" : "hello"} />
      </div>
      <p className="visually-hidden">{t("picker.albumStickers", { count: stickers.length, total })}</p>
      <ul className="album-page">
        {stickers.map((sticker) => (
          <li key={sticker.name} className="album-sticker">
            <Picture picture={sticker} />
          </li>
        ))}
        {Array.from({ length: Math.max(0, empty) }, (_, index) => (
          <li key={`empty-${index}`} className="album-sticker is-empty" aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
}
