import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { type EntryContext, RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DB } from "~/db.server";
import { importPlans } from "~/domain/subscriptions/plans-import.server";
import { plansVersion } from "~/domain/subscriptions/plans-version.server";
import { seedDatabase } from "../db/seed.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";
import { SHARED_HTML_CHECK_MS, SharedPages, sharedHtml } from "./shared-html";

/** A change of plans shows on every process within a few seconds, whatever process made it. */

const page = { status: 200, headers: [["content-type", "text/html"]] as const, parts: ["<p>", "</p>"] };

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function monthlyPriceTo(db: DB, priceMinor: number) {
  await db.updateTable("subscription_plans").set({ price_minor: priceMinor }).where("plan_id", "=", "monthly").execute();
}

describe("kept pages of several processes on one database", () => {
  it("are dropped by each within the check period after any write to the plans, and kept while nothing changes", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    let now = 1_000;
    const clock = () => now;
    const reads = vi.fn<() => Promise<string>>(() => plansVersion(db));
    const processes = [new SharedPages(10, clock, { version: reads }), new SharedPages(10, clock, { version: reads })];
    for (const pages of processes) {
      await pages.refresh();
      pages.keep("/plans", page);
    }
    expect(reads).toHaveBeenCalledTimes(2);
    // Checked at most once per period: a burst of requests reads nothing more.
    now += SHARED_HTML_CHECK_MS - 1;
    await Promise.all(processes.flatMap((pages) => [pages.refresh(), pages.refresh()]));
    expect(reads).toHaveBeenCalledTimes(2);
    // Due, unchanged: the pages stay.
    now += 1;
    await Promise.all(processes.map((pages) => pages.refresh()));
    expect(reads).toHaveBeenCalledTimes(4);
    for (const pages of processes) expect(pages.get("/plans")).toBeDefined();

    // `npm run plans:load` in a third process, then an operator's price edit in SQL.
    await importPlans(db, [
      { plan_id: "monthly", name: "1 Month", price: "15.00", currency: "AZN", billing_period: "monthly", trial_days: 7, is_active: true },
    ]);
    now += SHARED_HTML_CHECK_MS;
    for (const pages of processes) {
      await pages.refresh();
      expect(pages.get("/plans")).toBeUndefined();
      pages.keep("/plans", page);
    }
    await monthlyPriceTo(db, 1400);
    now += SHARED_HTML_CHECK_MS;
    for (const pages of processes) {
      await pages.refresh();
      expect(pages.get("/plans")).toBeUndefined();
    }
  });

  it("a page rendered while the pages were dropped is not kept", async () => {
    const pages = new SharedPages(10, () => 0);
    const generation = pages.generation;
    pages.clear();
    pages.keep("/plans", page, 60, generation);
    expect(pages.get("/plans")).toBeUndefined();
    pages.keep("/plans", page, 60, pages.generation);
    expect(pages.get("/plans")).toBeDefined();
  });

  it("a failed read keeps the pages, is reported, and is tried again after the period", async () => {
    let now = 0;
    const version = vi.fn<() => Promise<string>>().mockResolvedValueOnce("a").mockRejectedValueOnce(new Error("database away")).mockResolvedValue("a");
    const onError = vi.fn<(error: unknown) => void>();
    const pages = new SharedPages(10, () => now, { version, onError, everyMs: 1_000 });
    await pages.refresh();
    pages.keep("/", page);
    now = 1_000;
    await pages.refresh();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "database away" }));
    expect(pages.get("/")).toBeDefined();
    now = 2_000;
    await pages.refresh();
    expect(version).toHaveBeenCalledTimes(3);
    expect(pages.get("/")).toBeDefined();
  });
});

/** The smallest build whose one page shares its HTML and shows the monthly price from the database. */
function priceBuild(db: DB): ServerBuild {
  const loader = async () =>
    (await db.selectFrom("subscription_plans").select("price_minor").where("plan_id", "=", "monthly").executeTakeFirstOrThrow()).price_minor;
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) =>
          new Response(`<p>${String(context.staticHandlerContext.loaderData.root)}</p>`, { status, headers }),
      },
    },
    routes: { root: { id: "root", path: "", module: { default: () => null, loader, handle: { sharesHtml: true } } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasLoader: true,
          hasAction: false,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
    basename: "/",
  } as unknown as ServerBuild;
}

async function startProcess(db: DB, everyMs: number): Promise<string> {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${Math.random().toString(36).slice(2)}`;
    next();
  });
  const pages = new SharedPages(10, Date.now, { version: () => plansVersion(db), everyMs });
  app.use(sharedHtml({ build: priceBuild(db), mode: "production", getLoadContext: () => new RouterContextProvider(), pages }));
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe("two app processes on one database", () => {
  it("both show a new price within the check period", async () => {
    const { db } = await createTestDatabase();
    await seedDatabase(db);
    const everyMs = 300;
    const processes = [await startProcess(db, everyMs), await startProcess(db, everyMs)];
    for (const url of processes) expect(await (await fetch(url)).text()).toBe("<p>1990</p>");
    await monthlyPriceTo(db, 1500);
    const changedAt = Date.now();
    await vi.waitFor(
      async () => {
        for (const url of processes) expect(await (await fetch(url)).text()).toBe("<p>1500</p>");
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(Date.now() - changedAt).toBeLessThan(5_000);
  });
});
