import { createHash, randomBytes } from "node:crypto";

/** A random token of 256 bits, URL-safe; what goes in cookies and e-mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens nothing. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
