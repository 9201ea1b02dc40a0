import { createContext } from "react-router";

/** Facts about the request that the HTTP layer knows and routes need. */
export interface RequestInfo {
  /** The client's address (proxies trusted as TRUST_PROXY_HOPS says). */
  ip: string;
  /** The CSP nonce every inline script of this response must carry. */
  nonce: string;
  /** Correlates a response with its log line. */
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", nonce: "", requestId: "" });
