import { data } from "react-router";

/** Largest form body accepted; forms are small, and nothing uploads files. */
export const MAX_FORM_BYTES = 1024 * 1024;

/**
 * Most fields (or parts of a multipart body) a form post may carry, far above any real form:
 * the largest, a page of the assessment, posts a few dozen at most. A parser that copies a
 * name's list of values for each repeat of that name (conform does) spends time growing with
 * the square of the repeats, so a post of tens of thousands of `x=&` fields, well under the
 * byte limit, would hold the event loop for seconds. The fields are counted on the raw bytes before
 * anything parses them.
 */
export const MAX_FORM_FIELDS = 1000;

export type BodyProblem = "unsupported" | "unreadable" | "too_large" | "too_many_fields";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * A body larger than we accept is still read to its end (and thrown away) up to this size, so
 * the client gets its 413 instead of a connection reset; beyond it the connection is cut.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return;
    }
  }
}

/** Reads at most `limit` bytes of a body; null when there are more (the rest is drained). */
export async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drain(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const AMPERSAND = 0x26;

/** Whether a urlencoded body has more than `limit` fields: non-empty runs between `&`, as URLSearchParams splits it. */
function urlencodedFieldsExceed(bytes: Uint8Array, limit: number): boolean {
  let fields = 0;
  let inField = false;
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] === AMPERSAND) {
      inField = false;
    } else if (!inField) {
      inField = true;
      fields++;
      if (fields > limit) return true;
    }
  }
  return false;
}

/** The boundary named by a multipart Content-Type (`boundary=abc` or `boundary="a b"`), if any. */
function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * Whether a multipart body has more than `limit` parts. Each part opens with `--boundary` and the
 * last one closes with another, so there are one more delimiters than parts; the search goes
 * forward once through the bytes.
 */
function multipartPartsExceed(bytes: Uint8Array, boundary: string, limit: number): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  let delimiters = 0;
  for (let at = buffer.indexOf(delimiter); at !== -1; at = buffer.indexOf(delimiter, at + delimiter.length)) {
    delimiters++;
    if (delimiters > limit + 1) return true;
  }
  return false;
}

function tooManyFields(type: string, contentType: string, bytes: Uint8Array): boolean {
  if (type !== "multipart/form-data") return urlencodedFieldsExceed(bytes, MAX_FORM_FIELDS);
  const boundary = multipartBoundary(contentType);
  // Without a boundary the body cannot be parsed at all; the parse below says so.
  return boundary !== null && multipartPartsExceed(bytes, boundary, MAX_FORM_FIELDS);
}

/**
 * What is wrong with a form post's body, if anything: a type that is not a form (JSON, plain
 * text: 415), more than MAX_FORM_BYTES or MAX_FORM_FIELDS (413), or a form that cannot be parsed
 * (a truncated multipart body: 400). The original request's body is left for the action to read.
 */
export async function formBodyProblem(request: Request): Promise<BodyProblem | null> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return "unsupported";
  const copy = request.clone();
  if (!copy.body) return null;
  const bytes = await readCapped(copy.body, MAX_FORM_BYTES);
  if (!bytes) return "too_large";
  if (tooManyFields(type, contentType, bytes)) return "too_many_fields";
  try {
    await new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.from(bytes) }).formData();
  } catch {
    return "unreadable";
  }
  return null;
}

const STATUS: Record<BodyProblem, number> = { unsupported: 415, too_large: 413, too_many_fields: 413, unreadable: 400 };

/**
 * Root middleware: a post to any page or form endpoint must carry a readable form of bounded
 * size and number of fields, or it is answered 415, 413 or 400 with the translated error page
 * before any action runs (never a 500). The JSON API (/api) reads and answers its own bodies.
 */
export async function requireReadableForm({ request }: { request: Request }): Promise<void> {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (new URL(request.url).pathname.startsWith("/api/")) return;
  const problem = await formBodyProblem(request);
  if (problem) throw data({ bodyProblem: problem }, { status: STATUS[problem] });
}
