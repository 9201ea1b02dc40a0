import type { Localized } from "../localized";

/**
 * The kinds of personal data Balaca keeps, each with the words that name it in the privacy
 * policy and, for a child's data, in the parental consent notice. A test reads every table
 * the migrations create and fails when a table holding a parent's or a child's data maps to
 * no kind, or when a kind's words are missing from a document in any language: a new table
 * cannot quietly keep data the documents do not name.
 */
export interface PersonalDataKind {
  /** Words the privacy policy uses for this kind, per language. */
  privacy: Localized;
  /** For a child's data: words the parental consent notice uses for it, per language. */
  consent?: Localized;
}

export const PERSONAL_DATA_KINDS = {
  account: {
    privacy: {
      en: "your first and last name and your email address",
      az: "adınız, soyadınız və e-poçt ünvanınız",
      ru: "ваши имя, фамилию и адрес электронной почты",
    },
  },
  settings: {
    privacy: { en: "privacy settings", az: "məxfilik ayarlarınız", ru: "настройки конфиденциальности" },
  },
  legalAcceptances: {
    privacy: {
      en: "which version of each legal document you accepted",
      az: "hüquqi sənədlərin hər birinin hansı versiyasını",
      ru: "какую версию каждого юридического документа вы приняли",
    },
  },
  sessions: {
    privacy: { en: "sign-in sessions", az: "giriş sessiyalarınız", ru: "сессии входа" },
  },
  oneTimeLinks: {
    privacy: { en: "one-time links", az: "birdəfəlik keçidlər", ru: "одноразовые ссылки" },
  },
  apiTokens: {
    privacy: { en: "API access keys", az: "API giriş açarları", ru: "ключи доступа к API" },
  },
  childProfile: {
    privacy: { en: "first name, last name and date of birth", az: "adı, soyadı və doğum tarixi", ru: "имя, фамилию и дату рождения" },
    consent: { en: "first name, last name and date of birth", az: "adı, soyadı və doğum tarixi", ru: "имя, фамилию и дату рождения" },
  },
  assessment: {
    privacy: {
      en: "whether it is on track or still developing",
      az: "yaşa uyğun getdiyi, yoxsa hələ formalaşmaqda olduğu",
      ru: "идёт ли развитие по возрасту или навыки ещё формируются",
    },
    consent: {
      en: "whether it is on track or still developing",
      az: "yaşa uyğun getdiyi, yoxsa hələ formalaşmaqda olduğu",
      ru: "идёт ли развитие по возрасту или навыки ещё формируются",
    },
  },
  visitorAssessment: {
    privacy: { en: "The assessment without an account", az: "Hesab olmadan qiymətləndirmə", ru: "Оценка развития без аккаунта" },
  },
  screening: {
    privacy: { en: "autism screening", az: "autizm skrininqi", ru: "скрининг аутизма" },
    consent: { en: "autism screening", az: "autizm skrininqi", ru: "скрининг аутизма" },
  },
  gameProgress: {
    privacy: { en: "game progress and play sessions", az: "oyunlardakı irəliləyiş və oyun seansları", ru: "прогресс в играх и игровые сессии" },
    consent: { en: "game progress and play sessions", az: "oyunlardakı irəliləyiş və oyun seansları", ru: "прогресс в играх и игровые сессии" },
  },
  homeworkProgress: {
    privacy: { en: "progress in home activities", az: "ev məşğələlərindəki irəliləyiş", ru: "прогресс в домашних занятиях" },
    consent: { en: "progress in home activities", az: "ev məşğələlərindəki irəliləyiş", ru: "прогресс в домашних занятиях" },
  },
  courseProgress: {
    privacy: { en: "course progress", az: "kurslardakı irəliləyiş", ru: "прогресс в курсах" },
    consent: { en: "course progress", az: "kurslardakı irəliləyiş", ru: "прогресс в курсах" },
  },
  practiceSchedule: {
    privacy: { en: "practice schedule", az: "məşğələ cədvəli", ru: "расписание занятий" },
    consent: { en: "practice schedule", az: "məşğələ cədvəli", ru: "расписание занятий" },
  },
  achievements: {
    privacy: { en: "achievements", az: "nailiyyətlər", ru: "достижения" },
    consent: { en: "achievements", az: "nailiyyətlər", ru: "достижения" },
  },
  expertQuestions: {
    privacy: { en: "questions you put to our expert", az: "mütəxəssisimizə verdiyiniz suallar", ru: "вопросы нашему специалисту" },
    consent: { en: "questions you put to our expert", az: "mütəxəssisimizə verdiyiniz suallar", ru: "вопросы нашему специалисту" },
  },
  savedCards: {
    privacy: { en: "Epoint's reference for your card", az: "Epoint-in kartınız üçün verdiyi istinad", ru: "идентификатор карты, который выдаёт Epoint" },
  },
  payments: {
    privacy: { en: "a record of each payment", az: "hər ödənişin qeydi", ru: "запись о каждом платеже" },
  },
  subscription: {
    privacy: { en: "your subscription", az: "abunəliyiniz", ru: "вашей подписке" },
  },
  contactMessages: {
    privacy: { en: "contact form", az: "əlaqə forması", ru: "форму обратной связи" },
  },
  mailOutbox: {
    privacy: { en: "without a mail server", az: "poçt serveri olmayan quraşdırma", ru: "без почтового сервера" },
  },
  rateLimits: {
    privacy: { en: "repeated sign-in attempts", az: "təkrarlanan giriş cəhdləri", ru: "повторные попытки входа" },
  },
} as const satisfies Record<string, PersonalDataKind>;

