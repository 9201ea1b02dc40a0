import { z } from "zod";
import {
  CancelBody,
  CancelJson,
  CardDeleteQuery,
  CardJson,
  CardSaveJson,
  ChangePlanBody,
  CouponBalanceJson,
  CouponJson,
  CouponUsageJson,
  CouponValidateQuery,
  CouponValidationJson,
  ErrorJson,
  IDEMPOTENCY_KEY_PATTERN,
  PaymentBody,
  PaymentJson,
  PlanChangeJson,
  PlanJson,
  SubscribeBody,
  SubscribeJson,
  SubscriptionStatusJson,
  TransactionJson,
  TransactionListJson,
  TransactionStatusJson,
  TransactionsQuery,
  requestSchemas,
  responseSchemas,
} from "./schemas";

/**
 * The product API described as OpenAPI 3.1 (served at /api/openapi.json). Paths, bodies and
 * answers follow spec section 7; tests/e2e/api.spec.ts calls every one of them. The bodies,
 * query parameters and answers are generated from the zod schemas the routes validate with
 * and answer by (schemas.ts); only the frame (paths, summaries, status codes, auth) is written
 * here.
 */
type JsonSchema = Record<string, unknown>;

const componentRef = (id: string) => `#/components/schemas/${id}`;

/**
 * Leaves out what zod adds that says nothing to a client: an integer's safe-integer bounds, and
 * `readOnly` on an answer's read-only array (in OpenAPI it means "never sent by the client").
 */
function plain({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  delete jsonSchema.readOnly;
}

/** The registry's schemas as the document's components, without each one's `$schema` and `$id`. */
function components(registry: typeof requestSchemas, io: "input" | "output"): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { io, uri: componentRef, override: plain });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema as JsonSchema]));
}

/** A `$ref` to a registered schema. */
function ref(schema: z.ZodType): { $ref: string } {
  const id = requestSchemas.get(schema)?.id ?? responseSchemas.get(schema)?.id;
  if (!id) throw new Error("The API's schema is not registered (schemas.ts)");
  return { $ref: componentRef(id) };
}

/** One query parameter per field of a query schema. */
function queryParameters(schema: z.ZodObject): JsonSchema[] {
  const { properties = {}, required = [] } = z.toJSONSchema(schema, { io: "input", override: plain }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: "query",
    ...(required.includes(name) ? { required: true } : {}),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const json = (schema: object) => ({ "application/json": { schema } });
const body = (schema: z.ZodType) => ({ required: true, content: json(ref(schema)) });
const answer = (description: string, schema?: object) => (schema ? { description, content: json(schema) } : { description });
const error = ref(ErrorJson);
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
  schema: { type: "string", pattern: IDEMPOTENCY_KEY_PATTERN.source },
});
const couponPaths = (operationId: string, summary: string, schema: z.ZodType) => ({
  parameters: [pathId("code")],
  get: { operationId, summary, responses: { "200": answer("OK", ref(schema)), "429": answer("Too many coupon checks", error), ...errors } },
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
    schemas: { ...components(requestSchemas, "input"), ...components(responseSchemas, "output") },
  },
  paths: {
    "/subscriptions/plans/": {
      get: { operationId: "listPlans", summary: "Active plans", security: [], responses: { "200": answer("Plans", { type: "array", items: ref(PlanJson) }) } },
    },
    "/subscriptions/management/my-subscription": {
      get: {
        operationId: "getMySubscription",
        summary: "The parent's subscription status",
        responses: { "200": answer("Status", ref(SubscriptionStatusJson)), ...errors },
      },
    },
    "/subscriptions/subscribe/": {
      post: {
        operationId: "subscribe",
        summary: "Start a subscription (a trial saves the card; otherwise the first payment)",
        parameters: [idempotencyKey(false)],
        requestBody: body(SubscribeBody),
        responses: {
          "200": answer("Another plan while one is paid for: a change of plan at the end of the paid period", ref(PlanChangeJson)),
          "201": answer("Started", ref(SubscribeJson)),
          ...errors,
        },
      },
    },
    "/subscriptions/management/{id}/change-plan/": {
      parameters: [pathId("id")],
      post: {
        operationId: "changePlan",
        summary: "Change the plan at the end of the paid period; nothing is charged now",
        requestBody: body(ChangePlanBody),
        responses: { "200": answer("Scheduled", ref(PlanChangeJson)), ...errors },
      },
    },
    "/subscriptions/management/{id}/cancel": {
      parameters: [pathId("id")],
      post: {
        operationId: "cancelSubscription",
        summary: "Cancel now or at the end of the paid period",
        requestBody: body(CancelBody),
        responses: { "200": answer("Cancelled", ref(CancelJson)), "409": answer("Nothing to cancel", error), ...errors },
      },
    },
    "/cards/": {
      get: { operationId: "listCards", summary: "Saved cards", responses: { "200": answer("Cards", { type: "array", items: ref(CardJson) }), ...errors } },
    },
    "/cards/{id}/default": {
      parameters: [pathId("id")],
      put: { operationId: "setDefaultCard", summary: "Make a card the default", responses: { "200": answer("The card", ref(CardJson)), ...errors } },
    },
    "/cards/{id}": {
      parameters: [pathId("id"), ...queryParameters(CardDeleteQuery)],
      delete: {
        operationId: "deleteCard",
        summary: "Delete a card (the renewals' card needs replacement_id)",
        responses: { "204": answer("Deleted"), "409": answer("A replacement is needed", error), ...errors },
      },
    },
    "/cards/save": {
      post: {
        operationId: "saveCard",
        summary: "Start saving a card on Epoint's page",
        parameters: [idempotencyKey(false)],
        responses: { "201": answer("The page to open", ref(CardSaveJson)), ...errors },
      },
    },
    "/payments/initiate": {
      post: {
        operationId: "initiatePayment",
        summary: "Start a payment for a plan or an autism screening",
        parameters: [idempotencyKey(true)],
        requestBody: body(PaymentBody),
        responses: { "201": answer("Started", { oneOf: [ref(SubscribeJson), ref(PaymentJson)] }), ...errors },
      },
    },
    "/payments/transactions": {
      get: {
        operationId: "listTransactions",
        summary: "The parent's payments, newest first",
        parameters: queryParameters(TransactionsQuery),
        responses: { "200": answer("Payments", ref(TransactionListJson)), ...errors },
      },
    },
    "/payments/transactions/{id}/status": {
      parameters: [pathId("id")],
      get: {
        operationId: "getTransactionStatus",
        summary: "A payment's status",
        responses: { "200": answer("Status", ref(TransactionStatusJson)), ...errors },
      },
    },
    "/payments/transactions/order/{orderId}": {
      parameters: [pathId("orderId")],
      get: { operationId: "getTransactionByOrder", summary: "A payment by order id", responses: { "200": answer("Payment", ref(TransactionJson)), ...errors } },
    },
    "/coupons/{code}": couponPaths("getCoupon", "A coupon's facts", CouponJson),
    "/coupons/{code}/validate": {
      parameters: [pathId("code"), ...queryParameters(CouponValidateQuery)],
      post: {
        operationId: "validateCoupon",
        summary: "Validate a coupon for an amount",
        responses: { "200": answer("The validation result", ref(CouponValidationJson)), "429": answer("Too many coupon checks", error), ...errors },
      },
    },
    "/coupons/{code}/balance": couponPaths("getCouponBalance", "A gift coupon's remaining balance", CouponBalanceJson),
    "/coupons/{code}/usage": couponPaths("getCouponUsage", "How often a coupon was used, and the parent's own uses", CouponUsageJson),
  },
};
