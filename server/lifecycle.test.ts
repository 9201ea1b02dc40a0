import { type IncomingMessage, type Server, Agent, createServer, request } from "node:http";
import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type Lifecycle, createLifecycle, shutdownSettings } from "./lifecycle";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A promise and the function that settles it. */
function signal<T>() {
  let resolve: ((value: T) => void) | undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve: (value: T) => resolve?.(value) };
}

/** A server with the lifecycle in front of a tiny application: /slow answers when released. */
function startServer(settings: { drainDelayMs: number; timeoutMs: number }) {
  const arrival = signal<void>();
  const releasing = signal<void>();
  const exiting = signal<number>();
  const arrived = arrival.promise;
  const released = releasing.promise;
  const exit = exiting.promise;
  const release = () => releasing.resolve();
  const events: string[] = [];
  let lifecycle: Lifecycle | undefined;
  const server: Server = createServer((req, res) => {
    lifecycle?.middleware(req, res, () => {
      if (req.url === "/slow") {
        arrival.resolve();
        void released.then(() => res.end("slow done"));
        return;
      }
      if (req.url === "/never") return;
      res.end(req.url === "/readyz" ? "ready" : "fast");
    });
  });
  lifecycle = createLifecycle(server, {
    ...settings,
    closeApp: async () => {
      events.push("closeApp");
    },
    exit: (code) => {
      events.push(`exit ${code}`);
      exiting.resolve(code);
    },
    log: () => {},
  });
  const listening = new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
  return { server, lifecycle, listening, arrived, release, exit, events };
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: agent ?? false }, (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe("shutting down", () => {
  it("answers /readyz with 503 right after SIGTERM while a request under way still completes, then exits", async () => {
    const { server, lifecycle, listening, arrived, release, exit, events } = startServer({ drainDelayMs: 1_000, timeoutMs: 10_000 });
    servers.push(server);
    const port = await listening;
    expect(await get(port, "/readyz")).toMatchObject({ status: 200, body: "ready" });

    const slow = get(port, "/slow");
    await arrived;
    lifecycle.shutdown("SIGTERM");

    const readiness = await get(port, "/readyz");
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: "draining" });
    expect(readiness.connection).toBe("close");
    // Other requests are still served while draining, each on a connection that then closes.
    expect(await get(port, "/fast")).toEqual({ status: 200, connection: "close", body: "fast" });
    expect(events).toEqual([]);

    release();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "slow done" });
    const started = Date.now();
    expect(await exit).toBe(0);
    // At the end of the drain delay, long before the hard limit.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual(["closeApp", "exit 0"]);
  });

  it("leaves idle keep-alive connections to their client, ends one with its next answer, and exits once the last has ended", async () => {
    const { server, lifecycle, listening, arrived, release, exit, events } = startServer({ drainDelayMs: 0, timeoutMs: 20_000 });
    servers.push(server);
    const port = await listening;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // A connection left idle after its answer, as a balancer keeps them.
    expect(await get(port, "/fast", agent)).toMatchObject({ status: 200, connection: "keep-alive" });
    const idle = agent.freeSockets[`127.0.0.1:${port}:`]?.[0];
    expect(idle).toBeDefined();

    // On a keep-alive connection of its own.
    const busyAgent = new Agent({ keepAlive: true });
    const slow = get(port, "/slow", busyAgent);
    await arrived;
    lifecycle.shutdown("SIGTERM");
    // The listener is closed at once: a new connection is refused, so a balancer tries another.
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED/);

    // The idle connection was not closed under its client: a request sent on it is answered, and
    // the answer closes it.
    expect(idle?.destroyed).toBe(false);
    const closed = once(idle ?? new EventEmitter(), "close");
    expect(await get(port, "/fast", agent)).toEqual({ status: 200, connection: "close", body: "fast" });
    await closed;
    expect(events).toEqual([]);

    const released = Date.now();
    release();
    expect(await slow).toEqual({ status: 200, connection: "close", body: "slow done" });
    expect(await exit).toBe(0);
    expect(Date.now() - released).toBeLessThan(1_000);
    expect(events).toEqual(["closeApp", "exit 0"]);
    agent.destroy();
    busyAgent.destroy();
  });

  it("exits when an idle connection its client never uses again reaches Node's keep-alive timeout", async () => {
    const { server, lifecycle, listening, exit, events } = startServer({ drainDelayMs: 0, timeoutMs: 20_000 });
    servers.push(server);
    server.keepAliveTimeout = 300;
    const port = await listening;
    const agent = new Agent({ keepAlive: true });
    expect(await get(port, "/fast", agent)).toMatchObject({ status: 200, connection: "keep-alive" });
    const started = Date.now();
    lifecycle.shutdown("SIGTERM");
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toEqual(["closeApp", "exit 0"]);
    agent.destroy();
  });

  it("exits at the hard limit when a request never ends", async () => {
    const { server, lifecycle, listening, exit, events } = startServer({ drainDelayMs: 0, timeoutMs: 300 });
    servers.push(server);
    const port = await listening;
    const stuck = get(port, "/never").catch((error: Error) => error);
    await expect.poll(() => server.listenerCount("request") > 0 && new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)))).toBe(1);
    const started = Date.now();
    lifecycle.shutdown("SIGTERM");
    lifecycle.shutdown("SIGINT");
    expect(await exit).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(events).toEqual(["closeApp", "exit 1"]);
    expect(await stuck).toBeInstanceOf(Error);
  });
});

describe("shutdownSettings", () => {
  it("defaults to no drain delay and a 20 s limit, and reads seconds", () => {
    expect(shutdownSettings({})).toEqual({ drainDelayMs: 0, timeoutMs: 20_000 });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_SECONDS: "2.5", SHUTDOWN_TIMEOUT_SECONDS: "30" })).toEqual({ drainDelayMs: 2_500, timeoutMs: 30_000 });
  });

  it("refuses values that are not seconds, and a limit inside the drain delay", () => {
    expect(() => shutdownSettings({ SHUTDOWN_TIMEOUT_SECONDS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => shutdownSettings({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => shutdownSettings({ SHUTDOWN_DRAIN_SECONDS: "10", SHUTDOWN_TIMEOUT_SECONDS: "5" })).toThrow(/longer/);
  });
});
