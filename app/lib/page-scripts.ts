/**
 * Which pages send JavaScript (ADR 023, ADR 024). A page is hydrated by React Router unless its
 * route module's `handle.scripts` says otherwise:
 * - "none": the page is HTML and CSS only. For reading pages and the first steps of a flow,
 *   where every behaviour is the server's (links, and forms whose errors the server writes next
 *   to the fields): React would add nothing a parent needs there, and cost a slow phone about
 *   120 KB to download and evaluate (issue 22).
 * - "standalone": no React either, but the page's components may add the small standalone
 *   scripts of app/enhance/ (a few KB each, no React, ADR 024): the spoken instructions read by
 *   the browser's voice, the copy of a visitor's game progress to the parent's account.
 * A browser that asks to save data gets no script on any page (app/lib/save-data.ts).
 */
export type PageScripts = "none" | "standalone";

/** What the page being rendered sends: React Router's scripts, only standalone enhancements, or no script. */
export type ScriptsSent = "hydrated" | "standalone" | "none";

/** The part of a route's `handle` that says whether its page sends scripts. */
export interface ScriptsHandle {
  scripts?: PageScripts;
}

function pageScriptsOf(handle: unknown): PageScripts | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const scripts = (handle as ScriptsHandle).scripts;
  return scripts === "none" || scripts === "standalone" ? scripts : undefined;
}

/**
 * What the page being rendered sends, decided by the deepest matched route (the page itself,
 * not its layouts) and the browser's Save-Data.
 */
export function scriptsSent(page: { leafHandle: unknown; savesData: boolean }): ScriptsSent {
  if (page.savesData) return "none";
  return pageScriptsOf(page.leafHandle) ?? "hydrated";
}
