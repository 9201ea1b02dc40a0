import { createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LogEntry, logTo } from "../app/infrastructure/log.server.ts";
import { testDatabaseKind } from "../tests/support/test-database.ts";
import { testPostgresUrl, withAdminClient } from "../tests/support/pg-template.ts";
import { DEFAULT_PG_CONNECT_TIMEOUT_MS, DEFAULT_PG_STATEMENT_TIMEOUT_MS, openPostgres, postgresPoolSettings } from "./database.ts";

/** The PostgreSQL pool's limits: a connection timeout, a statement timeout, and its errors logged. */

const ended: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const end of ended.splice(0)) await end();
});

describe("the PostgreSQL pool's settings", () => {
  it("come from the options, else PG_CONNECT_TIMEOUT_MS and PG_STATEMENT_TIMEOUT_MS, else the defaults", () => {
    vi.stubEnv("PG_CONNECT_TIMEOUT_MS", "");
    vi.stubEnv("PG_STATEMENT_TIMEOUT_MS", "");
    expect(postgresPoolSettings()).toMatchObject({
      connectionTimeoutMillis: DEFAULT_PG_CONNECT_TIMEOUT_MS,
      statementTimeoutMillis: DEFAULT_PG_STATEMENT_TIMEOUT_MS,
    });
    vi.stubEnv("PG_CONNECT_TIMEOUT_MS", "2500");
    vi.stubEnv("PG_STATEMENT_TIMEOUT_MS", "0");
    expect(postgresPoolSettings()).toMatchObject({ connectionTimeoutMillis: 2500, statementTimeoutMillis: 0 });
    expect(postgresPoolSettings({ connectionTimeoutMillis: 100, statementTimeoutMillis: 200 })).toMatchObject({
      connectionTimeoutMillis: 100,
      statementTimeoutMillis: 200,
    });
    vi.stubEnv("PG_STATEMENT_TIMEOUT_MS", "soon");
    expect(() => postgresPoolSettings()).toThrow(/PG_STATEMENT_TIMEOUT_MS/);
    vi.stubEnv("PG_STATEMENT_TIMEOUT_MS", "");
    vi.stubEnv("PG_CONNECT_TIMEOUT_MS", "0");
    expect(() => postgresPoolSettings()).toThrow(/PG_CONNECT_TIMEOUT_MS/);
  });

  it("a server that accepts and never answers fails the query after the connection timeout", async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    ended.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const db = openPostgres(`postgres://app@127.0.0.1:${port}/balaca`, { connectionTimeoutMillis: 300 });
    ended.push(() => db.destroy());
    const started = Date.now();
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe.runIf(testDatabaseKind === "postgres")("the PostgreSQL pool on a server", () => {
  const url = testPostgresUrl() ?? "";

  it("sets statement_timeout on its connections, and a longer statement fails with the server's reason", async () => {
    const db = openPostgres(url, { statementTimeoutMillis: 200, max: 2 });
    ended.push(() => db.destroy());
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(shown.rows[0]?.statement_timeout).toBe("200ms");
    await expect(sql`select pg_sleep(2)`.execute(db)).rejects.toThrow(/canceling statement due to statement timeout/);
    // The connection is usable again afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it("takes the timeouts from the environment by default", async () => {
    vi.stubEnv("PG_STATEMENT_TIMEOUT_MS", "1500");
    const db = openPostgres(url, { max: 1 });
    ended.push(() => db.destroy());
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
    expect(shown.rows[0]?.statement_timeout).toBe("1500ms");
  });

  it("logs an idle connection's loss and carries on with a new one", async () => {
    const entries: LogEntry[] = [];
    const restore = logTo((entry) => entries.push(entry));
    ended.push(async () => restore());
    const name = `pool_error_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const named = new URL(url);
    named.searchParams.set("application_name", name);
    const db = openPostgres(named.toString(), { max: 1, idleTimeoutMillis: 60_000 });
    ended.push(() => db.destroy());
    await sql`select 1`.execute(db);
    await withAdminClient(url, (client) => client.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [name]));
    await vi.waitFor(
      () => expect(entries).toContainEqual(expect.objectContaining({ level: "error", msg: "database connection lost", error: expect.any(Error) })),
      { timeout: 5_000 },
    );
    const logged = entries.find((entry) => entry.msg === "database connection lost");
    expect(JSON.stringify(logged)).not.toContain(new URL(url).password || "no password in the URL");
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});
