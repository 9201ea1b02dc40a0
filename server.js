// Starts the product: `npm start` (production build) or `npm run dev` (Vite, live reload).
// The application itself is server/app.ts; this file only picks how to load it and listens.
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
const server = express();
server.disable("x-powered-by");
const httpServer = createServer(server);

/** Ends the database pool on shutdown (server/app.ts); set once the application is loaded. */
let closeApp = async () => {};

if (DEVELOPMENT) {
  const vite = await import("vite");
  // Live reload shares this server's port instead of opening one of its own.
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  server.use(viteDevServer.middlewares);
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

const listener = httpServer.listen(PORT, HOST, () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "listening", url: `http://localhost:${PORT}`, mode: DEVELOPMENT ? "development" : "production" }));
});

function shutdown(signal) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "shutting down", signal }));
  // Stop taking requests, let those under way finish, then end the database pool.
  listener.close(() => {
    closeApp().then(
      () => process.exit(0),
      () => process.exit(0),
    );
  });
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
