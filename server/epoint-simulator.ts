import { randomBytes } from "node:crypto";
import express, { type Request, type Router } from "express";
import type { Kysely, Selectable } from "kysely";
import type { Database, EpointSimulatorTransactionTable } from "../db/schema.ts";
import { RESULT_PATH, SIMULATOR_PATH } from "~/domain/payments/config.server";
import { readSignedForm, signedForm } from "~/domain/payments/epoint-protocol";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { log } from "~/infrastructure/log.server";
import { currencyFromCode, formatMoney, minorToDecimalString, parseDecimalToMinor } from "~/lib/money";

/**
 * An Epoint-compatible gateway for development and tests, mounted in the same process at
 * `SIMULATOR_PATH`; callbacks go to `RESULT_PATH` on the merchant's origin. It speaks Epoint's protocol (signed `data` + `signature` posts to
 * /api/1/*, JSON answers, signed callbacks to the merchant's result URL) and serves a hosted
 * card page with test cards. Its state (transactions, saved cards, the slow card's pending
 * callbacks) lives in the database, so a restart or another app process carries on what one
 * began (ADR 019); it is still a stand-in, not a ledger.
 */

/** Test cards: what each one does on the hosted page and when charged later. */
export const TEST_CARDS = {
  success: "4169738800000001",
  declined: "4169738800000019",
  insufficientFunds: "4169738800000027",
  slow: "4169738800000035",
} as const;
/** How long the slow card's bank takes before the callback arrives. */
export const SLOW_CALLBACK_MS = 4_000;
/** How often each simulator looks for slow callbacks that are due (another process's included). */
export const CALLBACK_SWEEP_MS = 1_000;

type Kind = EpointSimulatorTransactionTable["kind"];
type SimulatedTransaction = Selectable<EpointSimulatorTransactionTable>;

export interface SimulatorOptions {
  publicKey: string;
  privateKey: string;
  /** Where the simulator keeps its state: the app's database. */
  db: Kysely<Database>;
  /** Callback delivery; replaced in tests to observe, delay or drop callbacks. */
  deliverCallback?: (url: string, body: URLSearchParams) => Promise<void>;
  slowCallbackMs?: number;
  /** How often to send slow callbacks that are due; 0: only this process's own timers (tests). */
  sweepMs?: number;
}

export interface EpointSimulator extends Router {
  /** Settles the slow card's payments that are due by `now` and sends their callbacks; how many. */
  deliverDueCallbacks(now?: Date): Promise<number>;
  /** Stops this instance's timers (what a process that stops or crashes leaves behind). */
  stop(): void;
}

function id(prefix: string): string {
  return `${prefix}${randomBytes(12).toString("hex")}`;
}

