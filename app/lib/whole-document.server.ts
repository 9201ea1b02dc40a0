import { Writable } from "node:stream";

/**
 * Where React writes a document that is ready as a whole (ADR 022: pages go out once every part
 * is rendered). React writes it as a few hundred small chunks in one go; they are kept here and
 * handed over as one buffer, so the response is one write, with no stream between React and
 * the socket (issue 22: measured with `scripts/bench-compare.ts`, see docs/performance.md).
 */
export class WholeDocument extends Writable {
  private chunks: Buffer[] = [];
  /** The document once React has ended it. */
  readonly done: Promise<Buffer>;

  constructor() {
    super({ decodeStrings: true });
    this.done = new Promise((resolve, reject) => {
      this.once("finish", () => resolve(Buffer.concat(this.chunks)));
      this.once("error", reject);
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    callback();
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void) {
    for (const { chunk } of chunks) this.chunks.push(chunk);
    callback();
  }
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The document without React Router's `<link rel="modulepreload">` tags in its head (React
 * hoists them there). On a slow phone they start ~130 KB of JavaScript downloading beside the
 * stylesheet and the page's text, so the first paint waits for them: Lighthouse (mobile)
 * measured the home page's first contentful paint at 2.5-2.7 s with them and 1.0-1.1 s without
 * (issue 22). The module script at the end of the body still loads every module; the page
 * works before it runs (every flow works without JavaScript). The body is left as it is.
 */
export function withoutModulePreloads(document: Buffer): Buffer {
  const headEnd = document.indexOf("</head>");
  if (headEnd < 0) return document;
  const head = document.subarray(0, headEnd).toString("utf8");
  const kept = head.replace(MODULE_PRELOAD, "");
  if (kept.length === head.length) return document;
  return Buffer.concat([Buffer.from(kept, "utf8"), document.subarray(headEnd)]);
}

/**
 * A document rendered to a string (a page without React Router's scripts, ADR 022), with the
 * doctype that React's streaming render writes itself and `renderToString` leaves out.
 */
export function documentFromString(html: string): Buffer {
  return Buffer.from(`<!DOCTYPE html>${html}`, "utf8");
}

/** The document as a response body: a view of the same bytes (Node's buffers are never shared memory here). */
export function asResponseBody(document: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(document.buffer as ArrayBuffer, document.byteOffset, document.byteLength);
}
