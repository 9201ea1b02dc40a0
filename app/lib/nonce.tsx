import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered (in the browser, the one the page was served with). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
