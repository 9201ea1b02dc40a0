/**
 * Offline mode's service worker (ADR 040), served at /sw.js. Written against the
 * platform (Cache API, IndexedDB), no Workbox: it must follow our addresses, our forms and
 * our accounts, and is a few hundred lines.
 *
 * - The shell (the game island's code, the icons, the offline pages) is kept per app version, in
 *   `shell-<version>`; a new version's worker fills its own and deletes the old one once it
 *   takes over, which it does only from a page that is not a game (see "update"), so a game in
 *   progress finishes on the code it started with.
 * - The pages of /offline/manifest.json (a child's games, homework and course exercises) are
 *   kept per account, in `content-<account>`, with their files. Their sizes and last use are in
 *   IndexedDB; past the budget the least recently used games go first (domain/offline/budget).
 * - Navigations go to the network first (a parent on a good network always gets today's page),
 *   then to the kept copy, then to the offline page in the parent's language.
 * - A play, a homework mark or a course exercise mark posted without a network is queued in
 *   IndexedDB with the child, the time and an idempotency key, and sent to /offline/marks when
 *   the network returns; the server records each key once.
 * - The account changing (signing out, another parent signing in) drops the old account's
 *   pages and queue.
 */
import { groupsToDrop } from "~/domain/offline/budget";

// ---- The worker's globals, typed here: the project's TypeScript library is the DOM's. ----
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: ReadonlyArray<MessagePort>;
}
interface WorkerClient {
  readonly id: string;
  readonly url: string;
}
interface WorkerScope {
  readonly registration: { readonly active: unknown };
  readonly clients: {
    matchAll(options?: { type?: "window"; includeUncontrolled?: boolean }): Promise<WorkerClient[]>;
    get(id: string): Promise<WorkerClient | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Written by /sw.js: the build this worker belongs to (app/domain/offline/worker-script.server.ts). */
const VERSION = "__BALACA_BUILD_VERSION__";
const SHELL = `shell-${VERSION}`;
const VISITOR = "visitor";
/** How often a page's visit checks the list of what to keep, at most. */
const SYNC_EVERY_MS = 10 * 60 * 1000;

// ---- IndexedDB: the queue of marks, what is kept, and what the worker knows of the page. ----
interface QueuedMark {
  key: string;
  account: string;
  childId: string;
  madeAt: number;
  kind: "play" | "homework" | "exercise";
  [field: string]: unknown;
}
interface KeptEntry {
  url: string;
  account: string;
  group: string;
  pinned: boolean;
  bytes: number;
  usedAt: number;
}
interface Meta {
  account: string;
  child: string;
  lang: string;
  keep: boolean;
  lastSent: number;
  syncedAt: number;
  syncedVersion: string;
  /** The language of the offline pages in the shell cache. */
  shellLang: string;
}
const NO_META: Meta = { account: VISITOR, child: "", lang: "az", keep: false, lastSent: 0, syncedAt: 0, syncedVersion: "", shellLang: "" };

let database: Promise<IDBDatabase> | null = null;
function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise((resolve, reject) => {
    const request = indexedDB.open("balaca-offline", 1);
    request.addEventListener("upgradeneeded", () => {
      request.result.createObjectStore("queue", { keyPath: "key" });
      request.result.createObjectStore("kept", { keyPath: "url" });
      request.result.createObjectStore("meta");
    });
    request.addEventListener("success", () => resolve(request.result));
    request.addEventListener("error", () => reject(request.error ?? new Error("indexedDB")));
  });
  return database;
}

async function stored<T>(store: string, mode: IDBTransactionMode, run: (objects: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  return new Promise((resolve, reject) => {
    const request = run(db.transaction(store, mode).objectStore(store));
    request.addEventListener("success", () => resolve(request.result));
    request.addEventListener("error", () => reject(request.error ?? new Error("indexedDB")));
  });
}

const all = <T>(store: string) => stored<T[]>(store, "readonly", (objects) => objects.getAll() as IDBRequest<T[]>);
const put = (store: string, value: unknown, key?: string) => stored(store, "readwrite", (objects) => objects.put(value, key));
const remove = (store: string, key: string) => stored(store, "readwrite", (objects) => objects.delete(key));

async function readMeta(): Promise<Meta> {
  const value = (await stored<unknown>("meta", "readonly", (objects) => objects.get("meta"))) as Partial<Meta> | undefined;
  return { ...NO_META, ...value };
}
async function writeMeta(change: Partial<Meta>): Promise<Meta> {
  const meta = { ...(await readMeta()), ...change };
  await put("meta", meta, "meta");
  return meta;
}

const contentCache = (account: string) => `content-${account}`;
const pathOf = (url: string) => {
  const parsed = new URL(url, location.origin);
  return parsed.pathname + parsed.search;
};

// ---- Install, activate, update. ----
interface OfflineManifest {
  version: string;
  account: string | null;
  prefetch: boolean;
  budgetBytes: number;
  shell: string[];
  pages: Array<{ url: string; group: string; pinned: boolean; files: string[] }>;
  fallback: { unavailable: string; saved: string };
}

async function fetchManifest(): Promise<OfflineManifest | null> {
  const response = await fetch("/offline/manifest.json", { credentials: "same-origin", cache: "no-store" });
  return response.ok ? ((await response.json()) as OfflineManifest) : null;
}

/** Puts each address in the cache unless it is there; an address that fails is left for next time. */
async function keepFiles(cacheName: string, urls: ReadonlyArray<string>): Promise<number> {
  const cache = await caches.open(cacheName);
  let bytes = 0;
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) continue;
      bytes += (await response.clone().arrayBuffer()).byteLength;
      await cache.put(url, response);
    } catch {
      return bytes;
    }
  }
  return bytes;
}

