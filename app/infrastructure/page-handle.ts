import type { ScriptsHandle } from "./page-scripts";

/** What a route module exports as `handle`. */
export interface PageHandle extends ScriptsHandle {
  /**
   * The page's HTML is the same for every visitor who is not signed in (no cookie but the
   * language and theme), given its address and the page it was reached from: the server may
   * render it once and give it to other such visitors for a minute, with a fresh nonce
   * (server/shared-html.ts). Only for pages whose loader reads nothing else of the request.
   */
  sharesHtml?: boolean;
}
