/**
 * Registers offline mode's service worker (ADR 040; /sw.js, app/enhance/service-worker.ts) on
 * every page with standalone scripts, and tells it about the page: whose it is (the account,
 * empty for a visitor), the child its marks are for (the page's "For: …", `data-child`), its
 * language (for the offline page), and whether the parent keeps pages on this phone. It runs on
 * every page, so it stays small (its budget is in tests/e2e/budgets.spec.ts). A new version of the worker takes over from a page that is not a game.
 */
const tag = document.querySelector<HTMLScriptElement>("script[data-offline-account]");
const sw = navigator.serviceWorker;

if (sw && tag) {
  const tell = (type: string) =>
    sw.ready.then((registration) =>
      registration.active?.postMessage({
        type,
        account: tag.dataset.offlineAccount,
        child: document.querySelector<HTMLElement>("[data-child]")?.dataset.child,
        lang: document.documentElement.lang,
        keep: tag.dataset.offlineKeep === "on",
      }),
    );
  sw.register("/sw.js").then(
    (registration) => {
      void tell(location.pathname === "/profile/offline" ? "sync" : "page");
      addEventListener("online", () => void tell("online"));
      if (!location.pathname.startsWith("/games/")) registration.waiting?.postMessage({ type: "update" });
    },
    // No worker (a private window, a browser without one): the pages work as before.
    () => undefined,
  );
}
