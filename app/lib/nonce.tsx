import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered (in the browser, the one the page was served with). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * Whether the page being rendered sends scripts: false only on the server, for a browser that
 * asks to save data (app/lib/save-data.ts). A page running scripts was sent with them, so the
 * browser's default is true. Kept beside the nonce, in the entry's chunk, so that reading it
 * costs no module of its own.
 */
const ScriptsContext = createContext(true);
export const ScriptsProvider = ScriptsContext.Provider;

export function useSendsScripts(): boolean {
  return useContext(ScriptsContext);
}
