import { createContext, useContext } from "react";
import type { PageScripts } from "./page-scripts";

/** The CSP nonce of the response being rendered. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

/** What the page being rendered sends (app/infrastructure/page-scripts.ts): set by the server's entry. */
const ScriptsContext = createContext<PageScripts>("none");
export const ScriptsProvider = ScriptsContext.Provider;

/** Whether the page may add the standalone scripts of app/enhance/ (ADR 024). */
export function useSendsStandaloneScripts(): boolean {
  return useContext(ScriptsContext) === "standalone";
}
