import type common from "./en/common.json";
import type en from "./en";
import type { ScriptsHandle } from "~/lib/page-scripts";

/**
 * The top-level sections of the strings other than `common`'s (home, auth, assessment, …): one
 * JSON file per language each, app/locales/<language>/<namespace>.json (app/locales/README.md).
 */
type StringsNamespace = Exclude<keyof typeof en, keyof typeof common>;

/** One game's own texts, app/locales/<language>/games/<section>.json, under "games.<section>". */
export type GameStringsNamespace = `games/${string}`;

/** What a route module exports as `handle`. */
export interface StringsHandle extends ScriptsHandle {
  /**
   * The namespaces the page shows. Read by nothing since ADR 042 (the server has every string,
   * and a game's island gets its own as props); kept in the route handles that still name them.
   */
  strings?: readonly StringsNamespace[];
  /** Likewise: the game's own texts on /games/:gameId. */
  stringsFor?: (params: Readonly<Record<string, string | undefined>>) => readonly GameStringsNamespace[];
  /**
   * The page's HTML is the same for every visitor who is not signed in (no cookie but the
   * language and theme), given its address and the page it was reached from: the server may
   * render it once and give it to other such visitors for a minute, with a fresh nonce
   * (server/shared-html.ts, issue 22). Only for pages whose loader reads nothing else of the
   * request.
   */
  sharesHtml?: boolean;
}
