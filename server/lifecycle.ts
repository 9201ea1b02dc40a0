import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * How a production process stops without dropping requests (ADR 002, "Later"): on SIGTERM it
 * stops being ready, stops listening, lets the requests under way finish, ends every keep-alive
 * connection with the next answer on it or leaves it to its client to close, and exits as soon
 * as the last connection has ended, with a hard limit for a request that never ends.
 *
 * Imported by server.js as a TypeScript file (Node strips the types), so it may import nothing
 * but Node's own modules.
 */
export interface ShutdownSettings {
  /** How long the listener stays open after the signal, answering /readyz with 503, so that a
   * balancer polling /readyz stops sending before connections are refused. 0 for nginx, whose
   * passive checks move on at the first refused connection. */
  drainDelayMs: number;
  /** From the signal, the longest wait for requests under way; then the process exits anyway. */
  timeoutMs: number;
}

/**
 * Reads SHUTDOWN_DRAIN_SECONDS (default 0) and SHUTDOWN_TIMEOUT_SECONDS (default 20: longer than a
 * call to the gateway may take, so a card charge under way gets its answer).
 */
export function shutdownSettings(env: Record<string, string | undefined>): ShutdownSettings {
  const seconds = (name: string, fallback: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} must be a number of seconds from 0 to ${max}, not "${raw}"`);
    return value;
  };
  const drainDelayMs = seconds("SHUTDOWN_DRAIN_SECONDS", 0, 300) * 1000;
  const timeoutMs = seconds("SHUTDOWN_TIMEOUT_SECONDS", 20, 600) * 1000;
  if (timeoutMs <= drainDelayMs) throw new Error("SHUTDOWN_TIMEOUT_SECONDS must be longer than SHUTDOWN_DRAIN_SECONDS");
  return { drainDelayMs, timeoutMs };
}

export interface LifecycleOptions extends ShutdownSettings {
  /** Ends what the application holds (the database pool) once no request is left. */
  closeApp: () => Promise<void>;
  exit: (code: number) => void;
  log: (level: "info" | "warn", msg: string, fields?: Record<string, unknown>) => void;
}

type Next = (error?: unknown) => void;

export interface Lifecycle {
  /** Mounted before the application: /readyz answers 503 while draining, and every answer
   * given while draining closes its connection. Other requests go on to the application. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: Next) => void;
  /** What SIGTERM and SIGINT call. A second signal changes nothing. */
  shutdown: (signal: string) => void;
  readonly draining: boolean;
}

const READYZ_PATH = "/readyz";

export function createLifecycle(server: Server, options: LifecycleOptions): Lifecycle {
  let draining = false;
  /** Answers not sent yet: told at the signal to close their connection when they are. */
  const underWay = new Set<ServerResponse>();

  // Ahead of the application's listener, so every request is seen before it is answered.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    underWay.add(res);
    res.once("close", () => underWay.delete(res));
  });

  function middleware(req: IncomingMessage, res: ServerResponse, next: Next) {
    if (!draining) return next();
    res.setHeader("Connection", "close");
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== READYZ_PATH) return next();
    res.statusCode = 503;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(JSON.stringify({ status: "draining" }));
  }

  let finished = false;
  function finish(code: number) {
    if (finished) return;
    finished = true;
    options.closeApp().then(
      () => options.exit(code),
      () => options.exit(code),
    );
  }

  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    options.log("info", "shutting down", { signal, requestsUnderWay: underWay.size, drainDelayMs: options.drainDelayMs });
    // Node keeps a connection open after an answer unless the answer says otherwise; a
    // balancer would go on sending on it and meet the exit.
    for (const res of underWay) if (!res.headersSent) res.setHeader("Connection", "close");

    setTimeout(() => {
      options.log("warn", "requests still under way at the shutdown limit: closing them", { requestsUnderWay: underWay.size, timeoutMs: options.timeoutMs });
      server.closeAllConnections();
      finish(1);
    }, options.timeoutMs).unref();

    // Idle keep-alive connections are not closed from this side: a balancer may be sending a
    // request on one at that very moment, which then fails, and a POST is never sent again. The
    // balancer closes them itself (nginx after its keepalive_timeout, below Node's keep-alive
    // timeout), or sends one more request, answered with Connection: close. So the listener is
    // closed the way net.Server does it, without http.Server's closing of idle connections.
    const stopListening = () => {
      NetServer.prototype.close.call(server, () => {
        options.log("info", "stopped", { signal });
        finish(0);
      });
    };
    // Without a delay the listener closes at once: a connection that reached it a moment
    // later would be reset instead of refused, and a balancer retries a refused one safely.
    if (options.drainDelayMs === 0) stopListening();
    else setTimeout(stopListening, options.drainDelayMs).unref();
  }

  return {
    middleware,
    shutdown,
    get draining() {
      return draining;
    },
  };
}