function maskOf(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`;
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function asLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? "az";
}

function sameOriginPath(base: string, path: string): string | null {
  try {
    return new URL(path, new URL(base).origin).toString();
  } catch {
    return null;
  }
}

function refuse(message: string) {
  return { status: "error", code: "invalid_request", message };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The bank's answer for a card number: approved, or a decline with its code. */
function bankDecision(number: string): { approved: boolean; code: string; message: string } {
  if (number === TEST_CARDS.declined) return { approved: false, code: "05", message: "Do not honour" };
  if (number === TEST_CARDS.insufficientFunds) return { approved: false, code: "51", message: "Insufficient funds" };
  if (/^\d{16}$/.test(number)) return { approved: true, code: "00", message: "Approved" };
  return { approved: false, code: "14", message: "Invalid card number" };
}

/** The bank's answer for a transaction of this kind; saving a card moves no money, so only a refused or invalid card fails it. */
function decisionFor(kind: Kind, number: string): { approved: boolean; code: string; message: string } {
  const decision = bankDecision(number);
  if (kind === "register" && decision.code === "51") return { approved: true, code: "00", message: "Approved" };
  return decision;
}

function operationCodeOf(kind: Kind): string {
  return kind === "register" ? "100" : "200";
}

export function createEpointSimulator(options: SimulatorOptions): EpointSimulator {
  const { db } = options;
  const slowMs = options.slowCallbackMs ?? SLOW_CALLBACK_MS;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const deliver =
    options.deliverCallback ??
    (async (url: string, body: URLSearchParams) => {
      const response = await fetch(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      if (!response.ok) log.warn("epoint simulator: callback refused", { status: response.status });
    });

  function findTransaction(transaction: string): Promise<SimulatedTransaction | undefined> {
    return db.selectFrom("epoint_simulator_transactions").selectAll().where("transaction", "=", transaction).executeTakeFirst();
  }

  function findCard(cardId: string | null) {
    if (!cardId) return Promise.resolve(undefined);
    return db.selectFrom("epoint_simulator_cards").selectAll().where("card_id", "=", cardId).executeTakeFirst();
  }

  async function payloadOf(entry: SimulatedTransaction, operationCode: string): Promise<Record<string, unknown>> {
    const card = await findCard(entry.card_id);
    const currency = currencyFromCode(entry.currency);
    return {
      status: entry.status,
      code: entry.code,
      message: entry.message,
      transaction: entry.transaction,
      bank_transaction: entry.status === "new" ? null : `bt${entry.transaction.slice(2, 14)}`,
      order_id: entry.order_id,
      card_id: entry.card_id,
      card_mask: card ? maskOf(card.number) : null,
      card_name: card ? "VISA" : null,
      amount: minorToDecimalString(entry.amount_minor, currency),
      currency,
      operation_code: operationCode,
    };
  }

  async function sendCallback(entry: SimulatedTransaction): Promise<void> {
    const url = sameOriginPath(entry.success_url, RESULT_PATH);
    if (!url) return;
    try {
      await deliver(url, signedForm(options.privateKey, await payloadOf(entry, operationCodeOf(entry.kind))));
    } catch (error) {
      log.warn("epoint simulator: callback failed", { error });
    }
  }

  /**
   * The bank's answer to a card typed on the hosted page: the transaction leaves "new" once (a
   * conditional update, so a double submit or two processes settle it once) and the card is
   * saved when the registration was approved. The settled transaction, or null if it was not new.
   */
  async function settle(transaction: string, number: string, pendingOnly: boolean): Promise<SimulatedTransaction | null> {
    return db.transaction().execute(async (trx) => {
      const entry = await trx.selectFrom("epoint_simulator_transactions").selectAll().where("transaction", "=", transaction).executeTakeFirst();
      if (!entry) return null;
      const decision = decisionFor(entry.kind, number);
      let claim = trx
        .updateTable("epoint_simulator_transactions")
        .set({ status: decision.approved ? "success" : "failed", code: decision.code, message: decision.message, pending_number: null, callback_due_at: null })
        .where("transaction", "=", transaction)
        .where("status", "=", "new");
      claim = pendingOnly ? claim.where("callback_due_at", "is not", null) : claim.where("callback_due_at", "is", null);
      const claimed = await claim.executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      if (entry.card_id) {
        await trx
          .updateTable("epoint_simulator_cards")
          .set({ number, registered: decision.approved ? 1 : 0 })
          .where("card_id", "=", entry.card_id)
          .execute();
      }
      return (await trx.selectFrom("epoint_simulator_transactions").selectAll().where("transaction", "=", transaction).executeTakeFirst()) ?? null;
    });
  }

  async function deliverDueCallbacks(now: Date = new Date()): Promise<number> {
    const due = await db
      .selectFrom("epoint_simulator_transactions")
      .select(["transaction", "pending_number"])
      .where("callback_due_at", "<=", now.toISOString())
      .where("status", "=", "new")
      .execute();
    let sent = 0;
    for (const { transaction, pending_number: number } of due) {
      const settled = await settle(transaction, number ?? "", true);
      if (!settled) continue;
      await sendCallback(settled);
      sent += 1;
    }
    return sent;
  }

  function later(ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliverDueCallbacks().catch((error: unknown) => log.warn("epoint simulator: pending callbacks failed", { error }));
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  const sweepMs = options.sweepMs ?? CALLBACK_SWEEP_MS;
  const sweep =
    sweepMs > 0
      ? setInterval(() => {
          deliverDueCallbacks().catch((error: unknown) => log.warn("epoint simulator: pending callbacks failed", { error }));
        }, sweepMs)
      : null;
  sweep?.unref();

  function authenticated(req: Request): Record<string, unknown> | null {
    const payload = readSignedForm(options.privateKey, new URLSearchParams(req.body as Record<string, string>));
    if (!payload || payload.public_key !== options.publicKey) return null;
    return payload;
  }

  /** Records a new transaction; false when its order id is taken (checked by the unique column). */
  async function insertTransaction(entry: Omit<SimulatedTransaction, "pending_number" | "callback_due_at" | "created_at">): Promise<boolean> {
    const inserted = await db
      .insertInto("epoint_simulator_transactions")
      .values({ ...entry, pending_number: null, callback_due_at: null, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("order_id").doNothing())
      .returning("transaction")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async function startHosted(payload: Record<string, unknown>, kind: Kind): Promise<SimulatedTransaction | string> {
    const currency = currencyFromCode(asText(payload.currency) || "AZN");
    const amountMinor = kind === "register" ? 0 : parseDecimalToMinor(asText(payload.amount), currency);
    const successUrl = asText(payload.success_redirect_url);
    const errorUrl = asText(payload.error_redirect_url);
    const orderId = asText(payload.order_id) || null;
    if (amountMinor === null || (kind !== "register" && amountMinor <= 0)) return "Amount must be greater than 0";
    if (!sameOriginPath(successUrl, "/") || !sameOriginPath(errorUrl, "/")) return "Redirect URLs are required";
    if (kind !== "register" && !orderId) return "order_id is required";
    const entry = {
      transaction: id("te"),
      kind,
      order_id: orderId,
      amount_minor: amountMinor,
      currency,
      description: asText(payload.description),
      language: asLanguage(payload.language),
      success_url: successUrl,
      error_url: errorUrl,
      status: "new" as const,
      code: null,
      message: null,
      card_id: kind === "pay" ? null : id("ca"),
    };
    if (!(await insertTransaction(entry))) return "Duplicate order_id";
    if (entry.card_id) await db.insertInto("epoint_simulator_cards").values({ card_id: entry.card_id, number: "", registered: 0 }).execute();
    return { ...entry, pending_number: null, callback_due_at: null, created_at: "" };
  }

  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "32kb" }));

  for (const [path, kind] of [
    ["/api/1/request", "pay"],
    ["/api/1/card-registration-with-pay", "pay-and-register"],
    ["/api/1/card-registration", "register"],
  ] as const) {
    router.post(path, async (req, res) => {
      const payload = authenticated(req);
      if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
      const entry = await startHosted(payload, kind);
      if (typeof entry === "string") return void res.status(400).json(refuse(entry));
      res.json({
        status: "success",
        transaction: kind === "register" ? undefined : entry.transaction,
        card_id: entry.card_id ?? undefined,
        redirect_url: sameOriginPath(entry.success_url, `${SIMULATOR_PATH}/pay/${entry.transaction}`),
      });
    });
  }

  router.post("/api/1/get-status", async (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const transaction = asText(payload.transaction);
    const orderId = asText(payload.order_id);
    const entry = transaction
      ? await findTransaction(transaction)
      : orderId
        ? await db.selectFrom("epoint_simulator_transactions").selectAll().where("order_id", "=", orderId).executeTakeFirst()
        : undefined;
    if (!entry) return void res.status(404).json(refuse("Unknown order"));
    res.json(await payloadOf(entry, operationCodeOf(entry.kind)));
  });

  router.post("/api/1/execute-pay", async (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const card = await findCard(asText(payload.card_id) || null);
    const currency = currencyFromCode(asText(payload.currency) || "AZN");
    const amountMinor = parseDecimalToMinor(asText(payload.amount), currency);
    const orderId = asText(payload.order_id);
    if (card?.registered !== 1) return void res.status(400).json(refuse("Unknown card_id"));
    if (amountMinor === null || amountMinor <= 0) return void res.status(400).json(refuse("Amount must be greater than 0"));
    if (!orderId) return void res.status(400).json(refuse("Duplicate or missing order_id"));
    const decision = bankDecision(card.number);
    const entry = {
      transaction: id("te"),
      kind: "charge" as const,
      order_id: orderId,
      amount_minor: amountMinor,
      currency,
      description: asText(payload.description),
      language: asLanguage(payload.language),
      success_url: "",
      error_url: "",
      status: decision.approved ? ("success" as const) : ("failed" as const),
      code: decision.code,
      message: decision.message,
      card_id: card.card_id,
    };
    if (!(await insertTransaction(entry))) return void res.status(400).json(refuse("Duplicate or missing order_id"));
    res.json(await payloadOf({ ...entry, pending_number: null, callback_due_at: null, created_at: "" }, "200"));
  });

  router.post("/api/1/reverse", async (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const entry = await findTransaction(asText(payload.transaction));
    const amountMinor = entry ? parseDecimalToMinor(asText(payload.amount), currencyFromCode(entry.currency)) : null;
    if (!entry || entry.status !== "success") return void res.status(400).json(refuse("Nothing to refund"));
    if (amountMinor === null || amountMinor <= 0 || amountMinor > entry.amount_minor) return void res.status(400).json(refuse("Bad amount"));
    // Once: a second refund (from here or another process) finds it no longer "success".
    const refunded = await db
      .updateTable("epoint_simulator_transactions")
      .set({ status: "returned", code: "00", message: "Refunded" })
      .where("transaction", "=", entry.transaction)
      .where("status", "=", "success")
      .executeTakeFirst();
    if (Number(refunded.numUpdatedRows) !== 1) return void res.status(400).json(refuse("Nothing to refund"));
    res.json({
      status: "success",
      code: "00",
      message: "Refunded",
      transaction: entry.transaction,
      amount: minorToDecimalString(amountMinor, currencyFromCode(entry.currency)),
    });
  });

  router.get("/page.css", (_req, res) => {
    res.type("css").set("Cache-Control", "public, max-age=3600").send(PAGE_CSS);
  });

  /** A hosted page still waiting for a card: new, and not the slow card already typed. */
  async function openForCard(transaction: string): Promise<SimulatedTransaction | null> {
    const entry = await findTransaction(transaction);
    return entry && entry.status === "new" && entry.callback_due_at === null ? entry : null;
  }

  router.get("/pay/:transaction", async (req, res) => {
    const entry = await openForCard(req.params.transaction);
    if (!entry) return void res.status(404).type("text/plain").send("Unknown or finished payment");
    res.type("html").send(hostedPage(entry));
  });

  router.post("/pay/:transaction", async (req, res) => {
    const entry = await openForCard(req.params.transaction);
    if (!entry) return void res.status(404).type("text/plain").send("Unknown or finished payment");
    const form = req.body as Record<string, string | undefined>;
    if (form.action === "cancel") return void res.redirect(303, entry.error_url);
    const number = (form.card_number ?? "").replace(/\D/g, "");
    if (number === TEST_CARDS.slow) {
      // The bank answers later: the parent is back on the merchant's site, still waiting. The
      // answer is due at a moment kept in the database, so whichever process is up then sends it.
      const pending = await db
        .updateTable("epoint_simulator_transactions")
        .set({ pending_number: number, callback_due_at: new Date(Date.now() + slowMs).toISOString() })
        .where("transaction", "=", entry.transaction)
        .where("status", "=", "new")
        .where("callback_due_at", "is", null)
        .executeTakeFirst();
      if (Number(pending.numUpdatedRows) !== 1) return void res.status(404).type("text/plain").send("Unknown or finished payment");
      later(slowMs);
      return void res.redirect(303, entry.success_url);
    }
    const settled = await settle(entry.transaction, number, false);
    if (!settled) return void res.status(404).type("text/plain").send("Unknown or finished payment");
    await sendCallback(settled);
    res.redirect(303, settled.status === "success" ? settled.success_url : settled.error_url);
  });

  return Object.assign(router, {
    deliverDueCallbacks,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (sweep) clearInterval(sweep);
    },
  });
}

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2a2e}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #6b7280;border-radius:6px}button{font-size:1rem;padding:.7rem 1.2rem;margin:1rem .5rem 0 0;border-radius:6px;border:1px solid #1f5c50;min-height:44px}.pay{background:#1f5c50;color:#fff}.cancel{background:#fff;color:#1f5c50}.note{background:#fff4d6;padding:.75rem;border-radius:6px}code{font-size:1rem}`;

function hostedPage(entry: SimulatedTransaction): string {
  const language = asLanguage(entry.language);
  const t = translatorFor(language);
  const amount =
    entry.kind === "register"
      ? t("epointSimulator.cardOnly")
      : formatMoney({ minor: entry.amount_minor, currency: currencyFromCode(entry.currency) }, language);
  const cards = [
    [TEST_CARDS.success, t("epointSimulator.cardSuccess")],
    [TEST_CARDS.declined, t("epointSimulator.cardDeclined")],
    [TEST_CARDS.insufficientFunds, t("epointSimulator.cardInsufficient")],
    [TEST_CARDS.slow, t("epointSimulator.cardSlow")],
  ];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("epointSimulator.title"))}</title>
<link rel="stylesheet" href="${SIMULATOR_PATH}/page.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head><body><main>
<h1>${escapeHtml(t("epointSimulator.title"))}</h1>
<p class="note">${escapeHtml(t("epointSimulator.notice"))}</p>
<p><strong>${escapeHtml(entry.description)}</strong><br>${escapeHtml(t("epointSimulator.amount"))}: <strong>${escapeHtml(amount)}</strong></p>
<form method="post">
<label for="card_number">${escapeHtml(t("epointSimulator.cardNumber"))}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${escapeHtml(t("epointSimulator.expiry"))}</label>
<input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp">
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t("epointSimulator.pay"))}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t("epointSimulator.cancel"))}</button>
</form>
<h2>${escapeHtml(t("epointSimulator.testCards"))}</h2>
<ul>${cards.map(([number, label]) => `<li><code>${number}</code> — ${escapeHtml(label ?? "")}</li>`).join("")}</ul>
</main></body></html>`;
}
