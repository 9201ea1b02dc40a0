import { type CurrencyCode, CURRENCIES, minorToDecimalString } from "~/lib/money";
import { readSignedForm, signedForm } from "./epoint-protocol";
import { GatewayError, type GatewayOutcome, type GatewayStatus, type PaymentGateway } from "./gateway";

export interface EpointConfig {
  /** e.g. https://epoint.az, or the embedded simulator's address. */
  baseUrl: string;
  publicKey: string;
  privateKey: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const STATUSES: ReadonlyArray<GatewayStatus> = ["new", "success", "failed", "returned", "error"];

function text(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * An amount as Epoint writes it, read strictly: digits, optionally a point and one or two
 * more digits ("10", "10.5", "10.50"). Anything else (a comma, a sign, a third decimal, a
 * currency sign, spaces, an exponent) is not an amount.
 */
function strictAmountMinor(value: string, currency: CurrencyCode = "AZN"): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const digits = CURRENCIES[currency].digits;
  return Number(match[1]) * 10 ** digits + Number(((match[2] ?? "") + "00").slice(0, digits));
}

/**
 * Epoint's answer or callback payload as an outcome; unknown statuses read as "error". An
 * amount that is not strictly a decimal, or a currency we do not know, makes the whole
 * answer malformed (a GatewayError): nothing is applied from it.
 */
export function outcomeFrom(payload: Record<string, unknown>, currency: CurrencyCode = "AZN"): GatewayOutcome {
  const status = text(payload.status);
  const amount = text(payload.amount);
  const amountMinor = amount === null ? null : strictAmountMinor(amount, currency);
  if (amount !== null && amountMinor === null) throw new GatewayError("Epoint answered an amount that is not a decimal with at most two places");
  const named = text(payload.currency);
  if (named !== null && !Object.hasOwn(CURRENCIES, named)) throw new GatewayError("Epoint answered an unknown currency");
  return {
    status: STATUSES.find((candidate) => candidate === status) ?? (status === "server_error" ? "error" : "error"),
    code: text(payload.code),
    message: text(payload.message),
    orderId: text(payload.order_id),
    transaction: text(payload.transaction),
    cardId: text(payload.card_id),
    cardMask: text(payload.card_mask),
    cardName: text(payload.card_name),
    amountMinor,
    currency: named,
    operationCode: text(payload.operation_code),
  };
}

/** A hosted page's address from Epoint's answer; anything else is a refusal. */
function requireRedirect(path: string, body: Record<string, unknown>): string {
  const redirectUrl = text(body.redirect_url);
  if (text(body.status) !== "success" || !redirectUrl) {
    throw new GatewayError(`Epoint ${path} refused: ${text(body.message) ?? "no redirect_url"}`, { code: text(body.code) });
  }
  return redirectUrl;
}

/**
 * Epoint's API: form posts of signed `data` to /api/1/*, JSON answers. Amounts go as decimal
 * strings computed from minor units; card numbers never pass through here.
 */
export function createEpointGateway(config: EpointConfig): PaymentGateway {
  const doFetch = config.fetch ?? fetch;
  // Paths are resolved under the base, which may itself have a path (the simulator's).
  const base = config.baseUrl.endsWith("/") ? config.baseUrl : `${config.baseUrl}/`;
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function call(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(new URL(path.replace(/^\//, ""), base), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: signedForm(config.privateKey, { public_key: config.publicKey, ...payload }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Epoint ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GatewayError(`Epoint ${path} answered ${response.status} without JSON`, { httpStatus: response.status });
    }
    if (!response.ok || !body || typeof body !== "object") {
      throw new GatewayError(`Epoint ${path} answered ${response.status}`, { httpStatus: response.status });
    }
    return body as Record<string, unknown>;
  }

  return {
    async startPayment(request) {
      const path = request.saveCard ? "/api/1/card-registration-with-pay" : "/api/1/request";
      const body = await call(path, {
        amount: minorToDecimalString(request.amount.minor, request.amount.currency),
        currency: request.amount.currency,
        language: request.language,
        order_id: request.orderId,
        description: request.description,
        success_redirect_url: request.successUrl,
        error_redirect_url: request.errorUrl,
      });
      return { redirectUrl: requireRedirect(path, body), transaction: text(body.transaction), cardId: text(body.card_id) };
    },

    async startCardRegistration(request) {
      const path = "/api/1/card-registration";
      const body = await call(path, {
        language: request.language,
        description: request.description,
        success_redirect_url: request.successUrl,
        error_redirect_url: request.errorUrl,
      });
      const redirectUrl = requireRedirect(path, body);
      const cardId = text(body.card_id);
      if (!cardId) throw new GatewayError("Epoint card registration gave no card_id");
      return { redirectUrl, cardId };
    },

    async chargeSavedCard(request) {
      const body = await call("/api/1/execute-pay", {
        card_id: request.cardId,
        order_id: request.orderId,
        amount: minorToDecimalString(request.amount.minor, request.amount.currency),
        currency: request.amount.currency,
        language: request.language,
        description: request.description,
      });
      // The reply to our own charge is in the currency we asked for unless it names another.
      return outcomeFrom({ order_id: request.orderId, card_id: request.cardId, currency: request.amount.currency, ...body }, request.amount.currency);
    },

    async status(orderId) {
      return outcomeFrom(await call("/api/1/get-status", { order_id: orderId }));
    },

    async refund(request) {
      const body = await call("/api/1/reverse", {
        transaction: request.transaction,
        amount: minorToDecimalString(request.amount.minor, request.amount.currency),
        currency: request.amount.currency,
        language: request.language,
      });
      return outcomeFrom({ transaction: request.transaction, ...body }, request.amount.currency);
    },

    readCallback(form) {
      const payload = readSignedForm(config.privateKey, form);
      if (!payload) return null;
      try {
        return outcomeFrom(payload);
      } catch (error) {
        if (error instanceof GatewayError) return null;
        throw error;
      }
    },
  };
}
