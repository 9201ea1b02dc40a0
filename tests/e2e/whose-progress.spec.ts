import type { Page } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryAll, queryOne, signedUpParent, signIn, signOut, uniqueEmail } from "./accounts";
import { expect, seedTestDatabase, test } from "./fixtures";
import { answerRounds, startLevel } from "./games";
import { fill } from "./payments";
import { strings } from "./strings";
import { COURSES, courseExercises } from "../../app/content/courses";
import { HOMEWORK_GROUPS } from "../../app/content/homework";

const az = strings.az;
const motor = HOMEWORK_GROUPS.find((group) => group.id === "motor-skills-1-2")!;
const task = motor.tasks.find((candidate) => candidate.id === "turning-pages")!;
const course = COURSES.find((candidate) => candidate.band === "24-29")!;
const sample = courseExercises(course)[0]!.exercise;
const taskPath = `/homework/${motor.id}/${task.id}`;
const exercisePath = `/courses/${course.id}/exercises/${sample.id}`;

const forWhom = (page: Page) => page.getByTestId("for-whom").first();

/** Picks a child in the page's switcher; the page comes back with that child. */
async function switchTo(page: Page, name: string) {
  const here = new URL(page.url()).pathname;
  await page.getByLabel(az.forWhom.switchLabel).selectOption({ label: name });
  await page.getByRole("button", { name: az.forWhom.switchSubmit }).click();
  await expect(page.locator(".toast-success")).toHaveText(fill(az.children.selected, { name }));
  await expect(page).toHaveURL(here);
  await expect(forWhom(page)).toContainText(fill(az.forWhom.label, { name }));
}

/** Whose rows a progress table holds for the parent: the child's first name, or null for none. */
function ownersIn(table: "game_progress" | "game_sessions" | "homework_progress" | "course_progress", email: string): Array<string | null> {
  return queryAll<{ child: string | null }>(
    `select c.first_name as child from ${table} p join users u on u.id = p.user_id left join children c on c.id = p.child_id where u.email = ? order by c.first_name`,
    email,
  ).map((row) => row.child);
}

test.describe("whose progress it is", () => {
  test("a parent of two keeps the chosen child after signing out and in; every page shows and records that child", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(150_000); // signs up, adds two children, signs out and in, and visits nine pages
    const email = uniqueEmail(testInfo, "two-children");
    await signedUpParent(page, email);
    await addChild(page, "Leyla", birthDateMonthsAgo(26));
    await addChild(page, "Murad", birthDateMonthsAgo(50));

    // Nothing chosen yet: the youngest, and the parent's own is no choice.
    await page.goto("/parent-dashboard");
    await expect(forWhom(page)).toContainText(fill(az.forWhom.label, { name: "Leyla" }));
    await expect(page.locator("#for-whom-child option")).toHaveText(["Murad", "Leyla"]);
    await switchTo(page, "Murad");

    await signOut(page);
    await signIn(page, email);
    await expect(page).toHaveURL("/profile");
    expect(
      queryOne<{ child: string }>("select c.first_name as child from users u join children c on c.id = u.selected_child_id where u.email = ?", email)?.child,
    ).toBe("Murad");

    for (const path of [
      "/parent-dashboard",
      "/parent-dashboard/games",
      "/",
      "/courses",
      `/homework/${motor.id}`,
      taskPath,
      `/courses/${course.id}`,
      exercisePath,
      "/games/counting",
    ]) {
      await page.goto(path);
      await expect(forWhom(page), path).toContainText(fill(az.forWhom.label, { name: "Murad" }));
    }

    await page.goto(taskPath);
    await page.getByRole("button", { name: az.homework.markDone }).click();
    await expect(page.locator(".toast", { hasText: az.homework.taskCompleted })).toHaveCount(1);
    expect(ownersIn("homework_progress", email)).toEqual(["Murad"]);

    await page.goto(exercisePath);
    await page.getByRole("button", { name: az.courses.exercise.done }).click();
    await expect(page.locator(".toast-success")).toHaveText(az.courses.exercise.doneToast);
    expect(ownersIn("course_progress", email)).toEqual(["Murad"]);

    if (javaScriptEnabled) {
      await page.goto("/games/counting");
      await startLevel(page, fill(az.games.level, { level: 1 }));
      await answerRounds(page, "counting", 5);
      await expect.poll(() => ownersIn("game_progress", email)).toEqual(["Murad"]);
      expect(ownersIn("game_sessions", email)).toEqual(["Murad"]);
    }

    // Switching on the task page: back on the task, now Leyla's (not done by her yet).
    await page.goto(taskPath);
    await switchTo(page, "Leyla");
    await expect(page.getByRole("button", { name: az.homework.markDone })).toBeVisible();
    await page.goto("/parent-dashboard/homework");
    await expect(forWhom(page)).toContainText(fill(az.forWhom.label, { name: "Leyla" }));
    expect(
      queryOne<{ child: string }>("select c.first_name as child from users u join children c on c.id = u.selected_child_id where u.email = ?", email)?.child,
    ).toBe("Leyla");
  });

  test("progress from before the first child moves to them; with several children the parent is asked where it goes", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, "before-children");
    await signedUpParent(page, email);
    await page.goto(taskPath);
    await expect(forWhom(page)).toContainText(az.forWhom.parent);
    await page.getByRole("button", { name: az.homework.markDone }).click();
    await expect(page.locator(".toast", { hasText: az.homework.taskCompleted })).toHaveCount(1);
    expect(ownersIn("homework_progress", email)).toEqual([null]);

    // The first child takes it over, with nothing to ask.
    await addChild(page, "Leyla", birthDateMonthsAgo(26));
    expect(ownersIn("homework_progress", email)).toEqual(["Leyla"]);
    await expect(page.locator("#progress-owner")).toHaveCount(0);

    // Progress without a child once a child exists (as an older version saved it): adding a
    // second child, the parent is asked where it goes.
    seedTestDatabase((db) => {
      db.prepare("update homework_progress set child_id = null where user_id = (select id from users where email = ?)").run(email);
    });
    await page.goto("/profile/add-child");
    await page.getByLabel(az.children.firstNameLabel, { exact: true }).fill("Murad");
    await page.getByLabel(az.children.birthDateLabel, { exact: true }).fill(birthDateMonthsAgo(50));
    await page.getByRole("button", { name: az.children.addSubmit }).click();
    await expect(page).toHaveURL("/profile/children#progress-owner");
    const question = page.locator("#progress-owner");
    await expect(question.getByRole("heading", { name: az.children.orphanTitle })).toBeVisible();
    await expect(question).toContainText(fill(az.children.orphanText_one, { count: 1 }));
    await expect(question.getByRole("radio")).toHaveCount(2);
    await question.getByRole("radio", { name: "Murad" }).check();
    await question.getByRole("button", { name: az.children.orphanSubmit }).click();
    await expect(page.locator(".toast-success")).toHaveText(fill(az.children.orphanMoved, { name: "Murad" }));
    await expect(page.locator("#progress-owner")).toHaveCount(0);
    expect(ownersIn("homework_progress", email)).toEqual(["Murad"]);
  });
});
