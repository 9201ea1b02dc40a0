import { randomBytes } from "node:crypto";
import express, { type Request, type Router } from "express";
import { RESULT_PATH, SIMULATOR_PATH } from "~/domain/payments/config.server";
import { readSignedForm, signedForm } from "~/domain/payments/epoint-protocol";
import { translatorFor } from "~/lib/i18n/translate.server";
import { LANGUAGES, type Language } from "~/lib/i18n-config";
import { log } from "~/lib/log.server";
import { type CurrencyCode, currencyFromCode, formatMoney, minorToDecimalString, parseDecimalToMinor } from "~/lib/money";

/**
 * An Epoint-compatible gateway for development and tests, mounted in the same process at
 * `SIMULATOR_PATH`; callbacks go to `RESULT_PATH` on the merchant's origin. It speaks Epoint's protocol (signed `data` + `signature` posts to
 * /api/1/*, JSON answers, signed callbacks to the merchant's result URL) and serves a hosted
 * card page with test cards. State lives in memory: it is a stand-in, not a ledger.
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

type Kind = "pay" | "register" | "pay-and-register" | "charge";
type Status = "new" | "success" | "failed" | "returned";

interface SimulatedTransaction {
  transaction: string;
  kind: Kind;
  orderId: string | null;
  amountMinor: number;
  currency: CurrencyCode;
  description: string;
  language: Language;
  successUrl: string;
  errorUrl: string;
  status: Status;
  code: string | null;
  message: string | null;
  cardId: string | null;
}

interface SimulatedCard {
  cardId: string;
  number: string;
  registered: boolean;
}

export interface SimulatorOptions {
  publicKey: string;
  privateKey: string;
  /** Callback delivery; replaced in tests to observe, delay or drop callbacks. */
  deliverCallback?: (url: string, body: URLSearchParams) => Promise<void>;
  slowCallbackMs?: number;
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

