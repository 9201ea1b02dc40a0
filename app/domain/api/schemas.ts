import { z } from "zod";
import type { BillingPeriod, CouponKind, PaymentPurpose, PaymentStatus } from "../../../db/schema.ts";
import { TRANSACTION_STATUSES } from "~/domain/payments/transactions";
import { CANCELLATION_REASONS } from "~/domain/subscriptions/cancellation";
import { SUBSCRIPTION_STATUSES } from "~/domain/subscriptions/status";
import { isOneLineText } from "~/lib/plain-text";

/**
 * The product API's contract in zod (spec section 7, ADR 015): what each call accepts, which
 * the routes validate with (`parseApi`, api.server.ts), and what it answers. The OpenAPI
 * document (openapi.ts) is generated from these schemas, so it cannot drift from what the API
 * checks. Every schema is registered under the name it has in the document's components.
 *
 * Field rules as clients have always sent them: an optional text may be absent, null or "";
 * texts are one line without control characters; an optional boolean may be absent or null.
 */
export const requestSchemas = z.registry<{ id: string; description?: string }>();
export const responseSchemas = z.registry<{ id: string; description?: string }>();

const mustBeOneLine = (name: string) => ({ error: `${name} must be one line without control characters` });

/** A text the call needs: absent, null or "" is "<name> is required". */
const requiredText = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${name} is required` : `${name} must be a string`) })
    .min(1, { error: `${name} is required` })
    .refine(isOneLineText, mustBeOneLine(name));

/** A text the call may have: absent, null and "" all mean none (null). */
const optionalText = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .refine(isOneLineText, mustBeOneLine(name))
    .nullish()
    .transform((value) => value || null);

/** A boolean the call may have; absent or null is the fallback. */
const optionalBoolean = (name: string, fallback: boolean) =>
  z
    .boolean({ error: `${name} must be true or false` })
    .nullish()
    .meta({ default: fallback })
    .transform((value) => value ?? fallback);

const ONE_LINE = "One line, without control characters.";

// ---- Requests ----

export const SubscribeBody = z
  .object({
    plan_id: requiredText("plan_id"),
    card_id: optionalText("card_id").describe(`A saved card's id; without it the payment page takes a new card. ${ONE_LINE}`),
    coupon_code: optionalText("coupon_code"),
    auto_renew: optionalBoolean("auto_renew", true),
    resume_renewal: optionalBoolean("resume_renewal", false).describe(
      "For a change of plan on a cancelled subscription: true turns renewal back on (else 409).",
    ),
    return_url: optionalText("return_url").describe("Accepted and not used: the gateway returns the parent to this site."),
    cancel_url: optionalText("cancel_url").describe("Accepted and not used: the gateway returns the parent to this site."),
  })
  .register(requestSchemas, { id: "SubscribeRequest" });

export const ChangePlanBody = z
  .object({
    plan_id: requiredText("plan_id"),
    resume_renewal: optionalBoolean("resume_renewal", false).describe("On a cancelled subscription: true turns renewal back on (else 409)."),
  })
  .register(requestSchemas, { id: "ChangePlanRequest" });

export const CancelBody = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, { error: `reason must be one of: ${CANCELLATION_REASONS.join(", ")}` }),
    immediate: optionalBoolean("immediate", false).describe("true ends the subscription now; otherwise at the end of the paid period."),
  })
  .register(requestSchemas, { id: "CancelRequest" });

/** A payment for a plan (the default purpose) or for an autism screening. */
export const PaymentBody = z
  .discriminatedUnion(
    "purpose",
    [
      z.object({
        purpose: z.literal("subscription").nullish(),
        plan_id: requiredText("plan_id"),
        card_id: optionalText("card_id"),
        coupon_code: optionalText("coupon_code"),
        auto_renew: optionalBoolean("auto_renew", true),
      }),
      z.object({
        purpose: z.literal("autism_screening"),
        child_id: requiredText("child_id"),
        health_consent: optionalBoolean("health_consent", false).describe(
          "Must be true, the parent's explicit consent to keep the screening's health-related answers (else 400).",
        ),
        card_id: optionalText("card_id"),
      }),
    ],
    { error: "purpose must be subscription or autism_screening" },
  )
  .register(requestSchemas, { id: "PaymentRequest" });

/** Query parameters, each schema one parameter (the document lists them one by one). */
export const TransactionsQuery = z.object({
  status: z.preprocess(
    (value) => value || undefined,
    z.enum(TRANSACTION_STATUSES, { error: `Unknown status; use one of: ${TRANSACTION_STATUSES.join(", ")}` }).optional(),
  ),
  coupon_code: z.string().optional(),
});

export const CouponValidateQuery = z.object({
  amount: z
    .string()
    .optional()
    .meta({
      description: "The amount the coupon is for, in AZN. Needed: without it (or at zero) the answer is a 400 validation result saying so.",
      examples: ["71.40"],
    }),
  plan_id: z.string().optional(),
});

export const CardDeleteQuery = z.object({
  replacement_id: z.string().optional().describe("For the card paying the renewals: the card that takes over."),
});

export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,64}$/;

// ---- Responses ----

const decimal = (example: string) => z.string().meta({ examples: [example] });

export const ErrorJson = z
  .object({ detail: z.string(), message: z.string().optional(), code: z.string().optional() })
  .catchall(z.unknown())
  .register(responseSchemas, { id: "Error", description: "Errors carry `detail` and `message` (the same text); refusals also carry a `code`." });