/** The offline pages, in the language of the parent's pages: refetched when it changes. */
async function keepFallbacks(lang: string): Promise<void> {
  const meta = await readMeta();
  const shell = await caches.open(SHELL);
  if (meta.shellLang === lang && (await shell.match("/offline/unavailable"))) return;
  for (const url of ["/offline/unavailable", "/offline/saved"]) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (response.ok) await shell.put(url, response);
  }
  await writeMeta({ shellLang: lang });
}

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const manifest = await fetchManifest().catch(() => null);
      if (manifest) await keepFiles(SHELL, manifest.shell);
      await keepFallbacks((await readMeta()).lang).catch(() => undefined);
      // The first worker takes over at once: there is no older one a game could be running on.
      if (!worker.registration.active) await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("shell-") && name !== SHELL) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** Whether a game is open in a tab: a new version then waits, so the game finishes on its own code. */
async function gameOpen(): Promise<boolean> {
  // The worker asking is the waiting one, which controls no tab yet: without `includeUncontrolled`
  // it would see none, and take over under a game in progress.
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  return open.some((client) => new URL(client.url).pathname.startsWith("/games/"));
}

// ---- Accounts. ----
/** Drops what belongs to an account: its pages and their record, and its queue (signing out). */
async function forgetAccount(account: string, withQueue: boolean): Promise<void> {
  await caches.delete(contentCache(account));
  for (const entry of await all<KeptEntry>("kept")) if (entry.account === account) await remove("kept", entry.url);
  if (!withQueue) return;
  for (const mark of await all<QueuedMark>("queue")) if (mark.account === account) await remove("queue", mark.key);
}

/** The account of the page just opened; when it is another one, the old one's data goes. */
async function seeAccount(account: string): Promise<Meta> {
  const meta = await readMeta();
  if (meta.account !== account && meta.account !== VISITOR) await forgetAccount(meta.account, true);
  return meta.account === account ? meta : writeMeta({ account, child: "", syncedAt: 0 });
}

// ---- Keeping the account's pages. ----
let syncing: Promise<void> | null = null;

/** One sync at a time, whichever tabs ask. */
function syncOnce(force: boolean): Promise<void> {
  syncing ??= sync(force).finally(() => {
    syncing = null;
  });
  return syncing;
}

