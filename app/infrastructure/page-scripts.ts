/**
 * Which pages send JavaScript (ADR 023-025, 035). No page runs React Router in the browser; a
 * route module's `handle.scripts` says what its page sends instead:
 * - "standalone" (also the default): no React, but the page's components may add the small
 *   standalone scripts of app/enhance/ (ADR 024): pending buttons and the phone
 *   menu on every such page, the password strength, the print buttons, the spoken instructions,
 *   the copy of a visitor's game progress, and a game's play area (an island, ADR 035).
 * - "none": the page is HTML and CSS only, for reading pages whose every behaviour is the
 *   server's (links, and forms whose errors the server writes next to the fields).
 * A browser that asks to save data gets no script on any page (app/infrastructure/save-data.ts).
 */
export type PageScripts = "none" | "standalone";

/** The part of a route's `handle` that says whether its page sends scripts. */
export interface ScriptsHandle {
  scripts?: PageScripts;
}

/**
 * What the page being rendered sends, decided by the deepest matched route (the page itself,
 * not its layouts) and the browser's Save-Data. Anything but "none" (absent, or a typo) is
 * "standalone": a slip must not take a page's scripts away.
 */
export function scriptsSent(page: { leafHandle: unknown; savesData: boolean }): PageScripts {
  if (page.savesData) return "none";
  const handle = page.leafHandle;
  const scripts = typeof handle === "object" && handle !== null ? (handle as ScriptsHandle).scripts : undefined;
  return scripts === "none" ? "none" : "standalone";
}
