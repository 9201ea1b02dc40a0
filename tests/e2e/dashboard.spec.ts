import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryOne, signedUpParent, uniqueEmail } from "./accounts";
import { cookieValue, expect, expectAccessible, seedTestDatabase, test } from "./fixtures";
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
    for (const [days, score] of [
      [20, 20],
      [14, 30],
      [7, 30],
      [2, 40],
      [1, 40],
      [0, 50],
    ] as const)
      play.run(randomUUID(), ids.user_id, ids.child_id, daysAgo(days), daysAgo(days, 11), score);
    db.prepare(
      "insert into game_progress (id, user_id, child_id, game_id, progress_percentage, current_level, highest_score, total_attempts, successful_attempts, last_played_at, metadata, created_at, updated_at) values (?, ?, ?, 'memory', 33, 2, 50, 6, 6, ?, null, ?, ?)",
    ).run(randomUUID(), ids.user_id, ids.child_id, daysAgo(0), daysAgo(20), daysAgo(0));
    db.prepare(
      "insert into game_progress (id, user_id, child_id, game_id, progress_percentage, current_level, highest_score, total_attempts, successful_attempts, last_played_at, metadata, created_at, updated_at) values (?, ?, ?, 'counting', 0, 1, 10, 1, 0, ?, null, ?, ?)",
    ).run(randomUUID(), ids.user_id, ids.child_id, daysAgo(20), daysAgo(20), daysAgo(20));
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
    await expect(page.getByText(az.forWhom.parent)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("navigation", { name: d.tabsLabel }).getByRole("link", { name: d.tabs.games }).click();
    await expect(page).toHaveURL("/parent-dashboard/games");
    await expect(page.getByText(d.games.empty)).toBeVisible();
    for (const tab of ["activity", "homework", "assessment", "analytics", "insights", "schedule", "achievements"] as const) {
      await page.goto(`/parent-dashboard/${tab}`);
      await expect(page.getByRole("heading", { level: 2, name: d.tabs[tab] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: az.locked.premiumTitle })).toBeVisible();
    }
    expect(
      queryOne<{ visited: string | null }>(
        "select dashboard_visited_at as visited from users where email like 'dashboard-free%' order by created_at desc limit 1",
      )?.visited,
    ).toBeTruthy();
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

    // Switch to Murad and back to Leyla from the switcher on the games tab: it stays there.
    await page.goto("/parent-dashboard/games");
    for (const name of ["Murad", "Leyla"]) {
      await page.getByLabel(az.forWhom.switchLabel).selectOption({ label: name });
      await page.getByRole("button", { name: az.forWhom.switchSubmit }).click();
      await expect(page).toHaveURL("/parent-dashboard/games");
      await expect(page.getByTestId("for-whom")).toContainText(fill(az.forWhom.label, { name }));
    }
    const memory = page.locator(".dashboard-card").filter({ hasText: az.games.memory.title });
    await expect(fact(memory, d.games.progress)).toHaveText("33%");
    await expect(fact(memory, d.games.sessions)).toHaveText("6");
    await expect(fact(memory, d.games.best)).toHaveText("50");
    // Played, no level passed: said in words, not "0%".
    const counting = page.locator(".dashboard-card").filter({ hasText: az.games.counting.title });
    await expect(fact(counting, d.games.progress)).toHaveText(d.games.notPassed);
    await expect(page.locator(".dashboard-cards")).not.toContainText("0%");

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
    await expect(page.locator(".badge-card:not(.is-earned)").filter({ hasText: az.dashboard.achievements.items["week-streak"].title })).toContainText(
      d.achievements.notYet,
    );
    // No developmental assessment yet, but the screening submitted for Leyla: its level, and its result page.
    await page.goto("/parent-dashboard/assessment");
    await expect(page.getByText(d.assessment.empty)).toHaveCount(0);
    await expect(page.getByText(d.assessment.developmentalEmpty)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: az.autism.historyTitle })).toBeVisible();
    const screening = page.locator(".dashboard-screenings li");
    await expect(screening).toHaveCount(1);
    await expect(screening).toContainText(az.autism.level.low);
    await expect(screening.getByRole("link")).toHaveAttribute("href", /^\/assessment\/autism\/results\/[0-9a-f-]+$/);

    // Schedule: nothing chosen is an error next to the days; then Monday and Thursday at 17:30.
    await page.goto("/parent-dashboard/schedule");
    await page.getByLabel(d.schedule.timeLabel).fill("17:30");
    await page.getByRole("button", { name: d.schedule.save }).click();
    await expect(page.locator("#schedule-weekday-error")).toHaveText(d.schedule.errors.weekdays);
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
    await expect(page).toHaveTitle(new RegExp(`^${d.report.title}`));
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(fill(d.report.heading, { brand: "Balaca" }));
    await expect(page.getByRole("heading", { level: 2, name: d.tabs.overview })).toHaveCount(0);
    await expect(
      page.getByText(
        fill(d.report.summary, {
          days: fill(d.report.summaryDays_other, { count: 6 }),
          minutes: fill(d.report.summaryMinutes_other, { count: 30 + seededMinutes() }),
        }),
      ),
    ).toBeVisible();
    await expect(page.locator(".report-facts")).toContainText(`${fill(d.report.years_other, { count: 2 })} ${fill(d.report.months_other, { count: 2 })}`);
    await expect(page.locator(".report-facts")).toContainText(birthDateMonthsAgo(26));
    await expect(page.getByText(d.report.prematurityUnknown)).toBeVisible();
    await expect(page.getByText(d.report.assessmentNone)).toBeVisible();
    await expect(page.locator(".dashboard-report")).toContainText(az.autism.level.low);
    await page.emulateMedia({ media: "print" });
    for (const frame of [
      ".dashboard-tabs",
      ".dashboard-frame",
      ".site-header",
      ".test-payments-ribbon",
      ".bottom-nav",
      ".dashboard > h1",
      ".dashboard-period",
    ]) {
      await expect(page.locator(frame)).toBeHidden();
    }
    await expect(page.locator(".dashboard-report h3")).toHaveText([
      d.report.childTitle,
      d.report.assessmentTitle,
      d.report.screeningTitle,
      d.report.practiceTitle,
      d.report.notesTitle,
    ]);
    // One A4 sheet (the PDF is printed with the emulated media, print here).
    const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });
    await page.goto("/parent-dashboard/report?from=2026-12-31&to=2026-01-01");
    await expect(page.locator("#report-error")).toHaveText(d.report.invalid);

    // Every step done: the home page suggests nothing more.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: az.nextStep.title })).toHaveCount(0);
  });
});

