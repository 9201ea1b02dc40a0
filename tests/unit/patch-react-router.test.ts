import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type EntryContext, type ServerBuild, createRequestHandler } from "react-router";
import { describe, expect, it } from "vitest";

/** React Router's document path with our patches (scripts/patch-react-router.mjs, ADR 026). */

function buildWithEntry(sendsHydrationData: ((request: Request) => boolean) | undefined) {
  const seen: Array<{ stream: boolean }> = [];
  const entry = {
    default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
      seen.push({ stream: context.serverHandoffStream !== undefined });
      void context.serverHandoffStream?.cancel();
      return new Response("<!DOCTYPE html><p>page</p>", { status, headers });
    },
    ...(sendsHydrationData ? { sendsHydrationData } : {}),
  };
  const build = {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: () => null, loader: () => ({ cards: ["a", "b"] }) } },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: { id: "root", path: "", module: "/root.js", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false } },
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
  return { build, seen };
}

interface Patch {
  name: string;
  file: string;
  builds: string[];
  original: string;
  patched: string;
}

const PATCHES = JSON.parse(execFileSync(process.execPath, ["scripts/patch-react-router.mjs", "--list"], { encoding: "utf8" })) as Patch[];
const installed = (build: string, file: string) => readFileSync(`node_modules/react-router/dist/${build}/${file}`, "utf8");

describe("the React Router patches (ADR 026)", () => {
  it("are all applied to the installed React Router", () => {
    expect(PATCHES.map((patch) => patch.name)).toEqual([
      "hydration data only for pages that hydrate",
      "server routes built once per manifest",
      "data routes converted once per route tree",
    ]);
    for (const patch of PATCHES) {
      for (const build of patch.builds) {
        expect(installed(build, patch.file), `${patch.name}, ${build} build: run \`node scripts/patch-react-router.mjs\``).toContain(patch.patched);
      }
    }
  });

  it("render a page without the encoded data when the entry says it sends none, and with it otherwise", async () => {
    const cases = [
      { says: () => false, stream: false },
      { says: () => true, stream: true },
      { says: undefined, stream: true },
    ];
    for (const { says, stream } of cases) {
      const { build, seen } = buildWithEntry(says);
      const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<p>page</p>");
      expect(seen).toEqual([{ stream }]);
    }
  });

  it("convert a route tree to data routes once in production, and every other tree for itself", async () => {
    type StaticRouterOf = (routes: unknown[], context: unknown) => { routes: unknown[] };
    const production = (await import(resolve("node_modules/react-router/dist/production/index.js"))) as { createStaticRouter: StaticRouterOf };
    const context = { basename: "/", location: { pathname: "/" }, matches: [], loaderData: {}, actionData: null, errors: null };
    const tree = [{ id: "root", path: "/", children: [{ id: "page", path: "page" }] }];
    const first = production.createStaticRouter(tree, context);
    const again = production.createStaticRouter(tree, context);
    expect(again.routes).toBe(first.routes);
    expect(first.routes).toMatchObject([{ id: "root", path: "/", children: [{ id: "page", path: "page" }] }]);
    const other = production.createStaticRouter([{ id: "root", path: "/", children: [{ id: "other", path: "other" }] }], context);
    expect(other.routes).not.toBe(first.routes);
    expect(other.routes).toMatchObject([{ id: "root", children: [{ id: "other" }] }]);
  });

  it("patch a copy of the text they know once, are idempotent, and refuse a text they do not know", () => {
    const packageDir = mkdtempSync(join(tmpdir(), "react-router-copy-"));
    writeFileSync(join(packageDir, "package.json"), JSON.stringify({ name: "react-router", version: "0.0.0-test" }));
    const files = new Set(PATCHES.flatMap((patch) => ["production", "development"].map((build) => `${build}/${patch.file}`)));
    for (const file of files) {
      let original = readFileSync(`node_modules/react-router/dist/${file}`, "utf8");
      for (const patch of PATCHES) original = original.replace(patch.patched, patch.original);
      mkdirSync(join(packageDir, "dist", file, ".."), { recursive: true });
      writeFileSync(join(packageDir, "dist", file), original);
    }
    const patch = () => spawnSync(process.execPath, ["scripts/patch-react-router.mjs", packageDir], { encoding: "utf8" });
    const first = patch();
    expect(first.status).toBe(0);
    expect(first.stdout.trim().split("\n")).toHaveLength(PATCHES.reduce((sum, each) => sum + each.builds.length, 0));
    for (const each of PATCHES) {
      for (const build of ["production", "development"]) {
        const text = readFileSync(join(packageDir, "dist", build, each.file), "utf8");
        expect(text.includes(each.patched), `${each.name} in ${build}`).toBe(each.builds.includes(build));
      }
    }
    // The error path's second render keeps its own encoding: only the first is replaced.
    expect(readFileSync(join(packageDir, "dist", "production", "lib", "server-runtime", "server.js"), "utf8").split("serverHandoffStream: encodeViaTurboStream(").length - 1).toBe(1);
    expect(execFileSync(process.execPath, ["scripts/patch-react-router.mjs", packageDir], { encoding: "utf8" })).toBe("");

    writeFileSync(join(packageDir, "dist", "production", "lib", "dom", "server.js"), "export {};\n");
    const changed = patch();
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('react-router 0.0.0-test no longer has the text the patch "data routes converted once per route tree" replaces');
  });
});
