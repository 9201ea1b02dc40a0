import type common from "./en/common";
import type en from "./en";

/**
 * The interface strings come in namespaces (ADR 005). `common` (the site frame, forms, errors,
 * toasts) is on every page; every other top-level section of en.ts is a namespace of its own
 * that a route asks for in its `handle`, so the browser downloads only what a page shows.
 */
export type StringsNamespace = Exclude<keyof typeof en, keyof typeof common>;

/** What a route module exports as `handle` to get its strings: `{ strings: ["assessment"] }`. */
export interface StringsHandle {
  strings: readonly StringsNamespace[];
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

/** The namespaces the matched routes ask for, without repeats, in a stable order. */
export function namespacesOf(handles: ReadonlyArray<unknown>): StringsNamespace[] {
  const wanted = new Set<StringsNamespace>();
  for (const handle of handles) if (hasStrings(handle)) for (const name of handle.strings) wanted.add(name);
  return [...wanted].toSorted();
}

/** How the list travels from the server's document to the browser: `<html data-strings="a,b">`. */
export function parseNamespaceList(list: string | undefined): string[] {
  return list ? list.split(",").filter(Boolean) : [];
}
