import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";
import { fluentPictures } from "./scripts/fluent-pictures.ts";

/**
 * The game page's island (ADR 035): the one module a game page loads, which hydrates the play
 * area alone. It is one more input of the client build, beside React Router's, so its boards stay
 * lazy chunks with their stylesheets (a `?worker` build, ADR 024, would drop the CSS of a lazy
 * chunk), and the Vite manifest lists it like every other chunk.
 */
const GAME_ISLAND_ENTRY = "app/components/games/island-entry.ts";
const CLIENT_MANIFEST = "build/client/.vite/manifest.json";

/**
 * `import islandEntry from "virtual:game-island-entry"`: the address a page loads the island
 * from. In development the source file, which Vite serves; in the server build the built file,
 * read from the client build's manifest (React Router builds the client first). The client's own
 * copy is never rendered (a game page is not hydrated by React Router).
 */
function gameIslandEntry(): Plugin {
  const id = "virtual:game-island-entry";
  const resolvedId = `\0${id}`;
  let serving = false;
  return {
    name: "balaca:game-island-entry",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(loading) {
      if (loading !== resolvedId) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${GAME_ISLAND_ENTRY}`)};`;
      if (this.environment.name === "client") return `export default "";`;
      const manifest = JSON.parse(readFileSync(CLIENT_MANIFEST, "utf8")) as Record<string, { file: string }>;
      const built = manifest[GAME_ISLAND_ENTRY];
      if (!built) throw new Error(`${GAME_ISLAND_ENTRY} is missing from ${CLIENT_MANIFEST}`);
      return `export default ${JSON.stringify(`/${built.file}`)};`;
    },
  };
}

export default defineConfig({
  build: { manifest: true },
  // The server build's entries: our Express app (server/app.ts → index.js), which mounts the
  // React Router request handler (docs/decisions/002-one-node-process.md), and the command-line
  // chores that need the app's code (server/cli.ts; scripts/cli.ts finds it in the manifest).
  environments: {
    client: {
      build: { rollupOptions: { input: [GAME_ISLAND_ENTRY] } },
    },
    ssr: {
      build: { rollupOptions: { input: ["./server/app.ts", "./server/cli.ts"] } },
    },
  },
  resolve: { tsconfigPaths: true },
  // The standalone scripts of app/enhance/ (ADR 024) are built as "workers" (imported with
  // `?worker&url`): each one file of its own, with everything it imports and a hashed name, the
  // same address in the client and server builds. As ES modules they also load as
  // `<script type="module">` in development.
  worker: { format: "es" },
  plugins: [fluentPictures(), gameIslandEntry(), reactRouter()],
});
