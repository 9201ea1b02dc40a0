import { renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { log } from "~/infrastructure/log.server";
import { NonceProvider, ScriptsProvider } from "~/infrastructure/nonce";
import { requestInfoContext } from "~/infrastructure/request-info";
import { wantsSavedData } from "~/infrastructure/save-data";
import { offlineChosen } from "~/domain/offline/cookie";
import { scriptsSent } from "~/infrastructure/page-scripts";
import { RenderToStringProvider } from "~/infrastructure/island";

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
  // No page runs React Router in the browser (ADR 025, 035): what a page sends is its standalone
  // scripts, or nothing for a page that says "none" and for a browser that asks to save data,
  // unless the parent turned offline mode on, which needs its scripts (ADR 040).
  const savesData = wantsSavedData(request.headers) && !offlineChosen(request.headers);
  const scripts = scriptsSent({ leafHandle: routerContext.staticHandlerContext.matches.at(-1)?.route.handle, savesData });
  responseHeaders.append("Vary", "Save-Data");
  const page = (context: EntryContext) => (
    <NonceProvider value={nonce}>
      <ScriptsProvider value={scripts}>
        <TranslationProvider language={language} t={translatorFor(language)}>
          <RenderToStringProvider value={renderToString}>
            <ServerRouter context={context} url={request.url} nonce={nonce} />
          </RenderToStringProvider>
        </TranslationProvider>
      </ScriptsProvider>
    </NonceProvider>
  );

  // No loader defers data and nothing hydrates the document, so it is one synchronous render to
  // a string, sent whole (ADR 022). An error thrown here reaches React Router as a failed render,
  // which renders the route's error boundary.
  void routerContext.serverHandoffStream?.cancel();
  const html = renderToString(page({ ...routerContext, serverHandoffStream: undefined }));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // renderToString leaves out the doctype that React's streaming render writes itself.
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}

/** Logs unexpected server errors once, as structured lines; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("unhandled error", { error, method: request.method, path: new URL(request.url).pathname });
};
