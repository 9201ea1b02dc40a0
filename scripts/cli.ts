// Runs a chore that needs the application's code (server/cli.ts), from the server build:
// React Router names every server entry after its own, so the file is looked up in the
// build's manifest. It never builds and only reads build/, so it can run beside live servers
// (`npm run build` first, once, as they need it too).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsCurrent } from "./build-state.ts";

const manifestFile = resolve("build/server/.vite/manifest.json");
let manifest: Record<string, { file: string; src?: string; isEntry?: boolean }>;
try {
  manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
} catch {
  console.error("No server build found: run `npm run build` first.");
  process.exit(1);
}
const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === "server/cli.ts");
if (!entry) {
  console.error("The server build has no server/cli.ts entry: run `npm run build`.");
  process.exit(1);
}
if (!buildIsCurrent(".")) {
  // Still run: the servers run this same build. But a text or rule changed in the sources is not
  // in it until `npm run build` (e.g. `npm run audio` would record the texts of the build).
  console.warn("Note: build/ is older than the sources; this runs the build's code. Run `npm run build` to include the changes.");
}
await import(pathToFileURL(resolve("build/server", entry.file)).href);
