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
  const type = location.pathname === "/profile/offline" ? "sync" : "page";
  sw.register("/sw.js").then(
    (registration) => {
      addEventListener("online", () => void tell("online"));
      const waiting = location.pathname.startsWith("/games/") ? null : registration.waiting;
      if (!waiting) return void tell(type);
      // While a new version takes over, the old one is given no work: Chrome hands over only when
      // the old worker is idle, and a page opened in that moment can be left without an answer.
      // The new version is told about the page once it controls it; one that waits, because a
      // game is open, says so, and the old one is told.
      const tellNewVersion = () => void tell(type);
      sw.addEventListener("controllerchange", tellNewVersion, { once: true });
      const channel = new MessageChannel();
      channel.port1.addEventListener("message", (answer) => {
        if (answer.data !== "waits") return;
        sw.removeEventListener("controllerchange", tellNewVersion);
        void tell(type);
      });
      channel.port1.start();
      waiting.postMessage({ type: "update" }, [channel.port2]);
    },
    // No worker (a private window, a browser without one): the pages work as before.
    () => undefined,
  );
}
