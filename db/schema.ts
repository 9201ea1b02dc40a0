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
  pending_signups: PendingSignupTable;
  sign_in_links: SignInLinkTable;
  mail_outbox: MailOutboxTable;
  legal_acceptances: LegalAcceptanceTable;
  user_settings: UserSettingsTable;
  development_assessments: DevelopmentAssessmentTable;
  child_development_results: ChildDevelopmentResultTable;
  saved_cards: SavedCardTable;
  subscriptions: SubscriptionTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  coupons: CouponTable;
  coupon_redemptions: CouponRedemptionTable;
  game_progress: GameProgressTable;
  game_sessions: GameSessionTable;
  homework_progress: HomeworkProgressTable;
  course_progress: CourseProgressTable;
  practice_schedules: PracticeScheduleTable;
  autism_screenings: AutismScreeningTable;
  assessment_results: AssessmentResultTable;
  api_tokens: ApiTokenTable;
  // State shared by every app process (ADR 019).
  rate_limit_hits: RateLimitHitTable;
  job_leases: JobLeaseTable;
  epoint_simulator_transactions: EpointSimulatorTransactionTable;
  epoint_simulator_cards: EpointSimulatorCardTable;
  expert_questions: ExpertQuestionTable;
  offline_children: OfflineChildTable;
  offline_pins: OfflinePinTable;
  offline_marks: OfflineMarkTable;
}

/** Secrets the server made for itself when none was configured (see app/infrastructure/secrets.server.ts). */
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
  /** The name as given (English); shown in any language without a name of its own. */
  name: string;
  /** The name in Azerbaijani and in Russian; null: `name` is shown. */
  name_az: string | null;
  name_ru: string | null;
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
  /** When the parent first opened the dashboard (the spec's "hasViewedDashboard"). */
  dashboard_visited_at: string | null;
  /** The child whose progress the product shows and records: the one the parent chose last (null: none chosen yet). */
  selected_child_id: Generated<string | null>;
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

/** A sign-up waiting for its e-mailed link: the account is made when the link is opened (24 hours). */
export interface PendingSignupTable {
  token_hash: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  language: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A one-hour, single-use sign-in link, mailed while an account is under attack. */
export interface SignInLinkTable {
  token_hash: string;
  user_id: string;
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
  /** When the parent gave explicit consent to keep these health-related answers: ticked when
   * starting for one of their children, so the result is saved at the end. */
  health_consent_at: string | null;
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
  /** When the parent gave explicit consent to keep this health-related result; null only for
   * results saved before consent was asked. */
  health_consent_at: string | null;
}
export type ChildDevelopmentResultRow = Selectable<ChildDevelopmentResultTable>;

/** A card saved at Epoint for later charges: only Epoint's reference and the masked number. */
export interface SavedCardTable {
  id: string;
  user_id: string;
  /** Epoint's card_id. */
  gateway_card_id: string;
  /** e.g. "416973******1234". */
  card_mask: string | null;
  card_brand: string | null;
  is_default: Generated<number>;
  last_used_at: string | null;
  created_at: string;
}
export type SavedCardRow = Selectable<SavedCardTable>;

/** A parent's subscription; the plan's name, period and price are kept as they were bought. */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  plan_id: string;
  plan_name: string;
  billing_period: BillingPeriod;
  price_minor: number;
  currency: string;
  /** active, trial, cancelled, pending or expired. */
  status: string;
  auto_renew: Generated<number>;
  start_date: string;
  /** End of the paid period; null during a trial that has not been charged yet. */
  end_date: string | null;
  trial_end_date: string | null;
  card_id: string | null;
  /** 1 when cancelled to stop at the end of the paid period. */
  cancel_at_period_end: Generated<number>;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  /** When the first payment succeeded (the 30-day money-back window starts here). */
  first_paid_at: string | null;
  renewal_failures: Generated<number>;
  next_charge_attempt_at: string | null;
  /** The period end a reminder mail was sent for, so it is sent once. */
  reminder_sent_for: string | null;
  /** A coupon given with a free trial: it applies to the first charge. */
  next_charge_coupon_code: string | null;
  next_charge_discount_minor: Generated<number>;
  /** Another plan the parent switched to: it starts (and is charged) when this period ends. */
  scheduled_plan_id: string | null;
  created_at: string;
  updated_at: string;
}
export type SubscriptionRow = Selectable<SubscriptionTable>;

/** What a payment is for; card_save: a card registration from "My cards" (nothing charged). */
export type PaymentPurpose = "subscription" | "renewal" | "autism_screening" | "card_save";
/** pay: hosted page; pay_and_save_card: hosted page that also saves the card; card_registration: a trial's card, nothing charged; saved_card: a charge without the parent. */
export type PaymentKind = "pay" | "pay_and_save_card" | "card_registration" | "saved_card";
export type PaymentStatus = "pending" | "succeeded" | "failed" | "cancelled" | "refunded";