export type PersonalDataKindId = keyof typeof PERSONAL_DATA_KINDS;

/**
 * Every table the migrations create: the kinds of personal data it holds, or why it holds
 * none. The achievements are not a table: the dashboard works them out from the progress.
 */
export const TABLE_DATA_KINDS: Readonly<Record<string, { kinds: ReadonlyArray<PersonalDataKindId> } | { none: string }>> = {
  users: { kinds: ["account", "settings"] },
  children: { kinds: ["childProfile"] },
  sessions: { kinds: ["sessions"] },
  email_tokens: { kinds: ["oneTimeLinks"] },
  sign_in_links: { kinds: ["oneTimeLinks"] },
  pending_signups: { kinds: ["oneTimeLinks", "account"] },
  mail_outbox: { kinds: ["mailOutbox"] },
  legal_acceptances: { kinds: ["legalAcceptances"] },
  user_settings: { kinds: ["settings"] },
  api_tokens: { kinds: ["apiTokens"] },
  development_assessments: { kinds: ["assessment", "visitorAssessment"] },
  child_development_results: { kinds: ["assessment"] },
  autism_screenings: { kinds: ["screening"] },
  assessment_results: { kinds: ["screening"] },
  game_progress: { kinds: ["gameProgress", "achievements"] },
  game_sessions: { kinds: ["gameProgress"] },
  homework_progress: { kinds: ["homeworkProgress", "achievements"] },
  course_progress: { kinds: ["courseProgress", "achievements"] },
  practice_schedules: { kinds: ["practiceSchedule"] },
  expert_questions: { kinds: ["expertQuestions"] },
  // Offline mode (ADR 040): which children's games a parent keeps on the phone and pins, and
  // the marks made offline (which kind, when), recorded as the progress they are.
  offline_children: { kinds: ["settings", "gameProgress"] },
  offline_pins: { kinds: ["gameProgress"] },
  offline_marks: { kinds: ["gameProgress", "homeworkProgress", "courseProgress"] },
  saved_cards: { kinds: ["savedCards"] },
  subscriptions: { kinds: ["subscription"] },
  payments: { kinds: ["payments"] },
  payment_events: { kinds: ["payments"] },
  coupon_redemptions: { kinds: ["payments"] },
  contact_messages: { kinds: ["contactMessages"] },
  rate_limit_hits: { kinds: ["rateLimits"] },
  coupons: { none: "promo codes and their balances; nothing about who holds them" },
  subscription_plans: { none: "the plans on sale" },
  app_secrets: { none: "the server's own keys" },
  job_leases: { none: "which server process runs a background job" },
  epoint_simulator_transactions: { none: "the demo payment simulator's test payments, made with its test cards" },
  epoint_simulator_cards: { none: "the demo payment simulator's test cards" },
};
