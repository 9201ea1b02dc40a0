import type { PaymentKind, PaymentPurpose, PaymentStatus } from "../../../db/schema.ts";
import type { DB } from "~/db.server";
import type { TransactionFilter } from "./transactions";

export interface Transaction {
  id: string;
  orderId: string;
  planId: string | null;
  subscriptionId: string | null;
  purpose: PaymentPurpose;
  kind: PaymentKind;
  /** The plan's name as given (English) and its translations; null without a plan. */
  planName: string | null;
  planNameAz: string | null;
  planNameRu: string | null;
  amountMinor: number;
  originalMinor: number;
  discountMinor: number;
  currency: string;
  couponCode: string | null;
  status: PaymentStatus;
  failureCode: string | null;
  createdAt: string;
  completedAt: string | null;
}

function transactionsQuery(db: DB, userId: string) {
  return db
    .selectFrom("payments")
    .leftJoin("subscription_plans", "subscription_plans.plan_id", "payments.plan_id")
    .select([
      "payments.id",
      "payments.order_id as orderId",
      "payments.plan_id as planId",
      "payments.subscription_id as subscriptionId",
      "payments.purpose",
      "payments.kind",
      "subscription_plans.name as planName",
      "subscription_plans.name_az as planNameAz",
      "subscription_plans.name_ru as planNameRu",
      "payments.amount_minor as amountMinor",
      "payments.original_amount_minor as originalMinor",
      "payments.discount_minor as discountMinor",
      "payments.currency",
      "payments.coupon_code as couponCode",
      "payments.status",
      "payments.failure_code as failureCode",
      "payments.created_at as createdAt",
      "payments.completed_at as completedAt",
    ])
    .where("payments.user_id", "=", userId);
}

/** Whether the parent has made any payment at all: an empty list then says "none yet", not "none match". */
export async function hasTransactions(db: DB, userId: string): Promise<boolean> {
  return (await db.selectFrom("payments").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The parent's payments, newest first, filtered by status and coupon code: `limit` of them
 * after skipping `offset` (the page's window, app/lib/pagination.ts).
 */
export async function listTransactions(
  db: DB,
  userId: string,
  filter: TransactionFilter,
  { limit, offset }: { limit: number; offset: number } = { limit: 100, offset: 0 },
): Promise<Transaction[]> {
  let query = transactionsQuery(db, userId);
  if (filter.status) query = query.where("payments.status", "=", filter.status);
  if (filter.couponCode) query = query.where("payments.coupon_code", "=", filter.couponCode);
  return query.orderBy("payments.created_at", "desc").limit(limit).offset(offset).execute();
}

/** One of the parent's payments by its order id; null for another parent's or an unknown one. */
export async function findTransaction(db: DB, userId: string, orderId: string): Promise<Transaction | null> {
  return (await transactionsQuery(db, userId).where("payments.order_id", "=", orderId).executeTakeFirst()) ?? null;
}

/** One of the parent's payments by its id; null for another parent's or an unknown one. */
export async function findTransactionById(db: DB, userId: string, paymentId: string): Promise<Transaction | null> {
  return (await transactionsQuery(db, userId).where("payments.id", "=", paymentId).executeTakeFirst()) ?? null;
}
