import { z } from "zod";
import type { Creator, Operator } from "~/domain/trust/installation";
import { singleton } from "~/infrastructure/singleton.server";

const flag = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * Every setting the server reads, with the embedded default that lets `npm start` run on a
 * fresh machine. Read and validated once, at start-up; a bad value stops the start with a
 * message naming the variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().trim().min(1).default("./data/app.db"),
  /** Signs cookies. Comma-separated to rotate: the first signs, all verify. When unset, a
   * random secret is made once and kept in the database. */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((secrets) => !secrets || secrets.every((s) => s.length >= 32), {
      message: "each secret needs at least 32 characters",
    }),
  /** Secure cookies; defaults to on in production. Browsers accept them on http://localhost. */
  COOKIE_SECURE: flag.optional(),
  /** How many proxy hops to trust for the client address (X-Forwarded-For); 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The public origin, e.g. https://example.az, for links in e-mails. */
  APP_ORIGIN: z.url().optional(),
  /** The one-command demo (`npm start` sets it): the demo coupons are seeded, and without keys
   * or an SMTP server the simulator and the outbox are used without being asked for. */
  DEMO: flag.default(false),
  /** Adds missing plans at start-up (and, in the demo, the demo coupons). */
  SEED_ON_START: flag.default(true),
  /** Sends mail through this SMTP server (smtp://user:pass@host:587); without it mail goes to
   * the outbox table. */
  SMTP_URL: z.string().trim().optional(),
  /** Keeps mail in the outbox table instead of sending it: the default outside production and
   * in the demo; a production process without SMTP_URL must say so. */
  MAIL_OUTBOX: flag.optional(),
  /** The From: address of the product's mail. */
  MAIL_FROM: z.string().trim().default("Balaca <no-reply@balaca.az>"),
  /** Shows the outbox at /dev/mail; on by default only in development. Never turn it on for a
   * public site: it shows every sign-in link. */
  MAIL_OUTBOX_PAGE: flag.optional(),
  /** Google sign-in appears when both are set. */
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  LOG_REQUESTS: flag.default(true),
  /** The lowest level the log writes (app/infrastructure/log.server.ts reads it); a typo stops the start. */
  LOG_LEVEL: z.enum(["info", "warn", "error", "silent"]).optional(),
  /** Where server.js listens; the embedded payment simulator is called there. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().optional(),
  /** Epoint merchant keys. With both set, payments go to Epoint; without, to the simulator. */
  EPOINT_PUBLIC_KEY: z.string().trim().optional(),
  EPOINT_PRIVATE_KEY: z.string().trim().optional(),
  EPOINT_BASE_URL: z.url().default("https://epoint.az"),
  /** The embedded Epoint simulator: on by default in development, tests and the demo; in
   * production only when set. Never used with keys. */
  EPOINT_SIMULATOR: flag.optional(),
  /** The autism screening: its price in qəpik, whether a child may take it again after the
   * final submission ("paid": a retake at AUTISM_RETAKE_PRICE_MINOR; "none": never), ADR 014. */
  AUTISM_SCREENING_PRICE_MINOR: z.coerce.number().int().min(1).max(100_000_00).default(10_00),
  AUTISM_RETAKES: z.enum(["paid", "none"]).default("paid"),
  AUTISM_RETAKE_PRICE_MINOR: z.coerce.number().int().min(1).max(100_000_00).default(10_00),
  /** scrypt's cost for new password hashes, as a power of two (N = 2^cost). 17 is OWASP's
   * recommendation and the production default; the end-to-end tests lower it so that signing
   * up dozens of parents does not dominate the run. Existing hashes keep the cost they were
   * made with. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  /** The operator: who runs this installation and answers for its data (the legal texts name
   * them). Name, address and contact email go together; the tax id (VÖEN) and the place where
   * the data is stored are shown when set. Without them, the legal pages say plainly that this
   * installation has not named its operator. */
  OPERATOR_NAME: z.string().trim().max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().max(300).optional(),
  OPERATOR_TAX_ID: z.string().trim().max(40).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  /** Where the server and its database run, e.g. "Baku, Azerbaijan". */
  OPERATOR_DATA_LOCATION: z.string().trim().max(200).optional(),
  /** Where Premium parents' questions for the expert are mailed. Without it the product offers
   * no expert support and claims none. */
  EXPERT_EMAIL: z.email().optional(),
  /** The person who wrote the content, shown on the home and About pages; without a name the
   * pages describe how the content was written and reviewed instead. The photo is an https
   * address or a path under public/, e.g. /creator.jpg. */
  CREATOR_NAME: z.string().trim().max(120).optional(),
  CREATOR_CREDENTIALS: z.string().trim().max(300).optional(),
  CREATOR_PHOTO_URL: z
    .string()
    .trim()
    .refine((value) => /^\/[^/]/.test(value) || value.startsWith("https://"), { message: "an https:// address or a path starting with /" })
    .optional(),
});

