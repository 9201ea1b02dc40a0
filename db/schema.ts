import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Table types of the whole database. Times are ISO-8601 UTC strings; money is an
 * integer of minor units (qəpik, cents) plus an ISO 4217 currency code.
 */
export interface Database {
  contact_messages: ContactMessageTable;
  subscription_plans: SubscriptionPlanTable;
  app_secrets: AppSecretTable;
  users: UserTable;
  children: ChildTable;
  sessions: SessionTable;
  email_tokens: EmailTokenTable;
  mail_outbox: MailOutboxTable;
  legal_acceptances: LegalAcceptanceTable;
  user_settings: UserSettingsTable;
  development_assessments: DevelopmentAssessmentTable;
  child_development_results: ChildDevelopmentResultTable;
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

/** A parent's account. `password_hash` is null for accounts that only sign in with Google. */
export interface UserTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  email_verified_at: string | null;
  password_hash: string | null;
  /** Google's stable account id ("sub"), when the parent linked Google sign-in. */
  google_subject: string | null;
  first_name: string;
  last_name: string;
  /** Interface language for e-mails: az, en or ru. */
  language: string;
  created_at: string;
  updated_at: string;
}
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserRowUpdate = Updateable<UserTable>;

export interface ChildTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  created_at: string;
}
export type ChildRow = Selectable<ChildTable>;
export type NewChildRow = Insertable<ChildTable>;

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export interface SessionTable {
  id_hash: string;
  user_id: string;
  selected_child_id: string | null;
  created_at: string;
  expires_at: string;
}
export type SessionRow = Selectable<SessionTable>;

export type EmailTokenPurpose = "confirm_email" | "reset_password" | "change_email";

/** Single-use links sent by e-mail. Only the SHA-256 of the token is stored. */
export interface EmailTokenTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  /** For change_email: the address being confirmed. */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Mails kept locally when no SMTP server is configured (shown at /dev/mail in development). */
export interface MailOutboxTable {
  id: Generated<number>;
  user_id: string | null;
  to_email: string;
  subject: string;
  body: string;
  language: string;
  created_at: string;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;

export interface LegalAcceptanceTable {
  user_id: string;
  /** privacy, terms or parental-consent. */
  document: string;
  version: string;
  accepted_at: string;
}

/** Privacy settings (spec: child mode on by default, crash reporting on); 1 or 0. */
export interface UserSettingsTable {
  user_id: string;
  child_mode: Generated<number>;
  tracking_allowed: Generated<number>;
  analytics_enabled: Generated<number>;
  crash_reporting_enabled: Generated<number>;
  updated_at: string;
}
export type UserSettingsRow = Selectable<UserSettingsTable>;

/**
 * A developmental assessment being answered, or finished but not saved to a child. A
 * visitor's row is reached through a random token (cookie or emailed link; only its SHA-256
 * is stored); a parent's through `user_id`. Deleted at `expires_at` (30 days after the
 * start) or when saved into `child_development_results`.
 */
export interface DevelopmentAssessmentTable {
  id: string;
  visitor_token_hash: string | null;
  user_id: string | null;
  /** Set when a signed-in parent picked one of their children at the start. */
  child_id: string | null;
  /** The visitor's email, where the link was sent; null for signed-in parents. */
  email: string | null;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** 0, or 4-16 for a child under 24 months born before 37 weeks. */
  weeks_early: Generated<number>;
  /** The (corrected) age the questions were chosen for. */
  child_age_months: number;
  /** The age band's id, e.g. "m14-15". */
  age_group: string;
  /** JSON: item id → "yes" | "sometimes" | "no". */
  answers: Generated<string>;
  /** "phone", "tablet" or "computer"; never the full user agent. */
  device_info: string | null;
  started_at: string;
  updated_at: string;
  completed_at: string | null;
  expires_at: string;
}
export type DevelopmentAssessmentRow = Selectable<DevelopmentAssessmentTable>;

/** A saved developmental assessment result of a child (spec section 3, "Assessment"). */
export interface ChildDevelopmentResultTable {
  id: string;
  user_id: string;
  child_id: string;
  assessment_type: Generated<string>;
  child_age_months: number;
  age_group: string;
  weeks_early: Generated<number>;
  /** JSON: item id → answer. */
  answers: string;
  total_score: number;
  max_possible_score: number;
  percentage_score: number;
  /** JSON array of domains. */
  completed_sections: string;
  /** JSON: domain → { score, max, percentage, answered, items, status }. */
  section_scores: string;
  /** JSON: { minMonths, maxMonths, relation }. */
  developmental_age: string;
  /** The overall status: on_track, practise or talk_to_doctor. */
  interpretation: string;
  /** JSON array of activity ids suggested for the domains to practise. */
  recommendations: string;
  /** JSON array of item ids answered "yes". */
  strengths: string;
  /** JSON array of item ids answered "sometimes" or "no". */
  areas_for_improvement: string;
  duration_minutes: number;
  device_info: string | null;
  started_at: string;
  completed_at: string;
  created_at: string;
}
export type ChildDevelopmentResultRow = Selectable<ChildDevelopmentResultTable>;
