import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider, StaticHandlerContext } from "react-router";
import { ServerRouter } from "react-router";
import { WholeDocument, asResponseBody, documentFromString, withoutModulePreloads } from "~/lib/whole-document.server";
import { LanguageProvider, type StringsSource } from "~/lib/i18n/context";
import type { Language } from "~/lib/i18n-config";
import { getLanguage } from "~/lib/i18n.server";
import { resources } from "~/locales/resources.server";
import { log } from "~/lib/log.server";
import { NonceProvider, ScriptsProvider } from "~/lib/nonce";
import { requestInfoContext } from "~/lib/request-info";
import { wantsSavedData } from "~/lib/save-data";
import { offlineChosen } from "~/domain/offline/cookie";
import { type ScriptsSent, scriptsSent } from "~/lib/page-scripts";
import { RenderToStringProvider } from "~/lib/island";

export const streamTimeout = 5_000;

/** The server renders from every string it has; the browser loads what the page asked for. */
const everyString = {
  az: () => resources.az.translation,
  en: () => resources.en.translation,
  ru: () => resources.ru.translation,
} satisfies Record<Language, StringsSource>;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  const language = getLanguage(loadContext);
  // A page that needs no React (ADR 023), or any page for a browser that asks to save data, is
  // sent without React Router's scripts: no module preloads, no data for hydration. Every parent
  // flow works without JavaScript; a "standalone" page may add its small enhancements (ADR 024).
  const scripts = scriptsOf(request, routerContext.staticHandlerContext);
  responseHeaders.append("Vary", "Save-Data");
  const page = (context: EntryContext) => (
    <NonceProvider value={nonce}>
      <ScriptsProvider value={scripts}>
        <LanguageProvider language={language} source={everyString[language]}>
          <RenderToStringProvider value={renderToString}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </RenderToStringProvider>
        </LanguageProvider>
      </ScriptsProvider>
    </NonceProvider>
  );

  if (scripts !== "hydrated") {
    // A page without React Router's scripts has no hydration data and no Suspense boundary: it is
    // one synchronous render to a string (ADR 022, later of 2026-11-27). An error thrown here
    // reaches React Router as a failed render, which renders the route's error boundary.
    void routerContext.serverHandoffStream?.cancel();
    const html = renderToString(page({ ...routerContext, serverHandoffStream: undefined }));
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(asResponseBody(documentFromString(html)), { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document goes out whole, once React has rendered all of it (ADR 022). No loader
    // defers data, so streaming the shell first shows nothing sooner; it only splits the page
    // into several writes while React Router's hydration data (a Suspense boundary) follows the
    // shell. Measured (issue 22, `npm run bench:compare`): signed-in pages +3 % to +30 % req/s.
    // A loader that returned a promise to stream would make its page wait for it (up to
    // streamTimeout).
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page(routerContext), {
      nonce,
      onShellReady() {
        // From here an error is inside a Suspense boundary: React Router's handleError does not
        // see it (the shell rendered), so onError logs it.
        shellRendered = true;
      },
      onAllReady() {
        // Everything is rendered: React writes the whole document at once, kept in memory and
        // sent as one buffer (app/lib/whole-document.server.ts).
        const document = new WholeDocument();
        document.done.then((html) => {
          clearTimeout(timeoutId);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(asResponseBody(withoutModulePreloads(html)), { headers: responseHeaders, status: responseStatusCode }));
        }, reject);
        pipe(document);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error("render error", { error });
      },
    });
  });
}

/**
 * What the page sends, from the deepest matched route's `handle` (the page, not its layouts) and
 * Save-Data. A parent who turned offline mode on chose its scripts, Save-Data or not (issue 41).
 */
function scriptsOf(request: Request, page: StaticHandlerContext): ScriptsSent {
  const savesData = wantsSavedData(request.headers) && !offlineChosen(request.headers);
  return scriptsSent({ leafHandle: page.matches.at(-1)?.route.handle, savesData });
}

/**
 * Asked by React Router before it renders a document (a patch of ours, scripts/patch-react-router.mjs):
 * whether to encode the loaders' data for hydration. A page sent without React Router's scripts
 * never reads it; encoding it anyway cost up to 8 % of a signed-in page's CPU (issue 22).
 */
export function sendsHydrationData(request: Request, page: StaticHandlerContext): boolean {
  return scriptsOf(request, page) === "hydrated";
}

/** Logs unexpected server errors once, as structured lines; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("unhandled error", { error, method: request.method, path: new URL(request.url).pathname });
};