/** How payments are taken: Epoint with real keys, the embedded simulator, or not at all
 * (production only, and only when `EPOINT_SIMULATOR=false` says so). */
type PaymentsMode = "epoint" | "simulator" | "disabled";

export type Env = z.output<typeof EnvSchema> & {
  COOKIE_SECURE: boolean;
  MAIL_OUTBOX_PAGE: boolean;
  isProduction: boolean;
  paymentsMode: PaymentsMode;
  operator: Operator | null;
  creator: Creator | null;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const isProduction = result.data.NODE_ENV === "production";
  const { EPOINT_PUBLIC_KEY, EPOINT_PRIVATE_KEY, EPOINT_SIMULATOR } = result.data;
  if (Boolean(EPOINT_PUBLIC_KEY) !== Boolean(EPOINT_PRIVATE_KEY)) {
    throw new Error("Invalid environment:\n  EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY: set both, or neither");
  }
  const { OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_TAX_ID, OPERATOR_DATA_LOCATION } = result.data;
  const operatorParts = { OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL };
  const missing = Object.entries(operatorParts)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  const anyOperator = missing.length < 3 || Boolean(OPERATOR_TAX_ID) || Boolean(OPERATOR_DATA_LOCATION);
  if (anyOperator && missing.length > 0) {
    throw new Error(`Invalid environment:\n  ${missing.join(", ")}: the operator needs a name, an address and a contact email together`);
  }
  const operator: Operator | null =
    OPERATOR_NAME && OPERATOR_ADDRESS && OPERATOR_EMAIL
      ? { name: OPERATOR_NAME, address: OPERATOR_ADDRESS, email: OPERATOR_EMAIL, taxId: OPERATOR_TAX_ID ?? null, dataLocation: OPERATOR_DATA_LOCATION ?? null }
      : null;
  const { CREATOR_NAME, CREATOR_CREDENTIALS, CREATOR_PHOTO_URL } = result.data;
  if (!CREATOR_NAME && (CREATOR_CREDENTIALS || CREATOR_PHOTO_URL)) {
    throw new Error("Invalid environment:\n  CREATOR_NAME: set it with CREATOR_CREDENTIALS or CREATOR_PHOTO_URL");
  }
  const creator: Creator | null = CREATOR_NAME ? { name: CREATOR_NAME, credentials: CREATOR_CREDENTIALS ?? null, photoUrl: CREATOR_PHOTO_URL ?? null } : null;
  const demo = result.data.DEMO;
  const paymentsMode: PaymentsMode = EPOINT_PUBLIC_KEY ? "epoint" : (EPOINT_SIMULATOR ?? (!isProduction || demo)) ? "simulator" : "disabled";
  return {
    ...result.data,
    COOKIE_SECURE: result.data.COOKIE_SECURE ?? isProduction,
    MAIL_OUTBOX_PAGE: result.data.MAIL_OUTBOX_PAGE ?? result.data.NODE_ENV === "development",
    isProduction,
    paymentsMode,
    operator,
    creator,
  };
}

/**
 * Why a production process must not start, one line per reason; empty when it may. Outside the
 * demo nothing falls back silently to a stand-in: without Epoint's keys the operator chooses the
 * simulator (`EPOINT_SIMULATOR=true`) or no payments (`EPOINT_SIMULATOR=false`), and without
 * `SMTP_URL` the outbox (`MAIL_OUTBOX=true`), or the process refuses to start. Nor does it start
 * without naming its operator: sign-up asks parents to accept a privacy policy, and a policy
 * that names no one who answers for the data is no policy to accept.
 */
export function refusalsToStart(env: Env): string[] {
  if (!env.isProduction || env.DEMO) return [];
  const refusals: string[] = [];
  if (!env.EPOINT_PUBLIC_KEY && env.EPOINT_SIMULATOR === undefined) {
    refusals.push(
      "EPOINT_PUBLIC_KEY, EPOINT_PRIVATE_KEY: not set, so no card can be charged. Set Epoint's merchant keys, or choose EPOINT_SIMULATOR=true (test payments, no money moves) or EPOINT_SIMULATOR=false (no payments).",
    );
  }
  if (!env.operator) {
    refusals.push(
      "OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL: not set, so the privacy policy cannot say who runs this installation and answers for the children's data that sign-up asks parents to entrust to it. Name the operator (DEMO=true runs the demo, whose pages say it is one).",
    );
  }
  if (!env.SMTP_URL && env.MAIL_OUTBOX !== true) {
    refusals.push(
      "SMTP_URL: not set, so no mail (confirmations, password resets, receipts) would leave this server. Set SMTP_URL, or choose MAIL_OUTBOX=true to keep mail in the database's outbox.",
    );
  }
  return refusals;
}

export function getEnv(): Env {
  return singleton("env", () => parseEnv(process.env));
}
