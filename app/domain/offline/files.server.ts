import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { islandStrings } from "~/domain/games/island-strings.server";
import { isGameId } from "~/games/registry";
import type { Language } from "~/infrastructure/i18n-config";
import { humanManifestPath } from "~/infrastructure/speak-human";
import { humanRecordingOf } from "~/infrastructure/speak-human.server";
import { spokenAudioPath } from "~/infrastructure/spoken-audio";

/**
 * The files a kept page needs offline besides its HTML (ADR 040), read from the client build's
 * Vite manifest: what a page loads later, when a level starts (a game's board chunk, its
 * pictures, which are chunks too, its stylesheets), is not in the HTML the service worker
 * fetches, so the server names it. The HTML's own scripts and stylesheets the worker finds in
 * the HTML itself. In development there is no manifest and the lists are empty: the worker
 * then keeps what the pages load as they are used.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

const CLIENT_DIR = "build/client";
const GAME_ISLAND_ENTRY = "app/components/games/island-entry.ts";

let manifest: Record<string, ManifestChunk> | null = null;
let version: string | null = null;
const audioFiles = new Map<string, ReadonlySet<string>>();

function viteManifest(): Record<string, ManifestChunk> {
  if (manifest) return manifest;
  const file = join(CLIENT_DIR, ".vite/manifest.json");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "{}";
  manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  // The build's version: a new build (any changed file) has a new manifest, so a new worker.
  version = createHash("sha256").update(text).digest("hex").slice(0, 16);
  return manifest;
}

/** The version of the client build being served: part of /sw.js, so that a new build installs a new worker. */
export function buildVersion(): string {
  viteManifest();
  return version ?? "dev";
}

/** A game's board, which the island loads lazily: kept with its game, not with the shell. */
const isBoard = (key: string) => /^app\/games\/[^/]+\//.test(viteManifest()[key]?.src ?? "");

/**
 * A chunk's file, its stylesheets and everything it imports, as addresses, with what it loads
 * lazily later (Kirpi, with the first level) except the boards.
 */
function closure(key: string, into: Set<string> = new Set()): Set<string> {
  const chunk = viteManifest()[key];
  if (!chunk || into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  for (const lazy of chunk.dynamicImports ?? []) if (!isBoard(lazy)) closure(lazy, into);
  return into;
}

/** What every game page needs once a level starts: the island's entry and what it loads. */
export function shellFiles(): string[] {
  return [...closure(GAME_ISLAND_ENTRY), "/favicon.svg", "/icons/icon-192.png"];
}

function recordings(language: Language): ReadonlySet<string> {
  let found = audioFiles.get(language);
  if (!found) {
    const dir = existsSync(join(CLIENT_DIR, "audio", language)) ? join(CLIENT_DIR, "audio", language) : join("public/audio", language);
    found = new Set(existsSync(dir) ? readdirSync(dir).map((name) => `/audio/${language}/${name}`) : []);
    audioFiles.set(language, found);
  }
  return found;
}

function textsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) textsOf(inner, into);
  return into;
}

/**
 * A game's board chunk with its pictures and stylesheets, and the recordings of its spoken lines
 * in the language: the synthetic ones and a person's, where a person recorded the line.
 */
export function gameFiles(gameId: string, language: Language): string[] {
  if (!isGameId(gameId)) return [];
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(viteManifest())) {
    if (chunk.isDynamicEntry && chunk.src?.startsWith(`app/games/${gameId}/`)) closure(key, files);
  }
  const recorded = recordings(language);
  let human = false;
  for (const text of textsOf(islandStrings(language, gameId))) {
    const path = spokenAudioPath(language, text);
    if (recorded.has(path)) files.add(path);
    // A person's recording is what the game plays when there is one; the list of them tells it so.
    const person = humanRecordingOf(language, text);
    if (person) files.add(person);
    human ||= person !== null;
  }
  if (human) files.add(humanManifestPath(language));
  return [...files];
}
