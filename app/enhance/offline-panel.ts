/**
 * The offline panel's script (/profile/offline, ADR 040): fills in what only the service worker
 * knows, the marks waiting to be sent and the space kept, from its answer to "status", and again
 * every few seconds while the page is open (a mark may be sent meanwhile). The templates come
 * from the server, in the page's language, with each plural form of "waiting".
 */
const waiting = document.querySelector<HTMLElement>("[data-offline-waiting]");
const size = document.querySelector<HTMLElement>("[data-offline-size]");
const language = document.documentElement.lang;
const MB = 1024 * 1024;

interface Status {
  waiting: number;
  bytes: number;
}

function show(status: Status) {
  if (waiting) {
    const forms = JSON.parse(waiting.dataset.offlineWaiting ?? "{}") as Record<string, string>;
    const form = new Intl.PluralRules(language).select(status.waiting);
    waiting.textContent = (forms[form] ?? forms.other ?? "").replace("{{count}}", String(status.waiting));
  }
  if (size) size.textContent = (size.dataset.offlineSize ?? "").replace("{{size}}", (status.bytes / MB).toFixed(1));
}

function ask() {
  void navigator.serviceWorker?.ready.then((registration) => {
    const channel = new MessageChannel();
    channel.port1.addEventListener("message", (event: MessageEvent<Status>) => show(event.data));
    // A port listened to with addEventListener delivers only once started.
    channel.port1.start();
    registration.active?.postMessage({ type: "status" }, [channel.port2]);
  });
}

ask();
setInterval(ask, 3000);
