import type { Route } from "./+types/web-manifest";
import { getLanguage } from "~/infrastructure/i18n.server";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { BRAND_COLOURS } from "~/infrastructure/brand-colours";
import { BRAND_NAME } from "~/lib/brand";

/**
 * GET /manifest.webmanifest: what makes the site installable (ADR 040), in the page's language
 * (the `lng` cookie, as every page). Icons in the sizes Android asks for, and a maskable one.
 * Kept for an hour: a language switch is seen on the next load after that at worst.
 */
export function loader({ context }: Route.LoaderArgs) {
  const language = getLanguage(context);
  const t = translatorFor(language);
  const manifest = {
    id: "/",
    name: t("offline.appName"),
    short_name: BRAND_NAME,
    description: t("offline.appDescription"),
    lang: language,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLOURS.theme,
    background_color: BRAND_COLOURS.background,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "private, max-age=3600", Vary: "Cookie" },
  });
}
