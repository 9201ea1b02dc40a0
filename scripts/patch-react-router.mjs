// Applied after every `npm ci` / `npm install` (package.json "postinstall"); ADR 026.
//
// React Router encodes every document's loader data for hydration (a turbo-stream) before our
// app/entry.server.tsx is called, even for a page that sends no script and never reads it: up to
// 8 % of a signed-in page's CPU (issue 22). This patch lets the server entry say so first: when
// it exports `sendsHydrationData(request, context)` and that returns false, the document is
// rendered without the encoded data (`serverHandoffStream` undefined, as React Router already
// allows). Without the export, or without this patch, React Router behaves as published.
//
// The patch is one line in each of React Router's two server builds. It is idempotent, and it
// fails loudly when React Router's text changed (after an upgrade): check ADR 026, then update
// ORIGINAL below, or drop the patch.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
/** The installed React Router, or the package directory given (the test patches a copy). */
const packageDir = process.argv[2] ?? dirname(require.resolve("react-router/package.json"));
const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));

const ORIGINAL =
  "\t\t\tserverHandoffStream: encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture: build.future,";
const PATCHED =
  "\t\t\tserverHandoffStream: build.entry.module.sendsHydrationData?.(request, context) === false ? void 0 : encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n\t\t\tfuture: build.future,";

for (const build of ["production", "development"]) {
  const file = join(packageDir, "dist", build, "lib", "server-runtime", "server.js");
  const source = readFileSync(file, "utf8");
  if (source.includes(PATCHED)) continue;
  const found = source.split(ORIGINAL).length - 1;
  if (found !== 1) {
    console.error(
      `scripts/patch-react-router.mjs: react-router ${version} no longer has the text this patch replaces in ${file} (found ${found} times). See docs/decisions/026-hydration-data-only-for-hydrated-pages.md.`,
    );
    process.exit(1);
  }
  writeFileSync(file, source.replace(ORIGINAL, PATCHED));
  process.stdout.write(`patched react-router ${version} (${build}): hydration data only for pages that hydrate (ADR 026)\n`);
}
