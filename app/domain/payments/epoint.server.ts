import { type CurrencyCode, minorToDecimalString, parseDecimalToMinor } from "~/lib/money";
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

/** Epoint's answer or callback payload as an outcome; unknown statuses read as "error". */
export function outcomeFrom(payload: Record<string, unknown>, currency: CurrencyCode = "AZN"): GatewayOutcome {
  const status = text(payload.status);
  const amount = text(payload.amount);
  return {
    status: STATUSES.find((candidate) => candidate === status) ?? (status === "server_error" ? "error" : "error"),
    code: text(payload.code),
    message: text(payload.message),
    orderId: text(payload.order_id),
    transaction: text(payload.transaction),
    cardId: text(payload.card_id),
    cardMask: text(payload.card_mask),
    cardName: text(payload.card_name),
    amountMinor: amount === null ? null : parseDecimalToMinor(amount, currency),
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
      return outcomeFrom({ order_id: request.orderId, card_id: request.cardId, ...body }, request.amount.currency);
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
      return payload ? outcomeFrom(payload) : null;
    },
  };
}