/** One payment attempt. Amounts are computed on the server, in minor units. */
export interface PaymentTable {
  id: string;
  user_id: string;
  subscription_id: string | null;
  purpose: PaymentPurpose;
  kind: PaymentKind;
  plan_id: string | null;
  /** Our order id, sent to Epoint. */
  order_id: string;
  /** From the form that started it: a double submit finds the same payment. */
  idempotency_key: string;
  amount_minor: number;
  currency: string;
  original_amount_minor: number;
  discount_minor: Generated<number>;
  coupon_code: string | null;
  auto_renew: Generated<number>;
  status: PaymentStatus;
  gateway_transaction: string | null;
  gateway_card_id: string | null;
  /** The hosted page a double submit is sent back to. */
  gateway_redirect_url: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Set when a success must be given back (it paid for something already paid); the job refunds it. */
  refund_reason: string | null;
}
export type PaymentRow = Selectable<PaymentTable>;

/** A gateway event applied to a payment; `event_key` (transaction or card, and status) is unique. */
export interface PaymentEventTable {
  id: Generated<number>;
  payment_id: string;
  event_key: string;
  status: string;
  code: string | null;
  /** callback, status (asked by us) or charge (a saved-card answer). */
  source: string;
  received_at: string;
}

/** percent or fixed: a discount per use; gift: a balance (`amount_off_minor` at first) that payments draw down. */
export type CouponKind = "percent" | "fixed" | "gift";

/** A coupon. Codes are stored upper-case; percent coupons use `percent_off`, fixed ones `amount_off_minor`. */
export interface CouponTable {
  id: string;
  code: string;
  kind: CouponKind;
  percent_off: number | null;
  amount_off_minor: number | null;
  currency: string | null;
  valid_from: string | null;
  valid_until: string | null;
  is_active: Generated<number>;
  /** null: no limit. */
  usage_limit: number | null;
  current_usage: Generated<number>;
  min_order_minor: Generated<number>;
  applicable_to_subscriptions: Generated<number>;
  /** JSON array of plan ids; null: every plan. */
  applicable_plan_ids: string | null;
  /** A gift coupon's balance left, in minor units (null for other kinds). */
  remaining_balance_minor: number | null;
  created_at: string;
}
export type CouponRow = Selectable<CouponTable>;

/** One use of a coupon: the successful payment it discounted. */
export interface CouponRedemptionTable {
  id: Generated<number>;
  coupon_id: string;
  payment_id: string;
  user_id: string;
  discount_minor: number;
  redeemed_at: string;
}

/** How far a child (or the parent, with no child selected) has come in one game. */
export interface GameProgressTable {
  id: string;
  user_id: string;
  child_id: string | null;
  game_id: string;
  /** 0-100; only a higher value is ever stored. */
  progress_percentage: Generated<number>;
  /** The highest level unlocked. */
  current_level: Generated<number>;
  highest_score: Generated<number>;
  total_attempts: Generated<number>;
  successful_attempts: Generated<number>;
  last_played_at: string | null;
  /** JSON, e.g. { "migratedFromBrowser": true }. */
  metadata: string | null;
  created_at: string;
  updated_at: string;
}
export type GameProgressRow = Selectable<GameProgressTable>;

/** One play of one level. `device_info` is JSON with a coarse device type and the language, never the user agent. */
export interface GameSessionTable {
  id: string;
  user_id: string;
  child_id: string | null;
  game_id: string;
  session_start: string;
  session_end: string;
  duration_seconds: number;
  score_achieved: number;
  level_reached: number;
  attempts_made: number;
  successful_actions: number;
  device_info: string | null;
}

/** A homework task done (or undone) by a child, or by the parent with no child selected. */
export interface HomeworkProgressTable {
  id: string;
  user_id: string;
  child_id: string | null;
  group_id: string;
  task_id: string;
  completed: Generated<number>;
  completion_date: string | null;
  difficulty_rating: number | null;
  time_spent_minutes: number | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

/** A parent's practice days and time for a child (child_id null: the parent's own), with an optional reminder mail. */
export interface PracticeScheduleTable {
  id: string;
  user_id: string;
  child_id: string | null;
  /** Weekdays as digits, 0 = Monday: "024". */
  weekdays: string;
  /** HH:MM local time. */
  time: string;
  remind: Generated<number>;
  last_reminded_on: string | null;
  updated_at: string;
}

/** A course exercise a child (or the parent, child_id null) has started or done. */
export interface CourseProgressTable {
  id: string;
  user_id: string;
  child_id: string | null;
  course_id: string;
  exercise_id: string;
  status: "in_progress" | "completed";
  feeling: "easy" | "just_right" | "hard" | null;
  started_at: string;
  completed_at: string | null;
  updated_at: string;
}

/** awaiting_payment: its payment has not succeeded yet; in_progress: paid, being answered; submitted: final. */
/** abandoned: its payment failed or was never finished (a new purchase may start). */
export type AutismScreeningStatus = "awaiting_payment" | "in_progress" | "submitted" | "abandoned";

/** One paid autism screening for one child (ADR 014). */
export interface AutismScreeningTable {
  id: string;
  user_id: string;
  child_id: string;
  payment_id: string;
  status: AutismScreeningStatus;
  /** 1 when the child already had a submitted screening (priced as a retake). */
  is_retake: Generated<number>;
  /** JSON object: item id → never | rarely | sometimes | often | always. */
  answers: Generated<string>;
  paid_at: string | null;
  /** When the first page of answers was saved (for the duration). */
  started_at: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the parent gave explicit consent to keep the screening's health-related answers (at
   * purchase); null only for screenings bought before consent was asked. */
  health_consent_at: string | null;
}
export type AutismScreeningRow = Selectable<AutismScreeningTable>;

