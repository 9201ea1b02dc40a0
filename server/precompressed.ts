import { readdirSync } from "node:fs";
import { extname } from "node:path";
import type { RequestHandler } from "express";

/** Encodings written by scripts/compress-assets.ts, best first, with their file suffix. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

/**
 * Which compressed copies the build holds: "/app-abc.css" → {br, gzip}. Read once at start-up,
 * so a request costs a map lookup, never a file-system call.
 */
export function findPrecompressed(fileNames: readonly string[]): Map<string, Set<Encoding>> {
  const names = new Set(fileNames);
  const found = new Map<string, Set<Encoding>>();
  for (const name of fileNames) {
    for (const { name: encoding, suffix } of ENCODINGS) {
      if (!name.endsWith(suffix)) continue;
      const original = name.slice(0, -suffix.length);
      if (!names.has(original)) continue;
      const encodings = found.get(`/${original}`) ?? new Set<Encoding>();
      encodings.add(encoding);
      found.set(`/${original}`, encodings);
    }
  }
  return found;
}

/**
 * Serves a compressed copy of a static file when the build has one and the browser accepts it
 * (brotli before gzip, whatever the order of the browser's list; an encoding it refuses with
 * q=0 is not sent). It only
 * rewrites the request to the `.br`/`.gz` file and sets its headers; express.static mounted
 * after it sends the file, and the `compression` middleware leaves it alone because the
 * response already has a Content-Encoding.
 */
export function precompressedStatic(directory: string): RequestHandler {
  const available = findPrecompressed(readdirSync(directory));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = available.get(req.path);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    // Our preference, not the order of the browser's list ("gzip, deflate, br"): the first
    // copy the browser accepts at all.
    const encoding = ENCODINGS.find(({ name }) => encodings.has(name) && req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    // The original's type: express.static would otherwise name it after the .br or .gz suffix.
    res.type(extname(req.path));
    req.url = `${req.path}${encoding.suffix}${req.url.slice(req.path.length)}`;
    return next();
  };
}
