import { randomUUID } from "node:crypto";
import type SQLite from "better-sqlite3";
import { AGE_BANDS } from "~/content/assessment";
import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { LEGAL_DOCUMENT_IDS } from "~/content/legal/types";
import { GAMES } from "~/games/registry";

/**
 * A large database for the dashboard's benchmark and query-plan test: many families
 * with a little activity each, and one child with two years of practice — game plays three or
 * four times a week, every homework task and course exercise of the child's bands done once,
 * and a development assessment every three months. Rows are written with prepared statements
 * in one transaction, so 50,000 families take seconds. Only for benchmarks and tests: `npm run
 * bench` runs it through the CLI (`seed:large`) on a throw-away database.
 */

const DAY_MS = 86_400_000;

function isoDaysBefore(now: Date, days: number, hour = 17): string {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

function birthDateMonthsBefore(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15));
  return date.toISOString().slice(0, 10);
}

/** A small deterministic pseudo-random sequence, so two runs seed the same rows. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function statements(sqlite: SQLite.Database) {
  return {
    user: sqlite.prepare(
      "insert into users (id, email, email_verified_at, password_hash, google_subject, first_name, last_name, language, dashboard_visited_at, created_at, updated_at) values (?, ?, ?, null, null, ?, '', 'az', null, ?, ?)",
    ),
    child: sqlite.prepare("insert into children (id, user_id, first_name, last_name, birth_date, created_at) values (?, ?, ?, '', ?, ?)"),
    play: sqlite.prepare(
      "insert into game_sessions (id, user_id, child_id, game_id, session_start, session_end, duration_seconds, score_achieved, level_reached, attempts_made, successful_actions, device_info) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'phone')",
    ),
    progress: sqlite.prepare(
      "insert into game_progress (id, user_id, child_id, game_id, progress_percentage, current_level, highest_score, total_attempts, successful_attempts, last_played_at, metadata, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?)",
    ),
    homework: sqlite.prepare(
      "insert into homework_progress (id, user_id, child_id, group_id, task_id, completed, completion_date, difficulty_rating, time_spent_minutes, notes, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?, null, null, ?, ?)",
    ),
    exercise: sqlite.prepare(
      "insert into course_progress (id, user_id, child_id, course_id, exercise_id, status, feeling, started_at, completed_at, updated_at) values (?, ?, ?, ?, ?, 'completed', ?, ?, ?, ?)",
    ),
    session: sqlite.prepare("insert into sessions (id_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)"),
    schedule: sqlite.prepare(
      "insert into practice_schedules (id, user_id, child_id, weekdays, time, remind, last_reminded_on, updated_at) values (?, ?, ?, '14', '18:00', ?, null, ?)",
    ),
    acceptance: sqlite.prepare("insert into legal_acceptances (user_id, document, version, accepted_at) values (?, ?, '1', ?)"),
    result: sqlite.prepare(
      "insert into child_development_results (id, user_id, child_id, child_age_months, age_group, answers, total_score, max_possible_score, percentage_score, completed_sections, section_scores, developmental_age, interpretation, recommendations, strengths, areas_for_improvement, duration_minutes, device_info, started_at, completed_at, created_at, health_consent_at) values (?, ?, ?, ?, ?, ?, 0, 0, 0, '[]', '{}', '{}', 'on_track', '[]', '[]', '[]', 9, 'phone', ?, ?, ?, ?)",
    ),
  };
}

/**
 * `count` families: a parent who accepted the documents and is signed in, a child of 1-6 years
 * with an assessment result, a few plays in the last months, a homework task and a course
 * exercise done, and for one family in four a practice schedule.
 */
