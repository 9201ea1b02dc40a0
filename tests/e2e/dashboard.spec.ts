import { randomUUID } from "node:crypto";
import { addChild, birthDateMonthsAgo, queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { expect, expectAccessible, seedTestDatabase, test } from "./fixtures";
import { fill, signUpOnTrial } from "./payments";
import { strings } from "./strings";
import { COURSES, courseExercises } from "../../app/content/courses";
import { HOMEWORK_GROUPS } from "../../app/content/homework";

const az = strings.az;
const d = az.dashboard;

function daysAgo(days: number, hour = 10): string {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

/** The ids of a parent (by email) and of their child (by first name). */
function parentAndChild(email: string, childName: string): { user_id: string; child_id: string } {
  const ids = queryOne<{ user_id: string; child_id: string }>(
    "select u.id as user_id, c.id as child_id from users u join children c on c.user_id = u.id where u.email = ? and c.first_name = ?",
    email,
    childName,
  );
  if (!ids) throw new Error("no such parent and child");
  return ids;
}

/** Three weeks of a child's practice: memory plays, a homework task and two course exercises done. */
function seedActivity(email: string, childName: string) {
  const ids = parentAndChild(email, childName);
  const course = COURSES.find((candidate) => candidate.band === "24-29");
  const [first, second] = course ? courseExercises(course).map(({ exercise }) => exercise.id) : [];
  seedTestDatabase((db) => {
    const play = db.prepare(
      "insert into game_sessions (id, user_id, child_id, game_id, session_start, session_end, duration_seconds, score_achieved, level_reached, attempts_made, successful_actions, device_info) values (?, ?, ?, 'memory', ?, ?, 300, ?, 1, 1, 4, null)",
    );
    for (const [days, score] of [[20, 20], [14, 30], [7, 30], [2, 40], [1, 40], [0, 50]] as const) play.run(randomUUID(), ids.user_id, ids.child_id, daysAgo(days), daysAgo(days, 11), score);
    db.prepare(
      "insert into game_progress (id, user_id, child_id, game_id, progress_percentage, current_level, highest_score, total_attempts, successful_attempts, last_played_at, metadata, created_at, updated_at) values (?, ?, ?, 'memory', 33, 2, 50, 6, 6, ?, null, ?, ?)",
    ).run(randomUUID(), ids.user_id, ids.child_id, daysAgo(0), daysAgo(20), daysAgo(0));
    db.prepare(
      "insert into homework_progress (id, user_id, child_id, group_id, task_id, completed, completion_date, created_at, updated_at) values (?, ?, ?, 'motor-skills-2-3', 'twist-the-lids', 1, ?, ?, ?)",
    ).run(randomUUID(), ids.user_id, ids.child_id, daysAgo(1), daysAgo(1), daysAgo(1));
    const exercise = db.prepare(
      "insert into course_progress (id, user_id, child_id, course_id, exercise_id, status, feeling, started_at, completed_at, updated_at) values (?, ?, ?, 'months-24-29', ?, 'completed', ?, ?, ?, ?)",
    );
    exercise.run(randomUUID(), ids.user_id, ids.child_id, first, "hard", daysAgo(2), daysAgo(2), daysAgo(2));
    exercise.run(randomUUID(), ids.user_id, ids.child_id, second, null, daysAgo(0, 12), daysAgo(0, 12), daysAgo(0, 12));
  });
}

/** A screening result saved for the child (its content does not matter here: the next step only asks whether one exists). */
function seedScreeningResult(email: string, childName: string) {
  const ids = parentAndChild(email, childName);
  seedTestDatabase((db) => {
    db.prepare(
      "insert into assessment_results (id, user_id, child_id, assessment_type, child_age_months, answers, total_score, max_possible_score, percentage_score, section_scores, risk_level, thresholds, completed_sections, completed_at, created_at) values (?, ?, ?, 'autism', 26, '{}', 30, 168, 18, '{}', 'low', '{}', '[]', ?, ?)",
    ).run(randomUUID(), ids.user_id, ids.child_id, daysAgo(3), daysAgo(3));
  });
}

test.describe("the parent dashboard", () => {
  test("a visitor is sent to sign in and comes back", async ({ page }) => {
    await page.goto("/parent-dashboard/analytics");
    await expect(page).toHaveURL("/auth");
  });

  test("a free parent sees the overview and the games, and the locked card on the rest", async ({ page }, testInfo) => {
    await signedUpParent(page, uniqueEmail(testInfo, "dashboard-free"));
    await page.goto("/");
    await expect(page.getByText(az.nextStep.assessment)).toBeVisible();
    await page.goto("/parent-dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(d.title);
    await expect(page.getByRole("heading", { level: 3, name: d.overview.emptyTitle })).toBeVisible();
    await expect(page.getByText(d.showingForParent)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("navigation", { name: d.tabsLabel }).getByRole("link", { name: d.tabs.games }).click();
    await expect(page).toHaveURL("/parent-dashboard/games");
    await expect(page.getByText(d.games.empty)).toBeVisible();
    for (const tab of ["activity", "homework", "assessment", "analytics", "insights", "schedule", "achievements"] as const) {
      await page.goto(`/parent-dashboard/${tab}`);
      await expect(page.getByRole("heading", { level: 2, name: d.tabs[tab] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: az.locked.premiumTitle })).toBeVisible();
    }
    expect(queryOne<{ visited: string | null }>("select dashboard_visited_at as visited from users where email like 'dashboard-free%' order by created_at desc limit 1")?.visited).toBeTruthy();
  });

  test("a subscriber sees every tab for the child, switches child, plans the week and downloads it, and prints the report", async ({ page }, testInfo) => {
    test.setTimeout(120_000); // signs up on a trial, adds two children and opens every tab
    const email = uniqueEmail(testInfo, "dashboard-subscriber");
    await signUpOnTrial(page, email, "monthly");
    await addChild(page, "Leyla", birthDateMonthsAgo(26));
    await addChild(page, "Murad", birthDateMonthsAgo(50));
    seedActivity(email, "Leyla");

    // The next step on the home page follows what the parent has done: games but no assessment yet,
    // then, with a result saved and the dashboard never opened, the dashboard.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: az.nextStep.title })).toBeVisible();
    await expect(page.getByText(az.nextStep.assessment)).toBeVisible();
    await expect(page.locator(".next-step").getByRole("link", { name: az.nextStep.actions.assessment })).toHaveAttribute("href", "/assessment");
    seedScreeningResult(email, "Leyla");
    await page.goto("/");
    await expect(page.locator(".next-step").getByRole("link", { name: az.nextStep.actions.dashboard })).toHaveAttribute("href", "/parent-dashboard");

    // Switch to Leyla from the dashboard's own form, on the games tab: it stays there.
    await page.goto("/parent-dashboard/games");
    await page.getByLabel(d.childLabel).selectOption({ label: "Leyla" });
    await page.getByRole("button", { name: d.switchSubmit }).click();
    await expect(page).toHaveURL("/parent-dashboard/games");
    await expect(page.getByText(fill(d.showingFor, { name: "Leyla" }))).toBeVisible();
    const memory = page.getByRole("row", { name: new RegExp(az.games.memory.title) });
    await expect(memory).toContainText("33 %");
    await expect(memory.getByRole("cell").nth(2)).toHaveText("6");
    await expect(memory.getByRole("cell").nth(3)).toHaveText("50");

    await page.goto("/parent-dashboard");
    await expect(page.locator(".dashboard-streak")).toHaveText(fill(d.overview.streak_other, { count: 3 }));
    await expect(page.getByRole("heading", { name: az.nextStep.title })).toHaveCount(0);
    await expect(page.locator(".dashboard-next li")).toHaveCount(3);
    await expectAccessible(page);

    await page.goto("/parent-dashboard/activity");
    await expect(page.locator(".dashboard-timeline li")).toHaveCount(9);
    await expect(page.locator(".dashboard-timeline li").first()).toContainText(d.activity.kinds.course);
    await page.goto("/parent-dashboard/homework");
    await expect(page.getByText(d.homework.feelings.hard)).toBeVisible();
    await page.goto("/parent-dashboard/analytics");
    await expect(page.locator(".dashboard-chart svg")).toHaveCount(3);
    await expect(page.getByRole("table").first().getByRole("row")).toHaveCount(13);
    await expectAccessible(page);
    await page.goto("/parent-dashboard/insights");
    await expect(page.locator(".dashboard-insights li.card").first()).toContainText(d.insights.because);
    await page.goto("/parent-dashboard/achievements");
    await expect(page.locator(".badge-card.is-earned").filter({ hasText: az.dashboard.achievements.items["first-game"].title })).toContainText(
      az.dashboard.achievements.earnedOn.split("{{")[0] ?? "",
    );
    await expect(page.locator(".badge-card:not(.is-earned)").filter({ hasText: az.dashboard.achievements.items["week-streak"].title })).toContainText(d.achievements.notYet);
    await page.goto("/parent-dashboard/assessment");
    await expect(page.getByText(d.assessment.empty)).toBeVisible();

    // Schedule: nothing chosen is an error next to the days; then Monday and Thursday at 17:30.
    await page.goto("/parent-dashboard/schedule");
    await page.getByLabel(d.schedule.timeLabel).fill("17:30");
    await page.getByRole("button", { name: d.schedule.save }).click();
    await expect(page.locator("#weekdays-error")).toHaveText(d.schedule.errors.weekdays);
    await page.getByLabel(d.schedule.weekdays.mon).check();
    await page.getByLabel(d.schedule.weekdays.thu).check();
    await page.getByLabel(d.schedule.remind).check();
    await page.getByRole("button", { name: d.schedule.save }).click();
    await expect(page.locator(".toast-success")).toHaveText(d.schedule.saved);
    await expect(page.locator(".dashboard-plan li")).toHaveCount(4);
    await expectAccessible(page);
    const calendar = await page.request.get("/parent-dashboard/schedule.ics");
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    const ics = await calendar.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(ics).toContain("T173000");

    // The report of the last 30 days, then a period that makes no sense.
    await page.goto("/parent-dashboard/report");
    await expect(page.getByRole("heading", { level: 3 })).toContainText(d.report.title);
    await expect(page.getByText(fill(d.report.summary, { days: fill(d.report.summaryDays_other, { count: 6 }), minutes: fill(d.report.summaryMinutes_other, { count: 30 + seededMinutes() }) }))).toBeVisible();
    await page.goto("/parent-dashboard/report?from=2026-12-31&to=2026-01-01");
    await expect(page.locator("#report-error")).toHaveText(d.report.invalid);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".dashboard-tabs")).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    // Every step done: the home page suggests nothing more.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: az.nextStep.title })).toHaveCount(0);
  });
});

/** The two seeded course exercises' minutes and the seeded homework task's. */
function seededMinutes(): number {
  const course = COURSES.find((candidate) => candidate.band === "24-29");
  const [first, second] = course ? courseExercises(course).map(({ exercise }) => exercise.minutes) : [0, 0];
  const lids = HOMEWORK_GROUPS.flatMap((group) => group.tasks).find((task) => task.id === "twist-the-lids")?.minutes ?? 0;
  return (first ?? 0) + (second ?? 0) + lids;
}
