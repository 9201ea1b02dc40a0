import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Epoint's message format, shared by the adapter and the embedded simulator: every request and
 * callback is a form post of `data` (base64 of a JSON object that includes `public_key`) and
 * `signature` = base64(sha1(private_key + data + private_key)).
 */

export function encodeData(payload: Readonly<Record<string, unknown>>): string {
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64");
}

export function signData(privateKey: string, data: string): string {
  return createHash("sha1")
    .update(privateKey + data + privateKey, "utf8")
    .digest("base64");
}

/** Whether the signature is the one the private key gives for this data (constant time). */
function verifySignature(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(signData(privateKey, data), "utf8");
  const given = Buffer.from(signature, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The JSON object inside `data`, or null when it is not base64 of a JSON object. */
export function decodeData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A signed form body for a payload: what is posted to Epoint, and what Epoint posts back. */
export function signedForm(privateKey: string, payload: Readonly<Record<string, unknown>>): URLSearchParams {
  const data = encodeData(payload);
  return new URLSearchParams({ data, signature: signData(privateKey, data) });
}

/**
 * The payload of a signed form if its signature is valid for the key; null for a missing,
 * malformed or forged message.
 */
export function readSignedForm(privateKey: string, form: { get(name: string): unknown }): Record<string, unknown> | null {
  const data = form.get("data");
  const signature = form.get("signature");
  if (typeof data !== "string" || typeof signature !== "string" || !data || !signature) return null;
  if (!verifySignature(privateKey, data, signature)) return null;
  return decodeData(data);
}
