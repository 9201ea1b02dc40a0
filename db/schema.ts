import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types of the whole database. Times are ISO-8601 UTC strings; money is an
 * integer of minor units (qəpik, cents) plus an ISO 4217 currency code.
 */
export interface Database {
  contact_messages: ContactMessageTable;
  subscription_plans: SubscriptionPlanTable;
  app_secrets: AppSecretTable;
}

/** Secrets the server made for itself when none was configured (see app/lib/secrets.server.ts). */
export interface AppSecretTable {
  name: string;
  value: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  /** The interface language the parent wrote from, so a reply can use it. */
  locale: string;
  created_at: string;
}
export type ContactMessage = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;

export type BillingPeriod = "monthly" | "six_month" | "yearly";

export interface SubscriptionPlanTable {
  plan_id: string;
  name: string;
  description: string;
  price_minor: number;
  /** ISO 4217 alphabetic code: AZN, USD, EUR or GBP. */
  currency: string;
  billing_period: BillingPeriod;
  trial_days: number;
  /** 1 or 0; SQLite has no boolean type. */
  is_active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
export type SubscriptionPlanRow = Selectable<SubscriptionPlanTable>;
export type NewSubscriptionPlanRow = Insertable<SubscriptionPlanTable>;
export type SubscriptionPlanRowUpdate = Updateable<SubscriptionPlanTable>;
