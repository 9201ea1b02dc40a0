import type { Kysely } from "kysely";
import type { Database, NewSubscriptionPlanRow } from "./schema.ts";

/**
 * The three plans the product launches with, in AZN minor units. The yearly price is
 * 60% below twelve monthly payments, which is where "save up to 60%" comes from.
 */
export const LAUNCH_PLANS: ReadonlyArray<Omit<NewSubscriptionPlanRow, "created_at" | "updated_at">> = [
  {
    plan_id: "monthly",
    name: "1 Month",
    name_az: "1 ay",
    name_ru: "1 месяц",
    description: "Full access, billed every month.",
    price_minor: 1990,
    currency: "AZN",
    billing_period: "monthly",
    trial_days: 7,
    is_active: 1,
    sort_order: 1,
  },
  {
    plan_id: "six-months",
    name: "6 Months",
    name_az: "6 ay",
    name_ru: "6 месяцев",
    description: "Full access for six months, billed once.",
    price_minor: 7140,
    currency: "AZN",
    billing_period: "six_month",
    trial_days: 7,
    is_active: 1,
    sort_order: 2,
  },
  {
    plan_id: "yearly",
    name: "1 Year",
    name_az: "1 il",
    name_ru: "1 год",
    description: "Full access for a year, billed once.",
    price_minor: 9550,
    currency: "AZN",
    billing_period: "yearly",
    trial_days: 14,
    is_active: 1,
    sort_order: 3,
  },
];

/**
 * Demo coupons, so a fresh installation can try the coupon field: 10% off, 5 AZN off, one
 * that has expired, and a 50 AZN gift balance. Ids are fixed so the seed stays idempotent.
 */
const DEMO_COUPONS = [
  {
    id: "demo-welcome10",
    code: "WELCOME10",
    kind: "percent" as const,
    percent_off: 10,
    amount_off_minor: null,
    currency: null,
    valid_from: null,
    valid_until: null,
    usage_limit: 1000,
  },
  {
    id: "demo-balaca5",
    code: "BALACA5",
    kind: "fixed" as const,
    percent_off: null,
    amount_off_minor: 500,
    currency: "AZN",
    valid_from: null,
    valid_until: null,
    usage_limit: null,
  },
  {
    id: "demo-summer2025",
    code: "SUMMER2025",
    kind: "percent" as const,
    percent_off: 20,
    amount_off_minor: null,
    currency: null,
    valid_from: "2025-06-01T00:00:00.000Z",
    valid_until: "2025-09-01T00:00:00.000Z",
    usage_limit: null,
  },
  {
    id: "demo-gift50",
    code: "GIFT50",
    kind: "gift" as const,
    percent_off: null,
    amount_off_minor: 5000,
    remaining_balance_minor: 5000,
    currency: "AZN",
    valid_from: null,
    valid_until: null,
    usage_limit: null,
  },
];

export interface SeedOptions {
  /** The demo (`npm start`) also gets the demo coupons; a real installation only the plans. */
  demo: boolean;
}

export interface SeedReport {
  plansAdded: number;
  couponsAdded: number;
}

/**
 * What a start-up (and `npm run db:seed`) adds: the plans, and the demo coupons only in the demo.
 * A coupon anyone can read in this repository (a 50 AZN gift among them) must never reach a
 * real installation.
 */
export async function seedOnStart(db: Kysely<Database>, { demo }: SeedOptions, now: Date = new Date()): Promise<SeedReport> {
  const plansAdded = await seedPlans(db, now);
  const couponsAdded = demo ? await seedDemoCoupons(db, now) : 0;
  return { plansAdded, couponsAdded };
}

/** The demo's data, plans and demo coupons: what the tests start from. */
export async function seedDatabase(db: Kysely<Database>, now: Date = new Date()): Promise<SeedReport> {
  return seedOnStart(db, { demo: true }, now);
}

/**
 * Adds the launch plans that are missing. Idempotent: rows that already exist are left exactly
 * as they are, so a plan edited later is never overwritten.
 */
async function seedPlans(db: Kysely<Database>, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  let plansAdded = 0;
  for (const plan of LAUNCH_PLANS) {
    const result = await db
      .insertInto("subscription_plans")
      .values({ ...plan, created_at: timestamp, updated_at: timestamp })
      .onConflict((oc) => oc.column("plan_id").doNothing())
      .executeTakeFirst();
    plansAdded += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return plansAdded;
}

/** Adds the demo coupons that are missing (idempotent, like the plans). */
async function seedDemoCoupons(db: Kysely<Database>, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  let couponsAdded = 0;
  for (const coupon of DEMO_COUPONS) {
    const result = await db
      .insertInto("coupons")
      .values({ ...coupon, created_at: timestamp })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    couponsAdded += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return couponsAdded;
}