export function seedManyFamilies(sqlite: SQLite.Database, count: number, now: Date = new Date()): void {
  const write = statements(sqlite);
  const random = sequence(count);
  const created = isoDaysBefore(now, 400);
  const expires = isoDaysBefore(now, -30);
  const tasks = HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => ({ group, task })));
  const exercises = COURSES.flatMap((course) => courseExercises(course).map(({ exercise }) => ({ course, exercise })));
  sqlite.transaction(() => {
    for (let index = 0; index < count; index++) {
      const userId = randomUUID();
      const childId = randomUUID();
      write.user.run(userId, `family-${index}@bench.example`, created, `Valideyn ${index}`, created, created);
      const ageMonths = 12 + (index % 60);
      write.child.run(childId, userId, `Uşaq ${index}`, birthDateMonthsBefore(now, ageMonths), created);
      const band = AGE_BANDS.find((candidate) => ageMonths - 1 >= candidate.minMonths && ageMonths - 1 <= candidate.maxMonths);
      const assessed = isoDaysBefore(now, 30, 10);
      if (band) write.result.run(randomUUID(), userId, childId, ageMonths - 1, band.id, "{}", assessed, assessed, assessed, assessed);
      write.session.run(randomUUID(), userId, created, expires);
      for (const document of LEGAL_DOCUMENT_IDS) write.acceptance.run(userId, document, created);
      if (index % 4 === 0) write.schedule.run(randomUUID(), userId, childId, index % 8 === 0 ? 1 : 0, created);
      const task = tasks[index % tasks.length];
      const done = isoDaysBefore(now, index % 90);
      if (task) write.homework.run(randomUUID(), userId, childId, task.group.id, task.task.id, done, 3, done, done);
      const exercise = exercises[index % exercises.length];
      if (exercise) write.exercise.run(randomUUID(), userId, childId, exercise.course.id, exercise.exercise.id, "just_right", done, done, done);
      for (let play = 0; play < 3; play++) {
        const game = GAMES[Math.floor(random() * GAMES.length)];
        if (!game) continue;
        const start = isoDaysBefore(now, Math.floor(random() * 120));
        write.play.run(randomUUID(), userId, childId, game.id, start, start, 240, Math.floor(random() * 100), 1, 5, 4);
        if (play === 0) write.progress.run(randomUUID(), userId, childId, game.id, 10, 1, 50, 1, 1, start, start, start);
      }
    }
  })();
}

/** The age of the bench parent's child, in months, with or without a history. */
const BENCH_CHILD_AGE_MONTHS = 50;

/** An active subscription on the first plan, started ten days ago (it opens the premium tabs). */
function seedActiveSubscription(sqlite: SQLite.Database, userId: string, now: Date): void {
  const plan = sqlite
    .prepare("select plan_id, name, billing_period, price_minor, currency from subscription_plans where is_active = 1 order by sort_order limit 1")
    .get() as { plan_id: string; name: string; billing_period: string; price_minor: number; currency: string } | undefined;
  if (!plan) return;
  const start = isoDaysBefore(now, 10);
  sqlite
    .prepare(
      "insert into subscriptions (id, user_id, plan_id, plan_name, billing_period, price_minor, currency, status, start_date, end_date, trial_end_date, card_id, cancelled_at, cancellation_reason, first_paid_at, next_charge_attempt_at, reminder_sent_for, next_charge_coupon_code, scheduled_plan_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, null, null, null, null, ?, null, null, null, null, ?, ?)",
    )
    .run(
      randomUUID(),
      userId,
      plan.plan_id,
      plan.name,
      plan.billing_period,
      plan.price_minor,
      plan.currency,
      start,
      isoDaysBefore(now, -20),
      start,
      start,
      start,
    );
}

/**
 * The light parent the growth bench compares the heavy one with (goal 5, docs/performance.md):
 * the same child (same age) and the same subscription, added today, and no history at all; so
 * the two pages differ by the history and the database's size, not by what a parent has.
 * Returns the child's id.
 */
