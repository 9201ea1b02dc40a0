import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: { manifest: true },
  // The server build's entries: our Express app (server/app.ts → index.js), which mounts the
  // React Router request handler (docs/decisions/002-one-node-process.md), and the command-line
  // chores that need the app's code (server/cli.ts; scripts/cli.ts finds it in the manifest).
  environments: {
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
  plugins: [reactRouter()],
});