test.describe("the dashboard on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the games tab, the assessment tab and the report fit the screen in az, en and ru, with no sideways swipe inside them", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000); // signs up on a trial and opens three pages in three languages
    const email = uniqueEmail(testInfo, "dashboard-phone");
    await signUpOnTrial(page, email, "monthly");
    await addChild(page, "Gülşənnazxanım", birthDateMonthsAgo(26));
    seedActivity(email, "Gülşənnazxanım");
    seedScreeningResult(email, "Gülşənnazxanım");
    // The only child is the one whose progress the dashboard shows, with no choice to make.
    for (const language of ["az", "en", "ru"] as const) {
      await page.context().addCookies([{ name: "lng", value: cookieValue(language), url: baseURL ?? "" }]);
      for (const [path, name, shown] of [
        ["/parent-dashboard/games", "games", ".dashboard-card"],
        ["/parent-dashboard/assessment", "assessment", ".dashboard-screenings li"],
        ["/parent-dashboard/report", "report", ".report-table"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator(shown).first()).toBeVisible();
        if (name === "games") await expect(page.locator(".dashboard-cards")).toContainText(strings[language].dashboard.games.notPassed);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${language}.png`), fullPage: true });
        const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
        expect(widths.scrollWidth, `${path} in ${language}`).toBeLessThanOrEqual(widths.clientWidth);
        // Nothing inside the tab scrolls sideways either (a wide table in a scroll box would); the
        // strip of tab links above it is a scroller of its own, by design.
        const swipes = await page
          .locator(".dashboard-tab")
          .evaluate((tab) =>
            [tab, ...tab.querySelectorAll("*")]
              .filter((element) => element.scrollWidth > element.clientWidth + 1 && ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
          );
        expect(swipes, `${path} in ${language}`).toEqual([]);
      }
    }
  });
});

/** The value shown beside a label in a card of figures. */
function fact(card: Locator, label: string): Locator {
  return card
    .locator("div")
    .filter({ has: card.page().locator("dt", { hasText: label }) })
    .locator("dd");
}

/** The two seeded course exercises' minutes and the seeded homework task's. */
function seededMinutes(): number {
  const course = COURSES.find((candidate) => candidate.band === "24-29");
  const [first, second] = course ? courseExercises(course).map(({ exercise }) => exercise.minutes) : [0, 0];
  const lids = HOMEWORK_GROUPS.flatMap((group) => group.tasks).find((task) => task.id === "twist-the-lids")?.minutes ?? 0;
  return (first ?? 0) + (second ?? 0) + lids;
}
