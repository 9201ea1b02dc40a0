import type common from "./en/common";
import type en from "./en";
import type { ScriptsHandle } from "~/lib/page-scripts";

/**
 * The interface strings come in namespaces (ADR 005). `common` (the site frame, forms, errors,
 * toasts) is on every page; every other top-level section of en.ts is a namespace of its own
 * that a route asks for in its `handle`, so the browser downloads only what a page shows.
 */
export type StringsNamespace = Exclude<keyof typeof en, keyof typeof common>;

/**
 * One game's own texts, `games/<section>` (app/locales/<language>/games/<section>.ts): loaded on
 * top of the "games" namespace by that game's page only, so a game page does not download every
 * game's texts (issue 22).
 */
export type GameStringsNamespace = `games/${string}`;

/** A matched route as the root layout sees it (React Router's `useMatches()`). */
export interface MatchedRoute {
  handle: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

/** What a route module exports as `handle` to get its strings: `{ strings: ["assessment"] }`. */
export interface StringsHandle extends ScriptsHandle {
  strings: readonly StringsNamespace[];
  /** Namespaces that depend on the address: the game's own texts on /games/:gameId. */
  stringsFor?: (params: MatchedRoute["params"]) => readonly GameStringsNamespace[];
  /**
   * The page's HTML is the same for every visitor who is not signed in (no cookie but the
   * language and theme), given its address and the page it was reached from: the server may
   * render it once and give it to other such visitors for a minute, with a fresh nonce
   * (server/shared-html.ts, issue 22). Only for pages whose loader reads nothing else of the
   * request.
   */
  sharesHtml?: boolean;
}

function hasStrings(handle: unknown): handle is StringsHandle {
  return typeof handle === "object" && handle !== null && Array.isArray((handle as { strings?: unknown }).strings);
}

/**
 * The namespaces the matched routes ask for, without repeats, in a stable order: a whole
 * namespace ("games") always before the parts loaded on top of it ("games/counting").
 */
export function namespacesOf(matches: ReadonlyArray<MatchedRoute>): Array<StringsNamespace | GameStringsNamespace> {
  const wanted = new Set<StringsNamespace | GameStringsNamespace>();
  for (const { handle, params } of matches) {
    if (!hasStrings(handle)) continue;
    for (const name of handle.strings) wanted.add(name);
    for (const name of handle.stringsFor?.(params) ?? []) wanted.add(name);
  }
  return [...wanted].toSorted();
}

/** How the list travels from the server's document to the browser: `<html data-strings="a,b">`. */
export function parseNamespaceList(list: string | undefined): string[] {
  return list ? list.split(",").filter(Boolean) : [];
}
