// Whether the production build in build/ matches the sources, for `npm start` (which builds
// only when it does not) and its tests. Plain Node (type stripping): no build is needed to run it.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The file every build writes last but one (the compressed copies come after). */
export const BUILT_FILE = "build/server/index.js";

/** What a build is made from: a change to any of them makes the build stale. */
export const BUILD_SOURCES = ["app", "server", "db", "migrations", "public", "server.js", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

/** Newest modification time under the given files and folders (0 when none exists). */
export function newestMtime(paths: string[]): number {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) latest = Math.max(latest, newestMtime([join(path, entry)]));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

/** True when `root` has a build at least as new as every source. */
export function buildIsCurrent(root: string): boolean {
  const built = join(root, BUILT_FILE);
  if (!existsSync(built)) return false;
  return statSync(built).mtimeMs >= newestMtime(BUILD_SOURCES.map((source) => join(root, source)));
}
