import { createContext, useContext } from "react";
import type { ScriptsSent } from "./page-scripts";

/** The CSP nonce of the response being rendered (in the browser, the one the page was served with). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * What the page being rendered sends (app/lib/page-scripts.ts): set on the server. A page
 * running React was sent with it, so the browser's default is "hydrated". Kept beside the
 * nonce, in the entry's chunk, so that reading it costs no module of its own.
 */
const ScriptsContext = createContext<ScriptsSent>("hydrated");
export const ScriptsProvider = ScriptsContext.Provider;

/** Whether the page runs React (false on a page sent without it, and for a browser saving data). */
export function useSendsScripts(): boolean {
  return useContext(ScriptsContext) === "hydrated";
}

/** Whether the page, sent without React, may add the standalone scripts of app/enhance/ (ADR 024). */
export function useSendsStandaloneScripts(): boolean {
  return useContext(ScriptsContext) === "standalone";
}
