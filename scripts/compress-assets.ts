// Run by `npm run build` after `react-router build`: compresses every text asset of the client
// build once, with brotli (best quality) and gzip (level 9), beside the original
// (app-abc123.css → app-abc123.css.br, app-abc123.css.gz). The server sends these instead of
// compressing on each request (server/precompressed.ts). A file that does not get
// smaller is left alone.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ASSETS = "build/client/assets";
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|html|map)$/;

let originalBytes = 0;
let brotliBytes = 0;
let gzipBytes = 0;
let files = 0;
for (const name of readdirSync(ASSETS)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const path = join(ASSETS, name);
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  files += 1;
  originalBytes += content.length;
  brotliBytes += Math.min(brotli.length, content.length);
  gzipBytes += Math.min(gzip.length, content.length);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`compressed ${files} assets: ${kb(originalBytes)} → brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`);
