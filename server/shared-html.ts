import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { type RouteObject, type RouterContextProvider, type ServerBuild, createRequestHandler, matchRoutes } from "react-router";
import { wantsSavedData } from "~/infrastructure/save-data";

/**
 * Pages rendered once and given to every visitor who is not signed in (ADR 020).
 *
 * Most requests for the home page, the plans or a game's page come from visitors with no
 * session: their HTML differs only by the CSP nonce of its inline scripts. A page opts in with
 * `handle.sharesHtml`; its HTML is then kept for up to a minute (all of it dropped as soon as
 * the plans in the database change, see `SharedPagesFreshness`), keyed by everything it may depend on
 * (host, address with query, the page it was reached from, the language and theme cookies,
 * Save-Data), and each visitor gets it with a nonce of their own. A request with any other
 * cookie (a session, a toast, a coupon, a started assessment) is rendered for itself, as is
 * every other page.
 */

/** Cookies a shared page may depend on: they are part of the key. Any other cookie bypasses. */
const KEY_COOKIES = new Set(["lng", "theme"]);

export const SHARED_HTML_SECONDS = 60;
const MAX_PAGES = 500;
/** How often, at most, a process reads the version of what its kept pages show. A change of
 * plans then shows on every process within this time (plus one read). */
export const SHARED_HTML_CHECK_MS = 2_000;

/**
 * What tells a process that its kept pages are out of date: the pages show plans and prices
 * read from the database, which another process (`npm run plans:load`, another app process)
 * may change at any moment.
 */
export interface SharedPagesFreshness {
  /** A value that changes whenever anything the kept pages show from the database changes. */
  version: () => Promise<string>;
  everyMs?: number;
  /** Told when the version could not be read; the pages are kept and it is read again later. */
  onError?: (error: unknown) => void;
}

export interface SharedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  /** The HTML split at its nonce: joined with a fresh one for each visitor. */
  parts: readonly string[];
}

/** The kept pages: at most `maxPages` of them, the least recently used dropped first, each for its time. */
export class SharedPages {
  readonly #pages: LRUCache<string, SharedPage>;
  readonly #now: () => number;
  readonly #freshness: SharedPagesFreshness | undefined;
  #version: string | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | undefined;
  #generation = 0;

  constructor(maxPages = MAX_PAGES, now: () => number = Date.now, freshness?: SharedPagesFreshness) {
    // ttlResolution 0: every expiry is checked against the clock itself, not a copy of it kept
    // for a millisecond.
    this.#pages = new LRUCache({ max: maxPages, ttl: SHARED_HTML_SECONDS * 1000, ttlResolution: 0, perf: { now } });
    this.#now = now;
    this.#freshness = freshness;
  }

  /**
   * Reads the version when the last read is older than `everyMs` and drops every kept page when
   * it changed. Requests arriving during a read wait for that same read.
   */
  async refresh(): Promise<void> {
    const freshness = this.#freshness;
    if (!freshness || this.#now() - this.#checkedAt < (freshness.everyMs ?? SHARED_HTML_CHECK_MS)) return;
    this.#checking ??= (async () => {
      try {
        const version = await freshness.version();
        if (version !== this.#version) this.clear();
        this.#version = version;
      } catch (error) {
        freshness.onError?.(error);
      } finally {
        this.#checkedAt = this.#now();
        this.#checking = undefined;
      }
    })();
    await this.#checking;
  }

  /** Changes when the kept pages are dropped: a page rendered before that must not be kept. */
  get generation(): number {
    return this.#generation;
  }

  clear(): void {
    this.#pages.clear();
    this.#generation += 1;
  }

  get(key: string): SharedPage | undefined {
    return this.#pages.get(key);
  }