export function createEpointSimulator(options: SimulatorOptions): Router {
  const transactions = new Map<string, SimulatedTransaction>();
  const byOrder = new Map<string, string>();
  const cards = new Map<string, SimulatedCard>();
  const slowMs = options.slowCallbackMs ?? SLOW_CALLBACK_MS;
  const deliver =
    options.deliverCallback ??
    (async (url: string, body: URLSearchParams) => {
      const response = await fetch(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      if (!response.ok) log.warn("epoint simulator: callback refused", { status: response.status });
    });

  function payloadOf(entry: SimulatedTransaction, operationCode: string): Record<string, unknown> {
    const card = entry.cardId ? cards.get(entry.cardId) : undefined;
    return {
      status: entry.status,
      code: entry.code,
      message: entry.message,
      transaction: entry.transaction,
      bank_transaction: entry.status === "new" ? null : `bt${entry.transaction.slice(2, 14)}`,
      order_id: entry.orderId,
      card_id: entry.cardId,
      card_mask: card ? maskOf(card.number) : null,
      card_name: card ? "VISA" : null,
      amount: minorToDecimalString(entry.amountMinor, entry.currency),
      currency: entry.currency,
      operation_code: operationCode,
    };
  }

  async function sendCallback(entry: SimulatedTransaction, operationCode: string): Promise<void> {
    const url = sameOriginPath(entry.successUrl, RESULT_PATH);
    if (!url) return;
    try {
      await deliver(url, signedForm(options.privateKey, payloadOf(entry, operationCode)));
    } catch (error) {
      log.warn("epoint simulator: callback failed", { error });
    }
  }

  function authenticated(req: Request): Record<string, unknown> | null {
    const payload = readSignedForm(options.privateKey, new URLSearchParams(req.body as Record<string, string>));
    if (!payload || payload.public_key !== options.publicKey) return null;
    return payload;
  }

  function startHosted(payload: Record<string, unknown>, kind: Kind): SimulatedTransaction | string {
    const currency = currencyFromCode(asText(payload.currency) || "AZN");
    const amountMinor = kind === "register" ? 0 : parseDecimalToMinor(asText(payload.amount), currency);
    const successUrl = asText(payload.success_redirect_url);
    const errorUrl = asText(payload.error_redirect_url);
    const orderId = asText(payload.order_id) || null;
    if (amountMinor === null || (kind !== "register" && amountMinor <= 0)) return "Amount must be greater than 0";
    if (!sameOriginPath(successUrl, "/") || !sameOriginPath(errorUrl, "/")) return "Redirect URLs are required";
    if (kind !== "register" && !orderId) return "order_id is required";
    if (orderId && byOrder.has(orderId)) return "Duplicate order_id";
    const entry: SimulatedTransaction = {
      transaction: id("te"),
      kind,
      orderId,
      amountMinor,
      currency,
      description: asText(payload.description),
      language: asLanguage(payload.language),
      successUrl,
      errorUrl,
      status: "new",
      code: null,
      message: null,
      cardId: kind === "pay" ? null : id("ca"),
    };
    if (entry.cardId) cards.set(entry.cardId, { cardId: entry.cardId, number: "", registered: false });
    transactions.set(entry.transaction, entry);
    if (orderId) byOrder.set(orderId, entry.transaction);
    return entry;
  }

  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "32kb" }));

  for (const [path, kind] of [
    ["/api/1/request", "pay"],
    ["/api/1/card-registration-with-pay", "pay-and-register"],
    ["/api/1/card-registration", "register"],
  ] as const) {
    router.post(path, (req, res) => {
      const payload = authenticated(req);
      if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
      const entry = startHosted(payload, kind);
      if (typeof entry === "string") return void res.status(400).json(refuse(entry));
      res.json({
        status: "success",
        transaction: kind === "register" ? undefined : entry.transaction,
        card_id: entry.cardId ?? undefined,
        redirect_url: sameOriginPath(entry.successUrl, `${SIMULATOR_PATH}/pay/${entry.transaction}`),
      });
    });
  }

  router.post("/api/1/get-status", (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const transaction = asText(payload.transaction) || byOrder.get(asText(payload.order_id)) || "";
    const entry = transactions.get(transaction);
    if (!entry) return void res.status(404).json(refuse("Unknown order"));
    res.json(payloadOf(entry, entry.kind === "register" ? "100" : "200"));
  });

  router.post("/api/1/execute-pay", (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const card = cards.get(asText(payload.card_id));
    const currency = currencyFromCode(asText(payload.currency) || "AZN");
    const amountMinor = parseDecimalToMinor(asText(payload.amount), currency);
    const orderId = asText(payload.order_id);
    if (!card?.registered) return void res.status(400).json(refuse("Unknown card_id"));
    if (amountMinor === null || amountMinor <= 0) return void res.status(400).json(refuse("Amount must be greater than 0"));
    if (!orderId || byOrder.has(orderId)) return void res.status(400).json(refuse("Duplicate or missing order_id"));
    const decision = bankDecision(card.number);
    const entry: SimulatedTransaction = {
      transaction: id("te"),
      kind: "charge",
      orderId,
      amountMinor,
      currency,
      description: asText(payload.description),
      language: asLanguage(payload.language),
      successUrl: "",
      errorUrl: "",
      status: decision.approved ? "success" : "failed",
      code: decision.code,
      message: decision.message,
      cardId: card.cardId,
    };
    transactions.set(entry.transaction, entry);
    byOrder.set(orderId, entry.transaction);
    res.json(payloadOf(entry, "200"));
  });

  router.post("/api/1/reverse", (req, res) => {
    const payload = authenticated(req);
    if (!payload) return void res.status(401).json(refuse("Invalid signature or public key"));
    const entry = transactions.get(asText(payload.transaction));
    const amountMinor = entry ? parseDecimalToMinor(asText(payload.amount), entry.currency) : null;
    if (!entry || entry.status !== "success") return void res.status(400).json(refuse("Nothing to refund"));
    if (amountMinor === null || amountMinor <= 0 || amountMinor > entry.amountMinor) return void res.status(400).json(refuse("Bad amount"));
    entry.status = "returned";
    entry.code = "00";
    entry.message = "Refunded";
    res.json({ status: "success", code: "00", message: "Refunded", transaction: entry.transaction, amount: minorToDecimalString(amountMinor, entry.currency) });
  });

  router.get("/page.css", (_req, res) => {
    res.type("css").set("Cache-Control", "public, max-age=3600").send(PAGE_CSS);
  });

  router.get("/pay/:transaction", (req, res) => {
    const entry = transactions.get(req.params.transaction);
    if (!entry || entry.status !== "new") return void res.status(404).type("text/plain").send("Unknown or finished payment");
    res.type("html").send(hostedPage(entry));
  });

  router.post("/pay/:transaction", (req, res) => {
    const entry = transactions.get(req.params.transaction);
    if (!entry || entry.status !== "new") return void res.status(404).type("text/plain").send("Unknown or finished payment");
    const form = req.body as Record<string, string | undefined>;
    if (form.action === "cancel") return void res.redirect(303, entry.errorUrl);
    const number = (form.card_number ?? "").replace(/\D/g, "");
    const operationCode = entry.kind === "register" ? "100" : "200";
    const card = entry.cardId ? cards.get(entry.cardId) : undefined;
    const settle = () => {
      const decision = bankDecision(number);
      // Saving a card moves no money: only a refused or invalid card fails it.
      if (entry.kind === "register" && decision.code === "51") Object.assign(decision, { approved: true, code: "00", message: "Approved" });
      entry.status = decision.approved ? "success" : "failed";
      entry.code = decision.code;
      entry.message = decision.message;
      if (card) {
        card.number = number;
        card.registered = decision.approved;
      }
    };
    if (number === TEST_CARDS.slow) {
      // The bank answers later: the parent is back on the merchant's site, still waiting.
      setTimeout(() => {
        settle();
        void sendCallback(entry, operationCode);
      }, slowMs).unref();
      return void res.redirect(303, entry.successUrl);
    }
    settle();
    void sendCallback(entry, operationCode).then(() => res.redirect(303, entry.status === "success" ? entry.successUrl : entry.errorUrl));
  });

  return router;
}

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2a2e}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #6b7280;border-radius:6px}button{font-size:1rem;padding:.7rem 1.2rem;margin:1rem .5rem 0 0;border-radius:6px;border:1px solid #1f5c50;min-height:44px}.pay{background:#1f5c50;color:#fff}.cancel{background:#fff;color:#1f5c50}.note{background:#fff4d6;padding:.75rem;border-radius:6px}code{font-size:1rem}`;

function hostedPage(entry: SimulatedTransaction): string {
  const t = translatorFor(entry.language);
  const amount = entry.kind === "register" ? t("epointSimulator.cardOnly") : formatMoney({ minor: entry.amountMinor, currency: entry.currency }, entry.language);
  const cards = [
    [TEST_CARDS.success, t("epointSimulator.cardSuccess")],
    [TEST_CARDS.declined, t("epointSimulator.cardDeclined")],
    [TEST_CARDS.insufficientFunds, t("epointSimulator.cardInsufficient")],
    [TEST_CARDS.slow, t("epointSimulator.cardSlow")],
  ];
  return `<!doctype html>
<html lang="${entry.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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