async function sync(force: boolean): Promise<void> {
  const meta = await readMeta();
  if (!force && meta.syncedVersion === VERSION && Date.now() - meta.syncedAt < SYNC_EVERY_MS) return;
  const manifest = await fetchManifest();
  const account = manifest?.account ?? VISITOR;
  if (!manifest || account !== meta.account) return;
  await keepFiles(SHELL, manifest.shell);
  const cacheName = contentCache(account);
  const cache = await caches.open(cacheName);
  const kept = new Map((await all<KeptEntry>("kept")).filter((entry) => entry.account === account).map((entry) => [entry.url, entry]));
  const listed = new Set<string>();
  const newVersion = meta.syncedVersion !== VERSION;
  for (const page of manifest.pages) {
    listed.add(page.url);
    const before = kept.get(page.url);
    let bytes = before?.bytes ?? 0;
    if (manifest.prefetch && (newVersion || !(await cache.match(page.url)))) {
      // A page of an older version names files that version had: it is fetched again.
      const response = await fetch(page.url, { credentials: "same-origin" }).catch(() => null);
      if (!response?.ok) continue;
      const html = await response.clone().text();
      await cache.put(page.url, response);
      bytes = html.length + (await keepFiles(SHELL, filesIn(html))) + (await keepFiles(cacheName, page.files));
    }
    await put("kept", { url: page.url, account, group: page.group, pinned: page.pinned, bytes, usedAt: before?.usedAt ?? 0 } satisfies KeptEntry);
  }
  for (const url of kept.keys()) {
    if (listed.has(url)) continue;
    await cache.delete(url);
    await remove("kept", url);
  }
  await trim(account, manifest.budgetBytes);
  await writeMeta({ syncedAt: Date.now(), syncedVersion: VERSION });
}