export const PlanJson = z
  .object({
    plan_id: z.string(),
    name: z.string(),
    description: z.string(),
    price: decimal("71.40"),
    currency: z.string().meta({ examples: ["AZN"] }),
    currency_code: z
      .number()
      .int()
      .meta({ examples: [944] }),
    billing_period: z.enum(["monthly", "six_month", "yearly"] satisfies ReadonlyArray<BillingPeriod>),
    trial_days: z.number().int(),
    features: z.array(z.string()).readonly(),
    emoji: z.string(),
    is_popular: z.boolean(),
    badge: z.string().nullable(),
    is_active: z.boolean(),
  })
  .register(responseSchemas, { id: "Plan" });

export const SubscriptionStatusJson = z
  .object({
    is_active: z.boolean(),
    can_access_content: z.boolean(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    expires_at: z.string().nullable(),
    auto_renew: z.boolean(),
    plan_id: z.string().nullable(),
    plan_name: z.string().nullable(),
    subscription_id: z.string().nullable(),
    trial_active: z.boolean(),
    days_until_expiry: z.number().int().nullable(),
    debug_info: z.object({ source: z.enum(["database", "none"]), timestamp: z.string() }),
  })
  .register(responseSchemas, { id: "SubscriptionStatus" });

export const SubscribeJson = z
  .object({
    payment_url: z.string().nullable(),
    order_id: z.string().nullable(),
    requires_card_save: z.boolean(),
    payment_required: z.boolean(),
    coupon_applied: z.string().nullable(),
    discount_applied: decimal("7.14"),
    amount: z.string().nullable(),
    currency: z.string().nullable(),
    subscription: SubscriptionStatusJson,
  })
  .register(responseSchemas, { id: "SubscribeResponse" });

export const PlanChangeJson = z
  .object({
    payment_url: z.null(),
    payment_required: z.literal(false),
    plan_change: z
      .object({ plan_id: z.string(), starts_at: z.string().nullable(), amount: z.string(), currency: z.string(), coupon_applied: z.string().nullable() })
      .nullable()
      .describe("The change, starting at the end of the paid period (nothing is charged now)."),
    subscription: SubscriptionStatusJson,
  })
  .register(responseSchemas, { id: "PlanChangeResponse" });

export const CancelJson = z
  .object({ cancelled: z.literal(true), immediate: z.boolean(), ends_at: z.string().nullable(), subscription: SubscriptionStatusJson })
  .register(responseSchemas, { id: "CancelResponse" });

export const CardJson = z
  .object({
    id: z.string(),
    card_mask: z.string(),
    card_brand: z.string().nullable(),
    is_default: z.boolean(),
    last_used_at: z.string().nullable(),
    created_at: z.string(),
    used_for_renewals: z.boolean(),
  })
  .register(responseSchemas, { id: "Card" });

export const CardSaveJson = z.object({ redirect_url: z.string(), message: z.string() }).register(responseSchemas, { id: "CardSaveResponse" });

export const PaymentJson = z
  .object({
    payment_url: z.string().nullable(),
    order_id: z.string().nullable(),
    status: z.enum(TRANSACTION_STATUSES).nullable(),
    amount: z.string().nullable(),
    currency: z.string().nullable(),
  })
  .register(responseSchemas, { id: "ScreeningPaymentResponse" });

export const TransactionJson = z
  .object({
    id: z.string(),
    order_id: z.string(),
    purpose: z.enum(["subscription", "renewal", "autism_screening", "card_save"] satisfies ReadonlyArray<PaymentPurpose>),
    subscription_id: z.string().nullable(),
    plan_id: z.string().nullable(),
    plan_name: z.string().nullable(),
    amount: z.string(),
    original_amount: z.string(),
    discount_amount: z.string(),
    currency: z.string(),
    coupon: z.string().nullable(),
    status: z.enum(["pending", "succeeded", "failed", "cancelled", "refunded"] satisfies ReadonlyArray<PaymentStatus>),
    failure_code: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .register(responseSchemas, { id: "Transaction" });

export const TransactionListJson = z.object({ data: z.array(TransactionJson), count: z.number().int() }).register(responseSchemas, { id: "TransactionList" });

export const TransactionStatusJson = z
  .object({ id: z.string(), order_id: z.string(), status: TransactionJson.shape.status, completed_at: z.string().nullable() })
  .register(responseSchemas, { id: "TransactionStatus" });

export const CouponJson = z
  .object({
    coupon_id: z.string(),
    code: z.string(),
    kind: z.enum(["percent", "fixed", "gift"] satisfies ReadonlyArray<CouponKind>),
    is_active: z.boolean(),
    valid_from: z.string().nullable(),
    valid_until: z.string().nullable(),
    usage_limit: z.number().int().nullable(),
    current_usage: z.number().int(),
    applicable_to_subscriptions: z.boolean(),
  })
  .register(responseSchemas, { id: "Coupon" });

export const CouponValidationJson = z
  .object({
    is_valid: z.boolean(),
    coupon: z.string().nullable(),
    original_amount: z.string(),
    discount_amount: z.string(),
    final_amount: z.string(),
    discount_percent: z.number().nullable().optional(),
    error_message: z.string().nullable(),
  })
  .register(responseSchemas, { id: "CouponValidation" });

export const CouponBalanceJson = z
  .object({ code: z.string(), remaining_balance: decimal("35.00"), initial_balance: z.string(), currency: z.string(), is_usable: z.boolean() })
  .register(responseSchemas, { id: "CouponBalance" });

export const CouponUsageJson = z
  .object({
    code: z.string(),
    total_usage_count: z.number().int(),
    my_usage_count: z.number().int(),
    my_total_saved: z.string(),
    history: z.array(z.object({ order_id: z.string(), used_amount: z.string(), used_at: z.string() })),
  })
  .register(responseSchemas, { id: "CouponUsage" });