export function seedNewSubscriber(sqlite: SQLite.Database, userId: string, now: Date = new Date()): { childId: string } {
  const write = statements(sqlite);
  const childId = randomUUID();
  sqlite.transaction(() => {
    write.child.run(childId, userId, "Leyla", birthDateMonthsBefore(now, BENCH_CHILD_AGE_MONTHS), now.toISOString());
    seedActiveSubscription(sqlite, userId, now);
  })();
  return { childId };
}

/**
 * Two years of a child's practice for the parent `userId` (who exists already), with a
 * subscription that opens the premium tabs. Returns the child's id.
 */
export function seedTwoYearsOfPractice(sqlite: SQLite.Database, userId: string, now: Date = new Date()): { childId: string; plays: number } {
  const write = statements(sqlite);
  const random = sequence(2026);
  const childId = randomUUID();
  const ageMonths = BENCH_CHILD_AGE_MONTHS;
  const birthDate = birthDateMonthsBefore(now, ageMonths);
  const games = GAMES.filter((game) => game.ages.from <= 4).slice(0, 12);
  let plays = 0;
  sqlite.transaction(() => {
    write.child.run(childId, userId, "Leyla", birthDate, isoDaysBefore(now, 730));
    const perGame = new Map<string, { sessions: number; best: number; last: string }>();
    for (let day = 729; day >= 0; day--) {
      // Three or four practice days a week, one to three plays each.
      if (random() > 0.5) continue;
      const count = 1 + Math.floor(random() * 3);
      for (let play = 0; play < count; play++) {
        const game = games[Math.floor(random() * games.length)];
        if (!game) continue;
        const start = isoDaysBefore(now, day, 16 + play);
        const score = Math.floor(20 + random() * 80);
        write.play.run(randomUUID(), userId, childId, game.id, start, start, 180 + Math.floor(random() * 600), score, 1 + Math.floor(random() * 3), 8, 6);
        const seen = perGame.get(game.id) ?? { sessions: 0, best: 0, last: start };
        perGame.set(game.id, { sessions: seen.sessions + 1, best: Math.max(seen.best, score), last: start });
        plays += 1;
      }
    }
    for (const [gameId, seen] of perGame) {
      write.progress.run(
        randomUUID(),
        userId,
        childId,
        gameId,
        Math.min(100, seen.sessions),
        3,
        seen.best,
        seen.sessions,
        seen.sessions,
        seen.last,
        isoDaysBefore(now, 730),
        seen.last,
      );
    }
    const tasks = HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => ({ group, task })));
    tasks.forEach(({ group, task }, index) => {
      const done = isoDaysBefore(now, 720 - Math.floor((index * 700) / tasks.length), 18);
      write.homework.run(randomUUID(), userId, childId, group.id, task.id, done, 1 + (index % 5), done, done);
    });
    const exercises = COURSES.flatMap((course) => courseExercises(course).map(({ exercise }) => ({ course, exercise })));
    exercises.forEach(({ course, exercise }, index) => {
      const done = isoDaysBefore(now, 725 - Math.floor((index * 720) / exercises.length), 19);
      write.exercise.run(randomUUID(), userId, childId, course.id, exercise.id, (["easy", "just_right", "hard"] as const)[index % 3], done, done, done);
    });
    for (let quarter = 0; quarter < 8; quarter++) {
      const monthsAgo = quarter * 3;
      const atAge = ageMonths - monthsAgo;
      const band = AGE_BANDS.find((candidate) => atAge >= candidate.minMonths && atAge <= candidate.maxMonths);
      if (!band) continue;
      const answers = JSON.stringify(Object.fromEntries(band.items.map((item, index) => [item.id, index % 4 === 0 ? "sometimes" : "yes"])));
      const done = isoDaysBefore(now, monthsAgo * 30 + 2, 10);
      write.result.run(randomUUID(), userId, childId, atAge, band.id, answers, done, done, done, done);
    }
    seedActiveSubscription(sqlite, userId, now);
  })();
  return { childId, plays };
}
