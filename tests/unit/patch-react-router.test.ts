import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EntryContext, type ServerBuild, createRequestHandler } from "react-router";
import { describe, expect, it } from "vitest";

/** React Router's document path with our patch (scripts/patch-react-router.mjs, ADR 026). */

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

describe("the React Router patch: hydration data only for pages that hydrate", () => {
  it("is applied to both of the installed React Router's server builds", () => {
    for (const build of ["production", "development"]) {
      const source = readFileSync(`node_modules/react-router/dist/${build}/lib/server-runtime/server.js`, "utf8");
      expect(source, `${build} build: run \`node scripts/patch-react-router.mjs\``).toContain("build.entry.module.sendsHydrationData?.(request, context) === false");
    }
  });

  it("renders a page without the encoded data when the entry says it sends none, and with it otherwise", async () => {
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

  it("patches a copy of the text it knows once, is idempotent, and refuses a text it does not know", () => {
    const original = readFileSync(`node_modules/react-router/dist/production/lib/server-runtime/server.js`, "utf8").replace(
      "build.entry.module.sendsHydrationData?.(request, context) === false ? void 0 : ",
      "",
    );
    const packageDir = mkdtempSync(join(tmpdir(), "react-router-copy-"));
    writeFileSync(join(packageDir, "package.json"), JSON.stringify({ name: "react-router", version: "0.0.0-test" }));
    for (const build of ["production", "development"]) {
      mkdirSync(join(packageDir, "dist", build, "lib", "server-runtime"), { recursive: true });
      writeFileSync(join(packageDir, "dist", build, "lib", "server-runtime", "server.js"), original);
    }
    const patch = () => spawnSync(process.execPath, ["scripts/patch-react-router.mjs", packageDir], { encoding: "utf8" });
    const first = patch();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("patched react-router 0.0.0-test (production)");
    const patched = readFileSync(join(packageDir, "dist", "production", "lib", "server-runtime", "server.js"), "utf8");
    expect(patched.split("sendsHydrationData").length - 1).toBe(1);
    // The error path's second render keeps its own encoding: only the first is replaced.
    expect(patched.split("serverHandoffStream: encodeViaTurboStream(").length - 1).toBe(1);
    expect(execFileSync(process.execPath, ["scripts/patch-react-router.mjs", packageDir], { encoding: "utf8" })).toBe("");

    writeFileSync(join(packageDir, "dist", "development", "lib", "server-runtime", "server.js"), "export {};\n");
    const changed = patch();
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain("react-router 0.0.0-test no longer has the text this patch replaces");
  });
});
