// Starts the product: `npm start` (production build) or `npm run dev` (Vite, live reload).
// The application itself is server/app.ts; this file picks how to load it, listens, and stops
// without dropping requests (server/lifecycle.ts).
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
// Without HOST, Node listens on every address, IPv4 and IPv6, so "localhost" works either way.
const HOST = process.env.HOST || undefined;
const DEVELOPMENT = process.env.NODE_ENV !== "production";

// `npm run serve` (and `npm start`, after building when needed) starts from a build made once by
// `npm run build`, and never builds itself, so that several processes can share one build/.
if (!DEVELOPMENT) {
  const { existsSync } = await import("node:fs");
  if (!existsSync(new URL("./build/server/index.js", import.meta.url))) {
    console.error("No production build in build/: run `npm run build` once, then start each process with `npm run serve`.");
    process.exit(1);
  }
}

const { createServer } = await import("node:http");
const { default: express } = await import("express");
const { createLifecycle, shutdownSettings } = await import("./server/lifecycle.ts");
// Read before anything loads, so a bad value stops the start at once.
const settings = shutdownSettings(process.env);
const server = express();
server.disable("x-powered-by");
const httpServer = createServer(server);

/** Ends the database pool on shutdown (server/app.ts); set once the application is loaded. */
let closeApp = async () => {};
const lifecycle = createLifecycle(httpServer, {
  ...settings,
  closeApp: () => closeApp(),
  exit: (code) => process.exit(code),
  log: (level, msg, fields) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    if (level === "info") console.log(line);
    else console.error(line);
  },
});
// /readyz turns 503 the moment a shutdown starts; the application answers it otherwise.
server.use(lifecycle.middleware);

if (DEVELOPMENT) {
  const vite = await import("vite");
  // Live reload shares this server's port instead of opening one of its own.
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  server.use(viteDevServer.middlewares);
  // Live reload's connections never end by themselves: closing Vite ends them, so a stop does
  // not wait for the shutdown limit.
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void viteDevServer.close());
  server.use(async (req, res, next) => {
    try {
      const { app, closeApp: close } = await viteDevServer.ssrLoadModule("./server/app.ts");
      closeApp = close;
      return await app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const { app, closeApp: close } = await import("./build/server/index.js");
  server.use(app);
  closeApp = close;
}

httpServer.listen(PORT, HOST, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      msg: "listening",
      pid: process.pid,
      url: `http://localhost:${PORT}`,
      mode: DEVELOPMENT ? "development" : "production",
    }),
  );
});

// Stop being ready, finish the requests under way, close idle connections, then exit (server/lifecycle.ts).
process.on("SIGTERM", lifecycle.shutdown);
process.on("SIGINT", lifecycle.shutdown);
