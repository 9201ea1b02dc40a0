import type { Language } from "~/infrastructure/i18n-config";
import type { Money } from "~/lib/money";

/**
 * The card gateway as the product needs it. Epoint implements it (`epoint.server.ts`); in
 * development and tests the same adapter talks to the embedded simulator over HTTP.
 */

/** Epoint's payment statuses: new (nothing happened yet), success, failed, returned (refunded), error. */
export type GatewayStatus = "new" | "success" | "failed" | "returned" | "error";

/** What the gateway says about one operation (a status answer, a charge, a callback). */
export interface GatewayOutcome {
  status: GatewayStatus;
  /** The bank's response code ("00" approved, "05" declined, "51" insufficient funds, ...). */
  code: string | null;
  message: string | null;
  orderId: string | null;
  transaction: string | null;
  cardId: string | null;
  /** e.g. "416973******1234". */
  cardMask: string | null;
  /** e.g. "VISA". */
  cardName: string | null;
  /** The amount the gateway handled, in minor units, when it says. */
  amountMinor: number | null;
  /** The currency it names (ISO letters, e.g. "AZN"), when it names one. */
  currency?: string | null;
  operationCode: string | null;
}

interface HostedPageRequest {
  orderId: string;
  amount: Money;
  description: string;
  language: Language;
  successUrl: string;
  errorUrl: string;
}

export interface PaymentGateway {
  /** A hosted card page for one payment; `saveCard` also keeps the card for later charges. */
  startPayment(request: HostedPageRequest & { saveCard: boolean }): Promise<{ redirectUrl: string; transaction: string | null; cardId: string | null }>;
  /** A hosted page that only saves a card (a trial: nothing is charged now). */
  startCardRegistration(request: Omit<HostedPageRequest, "amount" | "orderId">): Promise<{ redirectUrl: string; cardId: string }>;
  /** Charges a saved card without the parent (renewals); answers synchronously. */
  chargeSavedCard(request: { cardId: string; orderId: string; amount: Money; description: string; language: Language }): Promise<GatewayOutcome>;
  status(orderId: string): Promise<GatewayOutcome>;
  refund(request: { transaction: string; amount: Money; language: Language }): Promise<GatewayOutcome>;
  /** A callback's outcome when its signature is valid; null for anything forged or malformed. */
  readCallback(form: { get(name: string): unknown }): GatewayOutcome | null;
}

/** The gateway could not be reached or refused the request; nothing was charged. */
export class GatewayError extends Error {
  readonly detail: { httpStatus?: number; code?: string | null };

  constructor(message: string, detail: { httpStatus?: number; code?: string | null } = {}) {
    super(message);
    this.name = "GatewayError";
    this.detail = detail;
  }
}
