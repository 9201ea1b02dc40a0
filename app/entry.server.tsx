import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CoalesceStream } from "~/lib/coalesce-stream.server";
import { LanguageProvider, type StringsSource } from "~/lib/i18n/context";
import type { Language } from "~/lib/i18n-config";
import { getLanguage } from "~/lib/i18n.server";
import { resources } from "~/locales/resources.server";
import { log } from "~/lib/log.server";
import { NonceProvider, ScriptsProvider } from "~/lib/nonce";
import { requestInfoContext } from "~/lib/request-info";
import { wantsSavedData } from "~/lib/save-data";
import { pageSendsScripts } from "~/lib/page-scripts";
import { getSession } from "~/lib/auth.server";

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
  // A page that needs no scripts (ADR 023), or any page for a browser that asks to save data,
  // is HTML and CSS only: no scripts, no module preloads, no data for hydration. Every parent
  // flow works without JavaScript.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route.id;
  const sendsScripts = pageSendsScripts({
    leafHandle: leaf ? routerContext.routeModules[leaf]?.handle : undefined,
    signedIn: getSession(loadContext) !== null,
    savesData: wantsSavedData(request.headers),
  });
  responseHeaders.append("Vary", "Save-Data");
  let context = routerContext;
  if (!sendsScripts) {
    void routerContext.serverHandoffStream?.cancel();
    context = { ...routerContext, serverHandoffStream: undefined };
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document goes out whole, once React has rendered all of it (ADR 022). No loader
    // defers data, so streaming the shell first shows nothing sooner; it only splits the page
    // into several writes while React Router's hydration data (a Suspense boundary) follows the
    // shell. Measured (issue 22, `npm run bench:compare`): signed-in pages +3 % to +30 % req/s.
    // A loader that returned a promise to stream would make its page wait for it (up to
    // streamTimeout).
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ScriptsProvider value={sendsScripts}>
          <LanguageProvider language={language} source={everyString[language]}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </LanguageProvider>
        </ScriptsProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          // From here an error is inside a Suspense boundary: React Router's handleError does not
          // see it (the shell rendered), so onError logs it.
          shellRendered = true;
        },
        onAllReady() {
          const body = new CoalesceStream({ withoutModulePreloads: true });
          body.on("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
  });
}

/** Logs unexpected server errors once, as structured lines; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("unhandled error", { error, method: request.method, path: new URL(request.url).pathname });
};
