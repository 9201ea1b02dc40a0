/**
 * Standalone enhancement (ADR 024) of the catalogue, sent without React, for a signed-in parent:
 * copies game progress made as a visitor in this browser to the account, once (the spec's
 * migration rule runs on the server, app/routes/games/progress.ts), then forgets the browser's
 * copy, and loads the page again when something was copied, so its cards show it (once: the
 * copy is gone by then). If the copy fails, the browser keeps its progress and the next visit
 * tries again.
 */
import { browserProgressToImport, clearBrowserProgress } from "~/games/shell/browser-progress";

const entries = browserProgressToImport();
if (entries) {
  fetch("/games/progress", { method: "POST", body: new URLSearchParams({ progress: JSON.stringify(entries) }) })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((result) => {
      const answer = typeof result === "object" && result !== null ? (result as { imported?: unknown; copied?: unknown }) : {};
      if (answer.imported !== true) return;
      clearBrowserProgress();
      if (Array.isArray(answer.copied) && answer.copied.length > 0) window.location.reload();
    })
    .catch(() => {
      // Offline or refused: kept for the next visit.
    });
}