/** The spec's `assessment_results`: a submitted screening's scores (assessment_type 'autism'). */
export interface AssessmentResultTable {
  id: string;
  user_id: string;
  child_id: string;
  assessment_type: "autism";
  screening_id: string | null;
  payment_id: string | null;
  order_id: string | null;
  child_age_months: number;
  /** JSON object: item id → answer. */
  answers: string;
  total_score: number;
  max_possible_score: number;
  percentage_score: number;
  /** JSON object: section → { score, max, share, level }. */
  section_scores: string;
  /** The overall level: low | moderate | high. */
  risk_level: string;
  /** JSON: the thresholds the levels were computed with. */
  thresholds: string;
  /** JSON array of the sections answered. */
  completed_sections: string;
  duration_minutes: number | null;
  device_info: string | null;
  completed_at: string;
  created_at: string;
}
export type AssessmentResultRow = Selectable<AssessmentResultTable>;

/** A parent's bearer token for the JSON API; only its SHA-256 is kept. */
export interface ApiTokenTable {
  id: string;
  user_id: string;
  /** The parent's label for it, e.g. "My tablet". */
  name: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One rate-limit window's count for a rule and key (app/infrastructure/rate-limit.server.ts). */
export interface RateLimitHitTable {
  /** The rule's name, e.g. "sign-in:ip". */
  bucket: string;
  /** SHA-256 of the key: keys are addresses and accounts, never kept as they are. */
  key_hash: string;
  /** ISO start of the fixed window. */
  window_start: string;
  count: number;
  /** ISO end of the window: the row may be deleted from then on. */
  expires_at: string;
}

/** Who runs a background job now, and when it may run next (app/infrastructure/job-lease.server.ts). */
export interface JobLeaseTable {
  name: string;
  /** The process running it; null when nobody does. */
  holder: string | null;
  /** ISO moment the holder's lease ends unless renewed; a crashed holder's lease simply ends. */
  expires_at: string | null;
  /** ISO moment before which a scheduled run is skipped (it ran this period elsewhere). */
  next_run_at: string | null;
}

/** A transaction of the embedded Epoint simulator (server/epoint-simulator.ts). */
export interface EpointSimulatorTransactionTable {
  transaction: string;
  kind: "pay" | "register" | "pay-and-register" | "charge";
  order_id: string | null;
  amount_minor: number;
  currency: string;
  description: string;
  language: string;
  success_url: string;
  error_url: string;
  status: "new" | "success" | "failed" | "returned";
  code: string | null;
  message: string | null;
  card_id: string | null;
  /** The slow test card's number while its bank has not answered. */
  pending_number: string | null;
  /** When the slow card's answer and callback are due; null when none is pending. */
  callback_due_at: string | null;
  created_at: string;
}

/** A card saved with the embedded Epoint simulator (test card numbers only). */
export interface EpointSimulatorCardTable {
  card_id: string;
  number: string;
  /** 0/1: the registration was approved. */
  registered: number;
}

/** A Premium parent's question about a child for the operator's expert (app/domain/expert). */
export interface ExpertQuestionTable {
  id: string;
  user_id: string;
  child_id: string;
  /** The child's age when asked, which is all the expert learns about who the child is. */
  child_age_months: number;
  question: string;
  /** JSON: the latest results when asked, only if the parent chose to attach them; else null. */
  attached_results: string | null;
  /** The parent's language, for the mail with the answer. */
  language: string;
  /** SHA-256 of the expert's link token; the token itself is only in the mail. */
  token_hash: string;
  link_expires_at: string;
  asked_at: string;
  answer: string | null;
  answered_at: string | null;
}
export type ExpertQuestionRow = Selectable<ExpertQuestionTable>;

/** A child whose games and activities the parent keeps on the phone (offline mode, ADR 040). */
export interface OfflineChildTable {
  child_id: string;
  user_id: string;
  enabled_at: string;
}

/** A game a parent pinned for a child's offline mode. */
export interface OfflinePinTable {
  child_id: string;
  game_id: string;
  pinned_at: string;
}

/** A mark made offline and recorded once, by its idempotency key. */
export interface OfflineMarkTable {
  idempotency_key: string;
  user_id: string;
  child_id: string;
  kind: "play" | "homework" | "exercise";
  made_at: string;
  received_at: string;
}