/** The page's own scripts, stylesheets and recordings: what it loads as it opens. */
function filesIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/(?:assets|audio)\/[^"?#]+)"/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** Keeps the account's pages under the budget: the least recently used games go first. */
async function trim(account: string, budgetBytes: number): Promise<void> {
  const entries = (await all<KeptEntry>("kept")).filter((entry) => entry.account === account);
  const groups = new Map<string, { group: string; bytes: number; usedAt: number; pinned: boolean }>();
  for (const entry of entries) {
    const group = groups.get(entry.group) ?? { group: entry.group, bytes: 0, usedAt: 0, pinned: false };
    group.bytes += entry.bytes;
    group.usedAt = Math.max(group.usedAt, entry.usedAt);
    group.pinned ||= entry.pinned || !entry.group.startsWith("game:");
    groups.set(entry.group, group);
  }
  const dropped = new Set(groupsToDrop([...groups.values()], budgetBytes));
  if (dropped.size === 0) return;
  const cache = await caches.open(contentCache(account));
  for (const entry of entries) {
    if (!dropped.has(entry.group)) continue;
    await cache.delete(entry.url);
    await remove("kept", entry.url);
  }
}

async function touch(url: string, account: string): Promise<void> {
  const entries = await all<KeptEntry>("kept");
  const entry = entries.find((candidate) => candidate.url === url && candidate.account === account);
  if (entry) await put("kept", { ...entry, usedAt: Date.now() });
}

// ---- Marks made offline. ----
let flushing: Promise<void> | null = null;

/** Sends the account's queued marks, a hundred at a time; one flush at a time for every tab. */
function flush(): Promise<void> {
  flushing ??= sendQueue().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendQueue(): Promise<void> {
  const meta = await readMeta();
  const queued = (await all<QueuedMark>("queue")).filter((mark) => mark.account === meta.account).toSorted((a, b) => a.madeAt - b.madeAt);
  for (let start = 0; start < queued.length; start += 100) {
    const marks = queued.slice(start, start + 100).map(({ account: _account, ...mark }) => mark);
    const response = await fetch("/offline/marks", {
      method: "POST",
      credentials: "same-origin",
      body: new URLSearchParams({ batch: JSON.stringify({ marks }) }),
    });
    if (!response.ok) return;
    const answer = (await response.json()) as { results: Array<{ key: string }> };
    // Recorded now, recorded before, or refused for good: none is sent again.
    for (const result of answer.results) await remove("queue", result.key);
    await writeMeta({ lastSent: Date.now() });
  }
}

async function queue(mark: Omit<QueuedMark, "key" | "account" | "childId" | "madeAt">): Promise<boolean> {
  const meta = await readMeta();
  if (meta.account === VISITOR || !meta.child) return false;
  await put("queue", { ...mark, key: crypto.randomUUID(), account: meta.account, childId: meta.child, madeAt: Date.now() });
  return true;
}

const numberOf = (form: URLSearchParams, name: string) => Number(form.get(name));

/** The mark a post stands for, when it is one offline mode queues: a play, a homework or exercise mark. */
function markOf(path: string, form: URLSearchParams): Omit<QueuedMark, "key" | "account" | "childId" | "madeAt"> | null {
  const play = /^\/games\/plays\/([a-z0-9-]+)$/.exec(path);
  if (play) {
    const fields = ["level", "score", "attempts", "successes", "startedAt", "endedAt"] as const;
    return { kind: "play", gameId: play[1], play: Object.fromEntries(fields.map((name) => [name, numberOf(form, name)])) };
  }
  const homework = /^\/homework\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(path);
  const intent = form.get("intent");
  if (homework && (intent === "complete" || intent === "uncomplete")) {
    return { kind: "homework", groupId: homework[1], taskId: homework[2], done: intent === "complete" };
  }
  const exercise = /^\/courses\/([a-z0-9-]+)\/exercises\/([a-z0-9-]+)$/.exec(path);
  if (exercise && (intent === "start" || intent === "complete" || intent === "undo")) {
    const feeling = form.get("feeling");
    return { kind: "exercise", courseId: exercise[1], exerciseId: exercise[2], intent, feeling: feeling || null };
  }
  return null;
}

async function handlePost(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const path = new URL(request.url).pathname;
  const body = await request.clone().text();
  try {
    const response = await fetch(request);
    // Signing out: the account's pages and queue go (the server also sends Clear-Site-Data).
    // "Clear what is kept": the pages go, marks still waiting stay.
    const clears = new URLSearchParams(body).get("intent") === "clear";
    if (path === "/auth/logout" || (path === "/profile/offline" && clears)) {
      const forget = readMeta().then((meta) => forgetAccount(meta.account, path === "/auth/logout"));
      event.waitUntil(forget.catch(() => undefined));
      // The next page reads the caches: it comes once they are gone.
      await forget.catch(() => undefined);
    }
    return response;
  } catch (error) {
    const mark = markOf(path, new URLSearchParams(body));
    if (!mark || !(await queue(mark))) throw error;
    if (mark.kind === "play") {
      // The island's answer to a saved play, without the progress only the server works out.
      return Response.json({ saved: true, progress: null, queued: true });
    }
    return Response.redirect(`/offline/saved?back=${encodeURIComponent(path)}`, 303);
  }
}

// ---- Serving. ----
async function fallback(path: string): Promise<Response> {
  const shell = await caches.open(SHELL);
  const url = new URL(path, location.origin);
  if (url.pathname === "/offline/saved") {
    const saved = await shell.match("/offline/saved");
    const back = url.searchParams.get("back") ?? "";
    if (saved) {
      const html = await saved.text();
      const safeBack = /^\/[a-z0-9/-]*$/.test(back) ? back : "/play";
      return new Response(html.replace(/href="\/play"([^>]*data-offline-back)/, `href="${safeBack}"$1`), { headers: saved.headers });
    }
  }
  return (await shell.match("/offline/unavailable")) ?? Response.error();
}

/**
 * A page: the network first (the page answers at once; keeping a fresh copy of a kept page and
 * sending what waited happen after), then the kept copy, then the offline page.
 */
async function navigate(event: FetchEvent): Promise<Response> {
  const request = event.request;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    return fromKept(request.url).catch(() => Response.error());
  }
  if (response.ok && !response.redirected) event.waitUntil(keepFresh(request.url, response.clone()).catch(() => undefined));
  return response;
}

/** A kept page's fresh copy replaces the old one; the network is back, so what waited goes now. */
async function keepFresh(url: string, response: Response): Promise<void> {
  const meta = await readMeta();
  const pathname = new URL(url).pathname;
  const kept = (await all<KeptEntry>("kept")).find((entry) => entry.url === pathname && entry.account === meta.account);
  if (kept) {
    await (await caches.open(contentCache(meta.account))).put(kept.url, response);
    await touch(kept.url, meta.account);
  }
  await flush();
}

async function fromKept(url: string): Promise<Response> {
  const meta = await readMeta();
  const cache = await caches.open(contentCache(meta.account));
  const pathname = new URL(url).pathname;
  const kept = (await cache.match(pathOf(url))) ?? (await cache.match(pathname));
  if (!kept) return fallback(pathOf(url));
  await touch(pathname, meta.account);
  return kept;
}

/** A file: from a cache when kept (hashed files never change), else the network, kept for later when it is code. */
async function file(request: Request): Promise<Response> {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith("/assets/")) {
    const shell = await caches.open(SHELL);
    await shell.put(request, response.clone());
  }
  return response;
}

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.method === "POST") {
    if (/^\/(games\/plays|homework|courses|auth\/logout$|profile\/offline$)/.test(url.pathname)) event.respondWith(handlePost(event));
    return;
  }
  // The worker's own list and the marks' address always go to the network, as does the API.
  if (request.method !== "GET" || ["/sw.js", "/offline/manifest.json", "/offline/marks"].includes(url.pathname) || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(event));
  // The list of a person's recordings changes without a new version: the network's, else the kept one.
  else if (/^\/audio\/human\/[a-z]{2}\/manifest\.json$/.test(url.pathname)) event.respondWith(fetch(request).catch(() => file(request)));
  else if (/^\/(assets|audio|icons|fonts)\//.test(url.pathname) || url.pathname === "/favicon.svg") event.respondWith(file(request));
});

