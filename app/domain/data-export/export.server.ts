import type { DB } from "~/db.server";
import { getPrivacySettings } from "~/domain/accounts/settings.server";
import { offlineExport } from "~/domain/offline/settings.server";

/** A JSON column as the value it holds, so the export reads as one document. */
function parsed(json: string): unknown {
  return JSON.parse(json);
}

/**
 * Everything stored about a parent and their children, for "Download my data". Secrets are
 * left out (the password hash, session and link tokens are not the parent's data but keys to
 * it); their existence and dates are included. An area of its own, above the others: it reads
 * every area's records (offline mode's too), so accounts need not depend on the areas above it.
 */
export async function exportAccountData(db: DB, userId: string, now: Date = new Date()) {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "email_verified_at", "first_name", "last_name", "language", "google_subject", "created_at", "updated_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const [
    children,
    legalAcceptances,
    sessions,
    mail,
    contactMessages,
    settings,
    developmentResults,
    assessmentsInProgress,
    subscriptions,
    payments,
    savedCards,
    couponsUsed,
    gameProgress,
    gameSessions,
    homeworkProgress,
    courseProgress,
    autismScreenings,
    autismResults,
    apiTokens,
  ] = await Promise.all([
    db.selectFrom("children").select(["id", "first_name", "last_name", "birth_date", "created_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("legal_acceptances").select(["document", "version", "accepted_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("sessions").select(["created_at", "expires_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("mail_outbox").select(["to_email", "subject", "created_at"]).where("user_id", "=", userId).execute(),
    db.selectFrom("contact_messages").select(["name", "email", "message", "locale", "created_at"]).where("email", "=", user.email).execute(),
    getPrivacySettings(db, userId),
    db
      .selectFrom("child_development_results")
      .select([
        "id",
        "child_id",
        "assessment_type",
        "child_age_months",
        "age_group",
        "weeks_early",
        "answers",
        "total_score",
        "max_possible_score",
        "percentage_score",
        "completed_sections",
        "section_scores",
        "developmental_age",
        "interpretation",
        "recommendations",
        "strengths",
        "areas_for_improvement",
        "duration_minutes",
        "device_info",
        "started_at",
        "completed_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("completed_at")
      .execute(),
    db
      .selectFrom("development_assessments")
      .select([
        "id",
        "child_id",
        "birth_date",
        "weeks_early",
        "child_age_months",
        "age_group",
        "answers",
        "device_info",
        "started_at",
        "completed_at",
        "expires_at",
      ])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("subscriptions")
      .select([
        "plan_id",
        "plan_name",
        "billing_period",
        "price_minor",
        "currency",
        "status",
        "auto_renew",
        "start_date",
        "end_date",
        "trial_end_date",
        "cancel_at_period_end",
        "cancelled_at",
        "cancellation_reason",
        "first_paid_at",
        "created_at",
      ])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("payments")
      .select([
        "order_id",
        "purpose",
        "plan_id",
        "amount_minor",
        "currency",
        "original_amount_minor",
        "discount_minor",
        "coupon_code",
        "status",
        "failure_code",
        "created_at",
        "completed_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db.selectFrom("saved_cards").select(["card_mask", "card_brand", "is_default", "last_used_at", "created_at"]).where("user_id", "=", userId).execute(),
    db
      .selectFrom("coupon_redemptions")
      .innerJoin("coupons", "coupons.id", "coupon_redemptions.coupon_id")
      .select(["coupons.code", "coupon_redemptions.discount_minor", "coupon_redemptions.redeemed_at"])
      .where("coupon_redemptions.user_id", "=", userId)
      .execute(),
    db
      .selectFrom("game_progress")
      .select([
        "child_id",
        "game_id",
        "progress_percentage",
        "current_level",
        "highest_score",
        "total_attempts",
        "successful_attempts",
        "last_played_at",
        "metadata",
        "created_at",
      ])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("game_sessions")
      .select([
        "child_id",
        "game_id",
        "session_start",
        "session_end",
        "duration_seconds",
        "score_achieved",
        "level_reached",
        "attempts_made",
        "successful_actions",
        "device_info",
      ])
      .where("user_id", "=", userId)
      .orderBy("session_start")
      .execute(),
    db
      .selectFrom("homework_progress")
      .select(["child_id", "group_id", "task_id", "completed", "completion_date", "difficulty_rating", "time_spent_minutes", "notes", "updated_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("course_progress")
      .select(["child_id", "course_id", "exercise_id", "status", "feeling", "started_at", "completed_at", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("started_at")
      .execute(),
    db
      .selectFrom("autism_screenings")
      .innerJoin("payments", "payments.id", "autism_screenings.payment_id")
      .select([
        "autism_screenings.id",
        "autism_screenings.child_id",
        "payments.order_id",
        "autism_screenings.status",
        "autism_screenings.is_retake",
        "autism_screenings.answers",
        "autism_screenings.paid_at",
        "autism_screenings.started_at",
        "autism_screenings.submitted_at",
        "autism_screenings.created_at",
      ])
      .where("autism_screenings.user_id", "=", userId)
      .orderBy("autism_screenings.created_at")
      .execute(),
    db
      .selectFrom("assessment_results")
      .select([
        "id",
        "child_id",
        "assessment_type",
        "screening_id",
        "order_id",
        "child_age_months",
        "answers",
        "total_score",
        "max_possible_score",
        "percentage_score",
        "section_scores",
        "risk_level",
        "thresholds",
        "completed_sections",
        "duration_minutes",
        "device_info",
        "completed_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("completed_at")
      .execute(),
    // Names and dates only: the tokens themselves are never stored.
    db.selectFrom("api_tokens").select(["name", "created_at", "last_used_at", "revoked_at"]).where("user_id", "=", userId).execute(),
  ]);
  // The questions a parent put to the expert, with the results they chose to attach; never the link.
  const expertQuestions = await db
    .selectFrom("expert_questions")
    .select(["child_id", "child_age_months", "question", "attached_results", "asked_at", "link_expires_at", "answer", "answered_at"])
    .where("user_id", "=", userId)
    .orderBy("asked_at")
    .execute();
  return {
    exported_at: now.toISOString(),
    account: { ...user, google_sign_in_linked: user.google_subject !== null, google_subject: undefined, has_password: undefined },
    privacy_settings: settings,
    legal_acceptances: legalAcceptances,
    children,
    sign_in_sessions: sessions,
    emails_sent: mail,
    contact_messages: contactMessages,
    development_assessment_results: developmentResults.map((result) => ({
      ...result,
      answers: parsed(result.answers),
      completed_sections: parsed(result.completed_sections),
      section_scores: parsed(result.section_scores),
      developmental_age: parsed(result.developmental_age),
      recommendations: parsed(result.recommendations),
      strengths: parsed(result.strengths),
      areas_for_improvement: parsed(result.areas_for_improvement),
    })),
    development_assessments_in_progress: assessmentsInProgress.map((assessment) => ({ ...assessment, answers: parsed(assessment.answers) })),
    subscriptions,
    payments,
    saved_cards: savedCards,
    coupons_used: couponsUsed,
    game_progress: gameProgress.map((row) => ({ ...row, metadata: row.metadata ? parsed(row.metadata) : null })),
    game_sessions: gameSessions.map((row) => ({ ...row, device_info: row.device_info ? parsed(row.device_info) : null })),
    homework_progress: homeworkProgress.map((row) => ({ ...row, completed: row.completed === 1 })),
    course_progress: courseProgress,
    autism_screenings: autismScreenings.map((row) => ({ ...row, is_retake: row.is_retake === 1, answers: parsed(row.answers) })),
    assessment_results: autismResults.map((row) => ({
      ...row,
      answers: parsed(row.answers),
      section_scores: parsed(row.section_scores),
      thresholds: parsed(row.thresholds),
      completed_sections: parsed(row.completed_sections),
    })),
    api_tokens: apiTokens,
    expert_questions: expertQuestions.map((row) => ({ ...row, attached_results: row.attached_results ? parsed(row.attached_results) : null })),
    offline_mode: await offlineExport(db, userId),
  };
}
