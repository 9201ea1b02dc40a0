import type { z } from "zod";
import { getDb } from "~/db.server";
import { type RequestContext, getSession } from "~/infrastructure/auth.server";
import { log } from "~/infrastructure/log.server";
import { MAX_FORM_BYTES, readCapped } from "~/infrastructure/request-body.server";
import { IDEMPOTENCY_KEY_PATTERN } from "~/domain/api/schemas";
import { parentOfToken } from "~/domain/api/tokens.server";

/**
 * The product API's frame (spec section 7, ADR 015): JSON in and out, a parent found by a
 * bearer token or the session cookie, and errors as the spec's clients read them — `message`
 * for subscribe, `detail` for the rest (both are sent, so either reader works). Client
 * mistakes are 4xx; only real faults are 5xx.
 */
const NOT_AUTHENTICATED = "User not authenticated";
export const ACCESS_DENIED = "Access denied: You do not have permission to access this data";
export const NOT_FOUND = "Not found";

/** Thrown inside an API handler to answer at once. */
export class ApiError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.extra = extra;
  }
}

export function apiJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { detail: message, message, ...extra };
}

/** The signed-in parent: `Authorization: Bearer blc_…`, else the session cookie; otherwise 401. */
export async function requireApiParent(request: Request, context: RequestContext): Promise<string> {
  const header = request.headers.get("Authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await parentOfToken(getDb(), match[1]) : null;
    if (!userId) throw new ApiError(401, NOT_AUTHENTICATED);
    return userId;
  }
  const session = getSession(context);
  if (!session) throw new ApiError(401, NOT_AUTHENTICATED);
  return session.user.id;
}

/**
 * A JSON object body; anything else is a 400, and more than MAX_FORM_BYTES the server's plain
 * 413. The server refuses a larger declared `Content-Length` before this (server/app.ts); a
 * chunked body declares none, so its bytes are counted here as they arrive.
 */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const bytes = request.body ? await readCapped(request.body, MAX_FORM_BYTES) : new Uint8Array();
  if (!bytes) throw new Response("Request too large.", { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the 400 below.
  }
  throw new ApiError(400, "The request body must be a JSON object");
}

/** The input as the call's schema (schemas.ts) takes it; the first problem is a 400 in the API's words. */
export function parseApi<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? "The request is not valid");
  return result.data;
}

/** The query parameters a schema names (the first of each), parsed by it. */
export function parseQuery<Schema extends z.ZodObject>(schema: Schema, request: Request): z.output<Schema> {
  const params = new URL(request.url).searchParams;
  return parseApi(schema, Object.fromEntries(Object.keys(schema.shape).flatMap((name) => (params.has(name) ? [[name, params.get(name)]] : []))));
}

/** The `Idempotency-Key` header: 8-64 letters, digits, '-' or '_'. */
export function idempotencyKeyOf(request: Request, required: boolean): string | null {
  const key = request.headers.get("Idempotency-Key");
  if (!key) {
    if (required) throw new ApiError(400, "The Idempotency-Key header is required");
    return null;
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError(400, "The Idempotency-Key header must be 8-64 letters, digits, '-' or '_'");
  return key;
}

function isThrownData(error: unknown): error is { type: "DataWithResponseInit"; data: unknown; init: { status?: number } | null } {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Runs an API handler: ApiError and a thrown data answer (403, 404, ...) become JSON errors; a thrown
 * Response passes; anything else is logged and answers 500 without details.
 */
export async function apiHandler(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return apiJson(errorBody(error.message, error.extra), error.status);
    if (error instanceof Response) return error;
    if (isThrownData(error)) {
      const status = error.init?.status ?? 500;
      return apiJson(errorBody(status === 403 ? ACCESS_DENIED : status === 404 ? NOT_FOUND : "Request failed"), status);
    }
    log.error("api request failed", { error: error instanceof Error ? error.message : String(error) });
    return apiJson(errorBody("Internal server error"), 500);
  }
}

/** Answers 405 for a method the path does not take. */
export function methodNotAllowed(allowed: string[]): Response {
  return new Response(JSON.stringify(errorBody("Method not allowed")), {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