// ---- What the pages say. ----
interface PageMessage {
  type: "page" | "online" | "update" | "status" | "sync";
  account?: string;
  child?: string;
  lang?: string;
  keep?: boolean;
}

async function status(): Promise<{ waiting: number; bytes: number; lastSent: number }> {
  const meta = await readMeta();
  const waiting = (await all<QueuedMark>("queue")).filter((mark) => mark.account === meta.account).length;
  const bytes = (await all<KeptEntry>("kept")).filter((entry) => entry.account === meta.account).reduce((sum, entry) => sum + entry.bytes, 0);
  return { waiting, bytes, lastSent: meta.lastSent };
}

async function onMessage(message: PageMessage, reply: MessagePort | undefined): Promise<void> {
  if (message.type === "update") {
    const waits = await gameOpen();
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    reply?.postMessage(waits ? "waits" : "takes-over");
    if (waits) return;
    await worker.skipWaiting();
    // The kept pages name the files of the version that kept them, which went with its shell:
    // they are fetched again now, not at the next page's visit, so a game opened offline in
    // between still starts.
    await syncOnce(false).catch(() => undefined);
    return;
  }
  if (message.type === "page" || message.type === "sync") {
    await seeAccount(message.account || VISITOR);
    const change: Partial<Meta> = { keep: message.keep === true, lang: message.lang ?? "az" };
    if (message.child) change.child = message.child;
    await writeMeta(change);
    await keepFallbacks(change.lang ?? "az").catch(() => undefined);
  }
  if (message.type !== "status") {
    await flush().catch(() => undefined);
    await syncOnce(message.type === "sync").catch(() => undefined);
  }
  // A MessagePort of the page's own channel: it has no origin to name.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  reply?.postMessage(await status());
}

worker.addEventListener("message", (event) => {
  const message = event.data as PageMessage;
  event.waitUntil(onMessage(message, event.ports[0]));
});
