import { data } from "react-router";

/** Largest form body accepted; forms are small, and nothing uploads files. */
export const MAX_FORM_BYTES = 1024 * 1024;

export type BodyProblem = "unsupported" | "unreadable" | "too_large";

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
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
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

/**
 * What is wrong with a form post's body, if anything: a type that is not a form (JSON, plain
 * text: 415), more than MAX_FORM_BYTES (413), or a form that cannot be parsed (a truncated
 * multipart body: 400). The original request's body is left for the action to read.
 */
export async function formBodyProblem(request: Request): Promise<BodyProblem | null> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) return "unsupported";
  const copy = request.clone();
  if (!copy.body) return null;
  const bytes = await readCapped(copy.body, MAX_FORM_BYTES);
  if (!bytes) return "too_large";
  try {
    await new Request(request.url, { method: "POST", headers: request.headers, body: Buffer.from(bytes) }).formData();
  } catch {
    return "unreadable";
  }
  return null;
}

const STATUS: Record<BodyProblem, number> = { unsupported: 415, too_large: 413, unreadable: 400 };

/**
 * Root middleware: a post to any page or form endpoint must carry a readable form, or it is
 * answered 415, 413 or 400 with the translated error page before any action runs (never a
 * 500). The JSON API (/api) reads and answers its own bodies.
 */
export async function requireReadableForm({ request }: { request: Request }): Promise<void> {
  if (request.method === "GET" || request.method === "HEAD") return;
  if (new URL(request.url).pathname.startsWith("/api/")) return;
  const problem = await formBodyProblem(request);
  if (problem) throw data({ bodyProblem: problem }, { status: STATUS[problem] });
}
