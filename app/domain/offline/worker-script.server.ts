import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SERVICE_WORKER_BUILT } from "./availability";
import { buildVersion } from "./files.server";

/** Where the worker's source says which build it belongs to; /sw.js writes the version there. */
const VERSION_MARK = "__BALACA_BUILD_VERSION__";

let built: string | null = null;

/**
 * The service worker as /sw.js serves it: the file Vite built from app/enhance/service-worker.ts
 * (one file with no imports, ADR 024's `?worker&url`, so it runs as a classic worker in every
 * browser), with the build's version written in. Null without a build (development: Vite serves
 * the source as a module, which a classic worker cannot run; offline mode is the build's).
 */
export async function serviceWorkerScript(): Promise<string | null> {
  if (!SERVICE_WORKER_BUILT) return null;
  if (built === null) {
    const file = join("build/client", SERVICE_WORKER_BUILT);
    if (!existsSync(file)) return null;
    built = await readFile(file, "utf8");
  }
  return built.replaceAll(VERSION_MARK, buildVersion());
}