  /** Keeps a page, unless the pages were dropped since `generation` (when its rendering began). */
  keep(key: string, page: SharedPage, seconds = SHARED_HTML_SECONDS, generation = this.#generation): void {
    if (generation !== this.#generation) return;
    this.#pages.set(key, page, { ttl: seconds * 1000 });
  }

  get size(): number {
    return this.#pages.size;
  }
}

export interface SharedHtmlRequest {
  method: string;
  host: string | undefined;
  originalUrl: string;
  cookie: string | undefined;
  referer: string | undefined;
  saveData: boolean;
}

/** The key of a request whose page may be shared, or null when it must be rendered for itself. */
export function sharedHtmlKey(request: SharedHtmlRequest): string | null {
  if (request.method !== "GET" || !request.host) return null;
  // React Router's data requests for client navigations are JSON of their own.
  if (request.originalUrl.split("?")[0]?.endsWith(".data")) return null;
  const keyCookies: string[] = [];
  for (const pair of (request.cookie ?? "").split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf("=");
    const name = equals === -1 ? trimmed : trimmed.slice(0, equals);
    if (!KEY_COOKIES.has(name)) return null;
    keyCookies.push(trimmed);
  }
  return JSON.stringify([request.host, request.originalUrl, request.referer ?? "", keyCookies.toSorted(), request.saveData]);
}

function requestFacts(req: ExpressRequest): SharedHtmlRequest {
  return {
    method: req.method,
    host: req.get("host") === undefined ? undefined : req.host,
    originalUrl: req.originalUrl,
    cookie: req.get("cookie"),
    referer: req.get("referer"),
    saveData: wantsSavedData(new Headers({ "Save-Data": req.get("save-data") ?? "" })),
  };
}

/** The route tree of a build, for matching a path to the page that would render it. */
function routeTree(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive, children: childrenOf(route?.id) },
      );
  return childrenOf(undefined);
}

function sharesHtml(build: ServerBuild, tree: RouteObject[], pathname: string): boolean {
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  const handle: unknown = leaf ? build.routes[leaf]?.module.handle : undefined;
  return typeof handle === "object" && handle !== null && (handle as { sharesHtml?: unknown }).sharesHtml === true;
}

/** How many paths `pathSharesHtml` remembers, the least recently asked forgotten first. */
export const REMEMBERED_PATHS = 2_000;

/**
 * Whether the page at a path shares its HTML, remembered per path: `matchRoutes` flattens and
 * ranks the whole route tree on every call, which dominated the time of a visitor's request that
 * is not a kept page (docs/performance.md). The answer depends on the path alone; the number of
 * paths remembered is bounded, so made-up paths cannot grow the memory.
 */
export function pathSharesHtml(build: ServerBuild, tree: RouteObject[] = routeTree(build)): (pathname: string) => boolean {
  const known = new LRUCache<string, boolean>({ max: REMEMBERED_PATHS });
  return (pathname) => {
    let shares = known.get(pathname);
    if (shares === undefined) {
      shares = sharesHtml(build, tree, pathname);
      known.set(pathname, shares);
    }
    return shares;
  };
}

function send(res: ExpressResponse, page: SharedPage, nonce: string) {
  const html = page.parts.join(nonce);
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.set("Content-Length", String(Buffer.byteLength(html)));
  res.end(html);
}

export interface SharedHtmlOptions {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  pages?: SharedPages;
}

/**
 * Express middleware in front of React Router's handler: serves a kept page, or renders a
 * page that opts in whole, keeps it and serves it. Any other request goes on to `next`.
 */
export function sharedHtml({ build, mode, getLoadContext, pages = new SharedPages() }: SharedHtmlOptions): RequestHandler {
  const shares = pathSharesHtml(build);
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    const nonce = String(res.locals.nonce ?? "");
    const key = nonce ? sharedHtmlKey(requestFacts(req)) : null;
    if (key === null) return next();
    try {
      await pages.refresh();
    } catch (error) {
      return next(error);
    }
    const kept = pages.get(key);
    if (kept) return send(res, kept, nonce);
    let url: URL;
    try {
      url = new URL(`${req.protocol}://${req.host}${req.originalUrl}`);
    } catch {
      return next();
    }
    if (!shares(url.pathname)) return next();
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    }
    const generation = pages.generation;
    try {
      const response = await handle(new Request(url, { method: "GET", headers, signal: controller.signal }), getLoadContext(req, res));
      const html = await response.text();
      const page = { status: response.status, headers: [...response.headers].map(([name, value]) => [name, value] as const), parts: html.split(nonce) };
      if (response.status === 200 && !response.headers.has("Set-Cookie") && (response.headers.get("Cache-Control") ?? "") === "") {
        pages.keep(key, page, SHARED_HTML_SECONDS, generation);
      }
      if (!res.destroyed) send(res, page, nonce);
    } catch (error) {
      next(error);
    }
  };
}
