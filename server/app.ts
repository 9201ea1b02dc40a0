import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import { prepareServer } from "~/startup.server";
import { closeDatabase } from "~/db.server";
import { SIMULATOR_PATH } from "~/domain/payments/config.server";
import { getSimulatorKeys } from "~/infrastructure/secrets.server";
import { DRAIN_LIMIT_BYTES } from "~/infrastructure/request-body.server";
import { log } from "~/infrastructure/log.server";
import { HUMAN_AUDIO_PREFIX, humanAudioDir, humanAudioMiddleware } from "~/infrastructure/speak-human.server";
import { createEpointSimulator } from "./epoint-simulator";
import { originCheckMiddleware } from "./origin-check";
import { precompressedStatic } from "./precompressed";
import { requestLogMiddleware } from "./request-log";
import { formTargetOrigins, securityHeadersMiddleware } from "./security-headers";
import { GOOGLE_SIGN_IN_ORIGIN, googleSignInEnabled } from "~/domain/accounts/authenticator.server";
import { SharedPages, sharedHtml } from "./shared-html";
import { plansVersion } from "~/domain/subscriptions/plans-version.server";

/** Largest request body accepted; forms are small, and nothing uploads files. */
const MAX_BODY_BYTES = 1024 * 1024;

const env = getEnv();
await prepareServer();

/**
 * The whole HTTP application: logging, compression, security headers, CSRF origin check,
 * static files (production) and React Router. `server.js` mounts it, behind Vite in
 * development. Built into build/server/index.js.
 */
export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY_HOPS);

app.use(requestLogMiddleware(env.LOG_REQUESTS));
app.use(compression());
// The checkout's answer redirects to Epoint's card page, Google sign-in's to Google: their
// origins are allowed as form targets, with the site's public one.
app.use(
  securityHeadersMiddleware(
    env.isProduction,
    formTargetOrigins({
      epointBaseUrl: env.paymentsMode === "epoint" ? env.EPOINT_BASE_URL : null,
      googleSignInPage: googleSignInEnabled() ? GOOGLE_SIGN_IN_ORIGIN : null,
      appOrigin: env.APP_ORIGIN ?? null,
    }),
  ),
);
app.use(originCheckMiddleware(env.APP_ORIGIN ? { publicOrigin: env.APP_ORIGIN } : {}));
// The JSON API and the gateway's paths refuse large bodies here; pages and forms do it in the
// app (app/infrastructure/request-body.server.ts), where the refusal is a translated page.
app.use(["/api", SIMULATOR_PATH], (req, res, next) => {
  const length = Number(req.get("content-length") ?? 0);
  if (length <= MAX_BODY_BYTES) return next();
  const refuse = () => res.status(413).type("text/plain").send("Request too large.");
  // Read to the end and thrown away, so the client gets the 413 rather than a reset; a huge
  // body is cut off.
  if (length > DRAIN_LIMIT_BYTES) {
    res.set("Connection", "close");
    refuse();
    req.destroy();
    return;
  }
  req.on("end", refuse);
  req.resume();
});

// A person's recordings of spoken lines, preferred to the synthetic ones: the list of them is
// read once here and served as a manifest (app/infrastructure/speak-human.server.ts).
app.use(
  HUMAN_AUDIO_PREFIX,
  humanAudioMiddleware(
    humanAudioDir(env.isProduction ? fileURLToPath(new URL(`../client${HUMAN_AUDIO_PREFIX}`, import.meta.url)) : `public${HUMAN_AUDIO_PREFIX}`),
  ),
);

if (env.isProduction) {
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));
  // Hashed file names change with their content, so they may be cached for a year. They were
  // compressed at build time (scripts/compress-assets.ts): the browser gets the .br or .gz copy.
  app.use("/assets", precompressedStatic(`${clientDir}/assets`));
  app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
  // The other files of public/ (the favicon, fonts, recorded voices): only a path under one of
  // the names found there at start goes to express.static, so a page's request does not look
  // on the disk first (a file-system call on every page otherwise).
  const publicNames = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => {
    const firstSegment = req.path.split("/", 2)[1] ?? "";
    if (publicNames.has(firstSegment)) return publicFiles(req, res, next);
    next();
  });
}

if (env.paymentsMode === "simulator") {
  // Epoint's stand-in, reached over HTTP like the real gateway (ADR 011).
  // Its state is in the database, so every app process serves it alike (ADR 019).
  app.use(SIMULATOR_PATH, createEpointSimulator({ ...getSimulatorKeys(), db: getDb() }));
  log.warn("payments use the embedded Epoint simulator: no card is ever charged", { path: SIMULATOR_PATH });
} else if (env.paymentsMode === "disabled") {
  log.warn("payments are off: set EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY, or EPOINT_SIMULATOR=true");
}

// In production the build is handed over once, so React Router derives its routing tables once;
// given a function, it would call it and rebuild them on every request. In
// development the function lets Vite hand over a fresh build after each edit.
const build = env.isProduction ? await import("virtual:react-router/server-build") : () => import("virtual:react-router/server-build");

function getLoadContext(req: express.Request, res: express.Response) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    ip: req.ip ?? "unknown",
    nonce: String(res.locals.nonce ?? ""),
    requestId: String(res.locals.requestId ?? ""),
  });
  return context;
}

// Pages that are the same for every visitor who is not signed in are rendered once a minute
// and given to the others with a fresh nonce (ADR 020; server/shared-html.ts). They show the
// plans, which another process may change: each process reads the plans' version every few
// seconds and drops its pages when it changed.
if (typeof build !== "function") {
  const freshness = { version: () => plansVersion(getDb()), onError: (error: unknown) => log.error("reading the plans' version failed", { error }) };
  app.use(sharedHtml({ build, mode: env.NODE_ENV, getLoadContext, pages: new SharedPages(undefined, undefined, freshness) }));
}

app.use(createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext }));

/** For `server.js` on SIGTERM/SIGINT, once the listener has stopped: ends the database pool. */
export async function closeApp(): Promise<void> {
  await closeDatabase();
}
