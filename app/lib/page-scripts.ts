/**
 * Which pages send JavaScript (ADR 023). A page is hydrated by React Router unless its route
 * module's `handle.scripts` says otherwise:
 * - "none": the page is HTML and CSS only. For reading pages and the first steps of a flow,
 *   where every behaviour is the server's (links, and forms whose errors the server writes next
 *   to the fields): scripts would add nothing a parent needs there, and cost a slow phone about
 *   120 KB to download and evaluate (issue 22).
 * - "signed-in": only to a signed-in parent, for an enhancement that only a parent's page has
 *   (the catalogue copies game progress made as a visitor in this browser to the account).
 * A browser that asks to save data gets no scripts on any page (app/lib/save-data.ts).
 */
export type PageScripts = "none" | "signed-in";

/** The part of a route's `handle` that says whether its page sends scripts. */
export interface ScriptsHandle {
  scripts?: PageScripts;
}

function pageScriptsOf(handle: unknown): PageScripts | undefined {
  if (typeof handle !== "object" || handle === null) return undefined;
  const scripts = (handle as ScriptsHandle).scripts;
  return scripts === "none" || scripts === "signed-in" ? scripts : undefined;
}

/**
 * Whether the page being rendered sends scripts: decided by the deepest matched route (the page
 * itself, not its layouts), the visitor's sign-in and the browser's Save-Data.
 */
export function pageSendsScripts(page: { leafHandle: unknown; signedIn: boolean; savesData: boolean }): boolean {
  if (page.savesData) return false;
  const scripts = pageScriptsOf(page.leafHandle);
  if (scripts === "none") return false;
  if (scripts === "signed-in") return page.signedIn;
  return true;
}
