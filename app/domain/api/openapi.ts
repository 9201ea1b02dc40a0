/**
 * The product API described as OpenAPI 3.1 (served at /api/openapi.json). Paths, bodies and
 * answers follow spec section 7; tests/e2e/api.spec.ts calls every one of them.
 */
const error = { $ref: "#/components/schemas/Error" };
const json = (schema: object) => ({ "application/json": { schema } });
const answer = (description: string, schema?: object) => (schema ? { description, content: json(schema) } : { description });
const errors = {
  "400": answer("The request is not valid", error),
  "401": answer("User not authenticated", error),
  "403": answer("Access denied: You do not have permission to access this data", error),
  "404": answer("Not found (also another parent's record)", error),
};
const pathId = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const idempotencyKey = (required: boolean) => ({
  name: "Idempotency-Key",
  in: "header",
  required,
  description: "8-64 letters, digits, '-' or '_'. Sending the same key again answers the same payment.",
  schema: { type: "string", pattern: "^[\\w-]{8,64}$" },
});
const couponPaths = (summary: string, schema: object) => ({
  parameters: [pathId("code")],
  get: { summary, responses: { "200": answer("OK", schema), "429": answer("Too many coupon checks", error), ...errors } },
});

export const OPENAPI_DOCUMENT = {
  openapi: "3.1.0",
  info: {
    title: "Balaca product API",
    version: "1.0.0",
    description:
      "JSON API for parents' own data. Authenticate with `Authorization: Bearer blc_…` (a token made in Profile → API access) or the site's session cookie. Errors carry `detail` (and `message`, which subscribe's clients read). Amounts are decimal strings in AZN; prices are always computed by the server.",
  },
  servers: [{ url: "/api" }],
  security: [{ bearer: [] }, { session: [] }],
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      session: { type: "apiKey", in: "cookie", name: "__session" },
    },
    schemas: {
      Error: { type: "object", properties: { detail: { type: "string" }, message: { type: "string" } }, required: ["detail"] },
      Plan: {
        type: "object",
        properties: {
          plan_id: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
          price: { type: "string", examples: ["71.40"] },
          currency: { type: "string", examples: ["AZN"] },
          currency_code: { type: "integer", examples: [944] },
          billing_period: { enum: ["monthly", "six_month", "yearly"] },
          trial_days: { type: "integer" },
          features: { type: "array", items: { type: "string" } },
          emoji: { type: "string" },
          is_popular: { type: "boolean" },
          is_active: { type: "boolean" },
        },
      },
      SubscriptionStatus: {
        type: "object",
        properties: {
          is_active: { type: "boolean" },
          can_access_content: { type: "boolean" },
          status: { enum: ["active", "trial", "cancelled", "pending", "expired", null] },
          expires_at: { type: ["string", "null"] },
          auto_renew: { type: "boolean" },
          plan_id: { type: ["string", "null"] },
          plan_name: { type: ["string", "null"] },
          subscription_id: { type: ["string", "null"] },
          trial_active: { type: "boolean" },
          days_until_expiry: { type: ["integer", "null"] },
          debug_info: { type: "object" },
        },
      },
      SubscribeResponse: {
        type: "object",
        properties: {
          payment_url: { type: ["string", "null"] },
          order_id: { type: ["string", "null"] },
          requires_card_save: { type: "boolean" },
          payment_required: { type: "boolean" },
          coupon_applied: { type: ["string", "null"] },
          discount_applied: { type: "string" },
          amount: { type: ["string", "null"] },
          subscription: { $ref: "#/components/schemas/SubscriptionStatus" },
        },
      },
      Card: {
        type: "object",
        properties: {
          id: { type: "string" },
          card_mask: { type: "string" },
          card_brand: { type: ["string", "null"] },
          is_default: { type: "boolean" },
          last_used_at: { type: ["string", "null"] },
          used_for_renewals: { type: "boolean" },
        },
      },
      Transaction: {
        type: "object",
        properties: {
          id: { type: "string" },
          order_id: { type: "string" },
          purpose: { enum: ["subscription", "renewal", "autism_screening", "card_save"] },
          subscription_id: { type: ["string", "null"] },
          plan_id: { type: ["string", "null"] },
          amount: { type: "string" },
          original_amount: { type: "string" },
          discount_amount: { type: "string" },
          coupon: { type: ["string", "null"] },
          status: { enum: ["pending", "succeeded", "failed", "cancelled", "refunded"] },
          created_at: { type: "string" },
        },
      },
      CouponValidation: {
        type: "object",
        properties: {
          is_valid: { type: "boolean" },
          coupon: { type: ["string", "null"] },
          original_amount: { type: "string" },
          discount_amount: { type: "string" },
          final_amount: { type: "string" },
          error_message: { type: ["string", "null"] },
        },
      },
    },
  },
  paths: {
    "/subscriptions/plans/": { get: { summary: "Active plans", security: [], responses: { "200": answer("Plans", { type: "array", items: { $ref: "#/components/schemas/Plan" } }) } } },
    "/subscriptions/management/my-subscription": {
      get: { summary: "The parent's subscription status", responses: { "200": answer("Status", { $ref: "#/components/schemas/SubscriptionStatus" }), ...errors } },
    },
    "/subscriptions/subscribe/": {
      post: {
        summary: "Start a subscription (a trial saves the card; otherwise the first payment)",
        parameters: [idempotencyKey(false)],
        requestBody: {
          content: json({
            type: "object",
            required: ["plan_id"],
            properties: { plan_id: { type: "string" }, card_id: { type: "string" }, coupon_code: { type: "string" }, auto_renew: { type: "boolean" }, return_url: { type: "string" }, cancel_url: { type: "string" } },
          }),
        },
        responses: { "201": answer("Started", { $ref: "#/components/schemas/SubscribeResponse" }), ...errors },
      },
    },
    "/subscriptions/management/{id}/change-plan/": {
      parameters: [pathId("id")],
      post: {
        summary: "Pay for another plan; it starts when the payment succeeds",
        requestBody: { content: json({ type: "object", required: ["plan_id"], properties: { plan_id: { type: "string" } } }) },
        responses: { "201": answer("Started", { $ref: "#/components/schemas/SubscribeResponse" }), ...errors },
      },
    },
    "/subscriptions/management/{id}/cancel": {
      parameters: [pathId("id")],
      post: {
        summary: "Cancel now or at the end of the paid period",
        requestBody: {
          content: json({
            type: "object",
            required: ["reason"],
            properties: { reason: { enum: ["too_expensive", "not_using", "technical_issues", "found_alternative", "temporary_pause", "other"] }, immediate: { type: "boolean" } },
          }),
        },
        responses: { "200": answer("Cancelled"), "409": answer("Nothing to cancel", error), ...errors },
      },
    },
    "/cards/": { get: { summary: "Saved cards", responses: { "200": answer("Cards", { type: "array", items: { $ref: "#/components/schemas/Card" } }), ...errors } } },
    "/cards/{id}/default": { parameters: [pathId("id")], put: { summary: "Make a card the default", responses: { "200": answer("The card", { $ref: "#/components/schemas/Card" }), ...errors } } },
    "/cards/{id}": {
      parameters: [pathId("id"), { name: "replacement_id", in: "query", schema: { type: "string" } }],
      delete: { summary: "Delete a card (the renewals' card needs replacement_id)", responses: { "204": answer("Deleted"), "409": answer("A replacement is needed", error), ...errors } },
    },
    "/cards/save": {
      post: { summary: "Start saving a card on Epoint's page", parameters: [idempotencyKey(false)], responses: { "201": answer("The page to open", { type: "object", properties: { redirect_url: { type: "string" } } }), ...errors } },
    },
    "/payments/initiate": {
      post: {
        summary: "Start a payment for a plan or an autism screening",
        parameters: [idempotencyKey(true)],
        requestBody: {
          content: json({
            type: "object",
            properties: { purpose: { enum: ["subscription", "autism_screening"] }, plan_id: { type: "string" }, child_id: { type: "string" },
              health_consent: { type: "boolean", description: "For a screening: must be true, the parent's explicit consent to keep its health-related answers (else 400)" },
              card_id: { type: "string" }, coupon_code: { type: "string" }, auto_renew: { type: "boolean" } },
          }),
        },
        responses: { "201": answer("Started", { type: "object", properties: { payment_url: { type: ["string", "null"] }, order_id: { type: "string" }, amount: { type: "string" } } }), ...errors },
      },
    },
    "/payments/transactions": {
      get: {
        summary: "The parent's payments, newest first",
        parameters: [
          { name: "status", in: "query", schema: { enum: ["succeeded", "pending", "failed", "cancelled", "refunded"] } },
          { name: "coupon_code", in: "query", schema: { type: "string" } },
        ],
        responses: { "200": answer("Payments", { type: "object", properties: { data: { type: "array", items: { $ref: "#/components/schemas/Transaction" } }, count: { type: "integer" } } }), ...errors },
      },
    },
    "/payments/transactions/{id}/status": {
      parameters: [pathId("id")],
      get: { summary: "A payment's status", responses: { "200": answer("Status", { type: "object", properties: { id: { type: "string" }, order_id: { type: "string" }, status: { type: "string" } } }), ...errors } },
    },
    "/payments/transactions/order/{orderId}": {
      parameters: [pathId("orderId")],
      get: { summary: "A payment by order id", responses: { "200": answer("Payment", { $ref: "#/components/schemas/Transaction" }), ...errors } },
    },
    "/coupons/{code}": couponPaths("A coupon's facts", { type: "object", properties: { coupon_id: { type: "string" }, is_active: { type: "boolean" } } }),
    "/coupons/{code}/validate": {
      parameters: [pathId("code"), { name: "amount", in: "query", required: true, schema: { type: "string", examples: ["71.40"] } }, { name: "plan_id", in: "query", schema: { type: "string" } }],
      post: { summary: "Validate a coupon for an amount", responses: { "200": answer("The validation result", { $ref: "#/components/schemas/CouponValidation" }), "429": answer("Too many coupon checks", error), ...errors } },
    },
    "/coupons/{code}/balance": couponPaths("A gift coupon's remaining balance", { type: "object", properties: { remaining_balance: { type: "string" } } }),
    "/coupons/{code}/usage": couponPaths("How often a coupon was used, and the parent's own uses", { type: "object", properties: { total_usage_count: { type: "integer" } } }),
  },
} as const;
