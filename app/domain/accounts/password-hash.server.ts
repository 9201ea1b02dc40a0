import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { getEnv } from "~/env.server";

const scryptOnThreadPool = promisify(scrypt) as (
  password: string | Buffer,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * How many hashes run at once. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which also compresses every response and reads files:
 * twenty sign-ins at once would take all four threads for seconds, and every other page would
 * wait. At most one hash per core, and always two threads left free, keeps the site answering
 * during a burst of sign-ins (ADR 009); the other sign-ins queue.
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 2));
let running = 0;
const waiting: Array<() => void> = [];

async function scryptAsync(...args: Parameters<typeof scryptOnThreadPool>): Promise<Buffer> {
  // A finished hash hands its place straight to the next one waiting.
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await scryptOnThreadPool(...args);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB per hash). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** The parameters new hashes are made with: OWASP's, unless PASSWORD_HASH_COST says otherwise. */
function configuredScryptParams(): { N: number; r: number; p: number } {
  return { ...SCRYPT_PARAMS, N: 2 ** getEnv().PASSWORD_HASH_COST };
}

function maxmem(N: number, r: number) {
  return 128 * N * r * 2;
}

/** "scrypt$N$r$p$salt$key", salt and key in base64. */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = configuredScryptParams()) {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isSafeInteger(params.N) || !Number.isSafeInteger(params.r) || !Number.isSafeInteger(params.p)) return false;
  const expected = Buffer.from(keyText, "base64");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(saltText, "base64"), expected.length, {
    ...params,
    maxmem: maxmem(params.N, params.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for sign-ins with an unknown email, so
 * the answer's timing does not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-1A");
  await verifyPassword(password, await dummyHash);
  return false;
}
