import type { Language } from "~/lib/i18n-config";

export type StringsModule = { default: Record<string, unknown> };

/** Every language's namespaces, each its own small chunk (app/locales/<language>/<namespace>.ts). */
const chunks: Record<string, () => Promise<StringsModule>> = import.meta.glob<StringsModule>(["./az/*.ts", "./en/*.ts", "./ru/*.ts"]);

/**
 * More chunks, keyed like the others ("./ru/games/counting.ts" for the namespace
 * "games/counting"): each game's own texts, added by the game pages (game-strings.client.ts), so
 * that the list of their 129 chunks is not in every page's entry script.
 */
export function addStringChunks(more: Record<string, () => Promise<StringsModule>>): void {
  Object.assign(chunks, more);
}

const loaded = new Map<string, Record<string, unknown>>();
const loading = new Map<string, Promise<void>>();
const merged = new Map<string, Record<string, unknown>>();

const chunkPath = (language: Language, namespace: string) => `./${language}/${namespace}.ts`;

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const path = chunkPath(language, namespace);
  let pending = loading.get(path);
  if (!pending) {
    const importChunk = chunks[path];
    pending = importChunk
      ? importChunk().then((module) => {
          loaded.set(path, module.default);
        })
      : Promise.resolve();
    loading.set(path, pending);
  }
  return pending;
}

const pages = new Map<string, Promise<void>>();

/**
 * Downloads the common strings and the given namespaces of one language (each chunk once).
 * The same list gives the same promise, so React's `use()` can wait on it.
 */
export function loadStrings(language: Language, namespaces: ReadonlyArray<string>): Promise<void> {
  const cacheKey = `${language}:${namespaces.join(",")}`;
  let pending = pages.get(cacheKey);
  if (!pending) {
    pending = Promise.all(["common", ...namespaces].map((namespace) => loadNamespace(language, namespace))).then(() => undefined);
    pages.set(cacheKey, pending);
  }
  return pending;
}

/**
 * The strings for a page, shaped like en.ts (common sections at the top, each namespace under
 * its own name), or null while some namespace has not arrived. The same list gives the same
 * object, so translators built from it are reused.
 */
export function loadedStrings(language: Language, namespaces: ReadonlyArray<string>): Record<string, unknown> | null {
  const cacheKey = `${language}:${namespaces.join(",")}`;
  const cached = merged.get(cacheKey);
  if (cached) return cached;
  const common = loaded.get(chunkPath(language, "common"));
  if (!common) return null;
  const strings: Record<string, unknown> = { ...common };
  for (const namespace of namespaces) {
    if (!chunks[chunkPath(language, namespace)]) continue;
    const section = loaded.get(chunkPath(language, namespace));
    if (!section) return null;
    // "games/counting" goes under strings.games.counting, beside the "games" namespace's own.
    const [parent, part] = namespace.split("/");
    if (parent && part) strings[parent] = { ...(strings[parent] as Record<string, unknown> | undefined), [part]: section };
    else strings[namespace] = section;
  }
  merged.set(cacheKey, strings);
  return strings;
}
