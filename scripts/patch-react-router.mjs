// Applied after every `npm ci` / `npm install` (package.json "postinstall"); ADR 026.
//
// Two changes to React Router's server rendering, both measured in issue 22:
//
// 1. Hydration data only for pages that hydrate (both builds). React Router encodes every
//    document's loader data for hydration (a turbo-stream) before app/entry.server.tsx is called,
//    even for a page that sends no script and never reads it: up to 8 % of a signed-in page's
//    CPU. Patched, it first asks the server entry's optional export
//    `sendsHydrationData(request, context)`; when that returns false the document is rendered
//    without the encoded data (`serverHandoffStream` undefined, as React Router already allows).
// 2. The route tree built once (production build only). For every document React Router's
//    `ServerRouter` rebuilds the server routes of the whole app (~150 routes) from the manifest,
//    and `createStaticRouter` converts them all to data routes again, although both depend only
//    on the build. Patched, the first are kept per manifest and the second per route tree, so a
//    render reuses them: +8 to +19 % requests per second on signed-in pages. Development keeps
//    React Router as published, so an edited route is always rebuilt.
//
// Each patch is idempotent, and the script fails loudly when React Router's text changed (after
// an upgrade): check ADR 026, then update the texts below, or drop the patch.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";


const PATCHES = [
  {
    name: "hydration data only for pages that hydrate",
    file: "lib/server-runtime/server.js",
    builds: ["production", "development"],
    original:
      "\t\t\tserverHandoffStream: encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture: build.future,",
    patched:
      "\t\t\tserverHandoffStream: build.entry.module.sendsHydrationData?.(request, context) === false ? void 0 : encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture: build.future,",
  },
  {
    name: "server routes built once per manifest",
    file: "lib/dom/ssr/server.js",
    builds: ["production"],
    original:
      "function ServerRouter({ context, url, nonce }) {\n\tif (typeof url === \"string\") url = new URL(url);\n\tlet { manifest, routeModules, criticalCss, serverHandoffString } = context;\n\tlet routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    patched:
      "const serverRoutesByManifest = /* @__PURE__ */ new WeakMap(); // patched (ADR 026)\nfunction ServerRouter({ context, url, nonce }) {\n\tif (typeof url === \"string\") url = new URL(url);\n\tlet { manifest, routeModules, criticalCss, serverHandoffString } = context;\n\tlet routes = context.isSpaMode ? void 0 : serverRoutesByManifest.get(manifest.routes);\n\tif (!routes) {\n\t\troutes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n\t\tif (!context.isSpaMode) serverRoutesByManifest.set(manifest.routes, routes);\n\t}",
  },
  {
    name: "data routes converted once per route tree",
    file: "lib/dom/server.js",
    builds: ["production"],
    original:
      "function createStaticRouter(routes, context, opts = {}) {\n\twarning(opts.branches == null, \"`createStaticRouter({ branches })` is deprecated and no longer used. Branch caching is done automatically inside the static router.\");\n\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
    patched:
      "const dataRoutesByRoutes = /* @__PURE__ */ new WeakMap(); // patched (ADR 026)\nfunction createStaticRouter(routes, context, opts = {}) {\n\twarning(opts.branches == null, \"`createStaticRouter({ branches })` is deprecated and no longer used. Branch caching is done automatically inside the static router.\");\n\tlet converted = dataRoutesByRoutes.get(routes);\n\tif (!converted) {\n\t\tlet routesById = {};\n\t\tconverted = { manifest: routesById, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, routesById) };\n\t\tdataRoutesByRoutes.set(routes, converted);\n\t}\n\tlet { manifest, dataRoutes } = converted;",
  },
];

// `--list`: the patches as JSON (tests/unit/patch-react-router.test.ts undoes them on a copy).
if (process.argv[2] === "--list") {
  process.stdout.write(JSON.stringify(PATCHES));
  process.exit(0);
}

const require = createRequire(import.meta.url);
/** The installed React Router, or the package directory given (the test patches a copy). */
const packageDir = process.argv[2] ?? dirname(require.resolve("react-router/package.json"));
const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

for (const patch of PATCHES) {
  for (const build of patch.builds) {
    const file = join(packageDir, "dist", build, patch.file);
    const source = readFileSync(file, "utf8");
    if (source.includes(patch.patched)) continue;
    const found = source.split(patch.original).length - 1;
    if (found !== 1) {
      console.error(
        `scripts/patch-react-router.mjs: react-router ${version} no longer has the text the patch "${patch.name}" replaces in ${file} (found ${found} times). See docs/decisions/026-react-router-patches.md.`,
      );
      process.exit(1);
    }
    writeFileSync(file, source.replace(patch.original, patch.patched));
    process.stdout.write(`patched react-router ${version} (${build}): ${patch.name} (ADR 026)\n`);
  }
}
