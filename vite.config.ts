import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  build: { manifest: true },
  // The server build's entry is our Express app (server/app.ts), which mounts the React
  // Router request handler; see docs/decisions/002-one-node-process.md.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter()],
});
