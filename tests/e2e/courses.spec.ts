import type { Page } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryAll, signedUpParent, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { fill, signUpOnTrial } from "./payments";
import { strings } from "./strings";
import { type Course, COURSES, courseCounts, courseExercises } from "../../app/content/courses";
import { UNIT_PASS_MARK } from "../../app/domain/courses/states";

const az = strings.az;
const c = az.courses;
function courseOfBand(band: string): Course {
  const found = COURSES.find((candidate) => candidate.band === band);
  if (!found) throw new Error(`no course for ${band} months`);
  return found;
}
const course = courseOfBand("24-29");
const exercises = courseExercises(course).map(({ exercise }) => exercise);
const weekOne = course.units[0]?.exercises ?? [];
const exercisePath = (id: string) => `/courses/${course.id}/exercises/${id}`;

/** Marks the exercise done from its page, optionally saying how it went; lands on the course. */
async function markDone(page: Page, exerciseId: string, feeling?: keyof typeof c.exercise.feelings) {
  await page.goto(exercisePath(exerciseId));
  if (feeling) await page.getByLabel(c.exercise.feelings[feeling], { exact: true }).check();
  await page.getByRole("button", { name: c.exercise.done }).click();
  await expect(page.locator(".toast-success")).toHaveText(c.exercise.doneToast);
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}#unit-\\d$`));
}

test.describe("courses", () => {
  test("a visitor sees every course, opens one, reads the free sample and is asked to log in for the next", async ({ page }) => {
    await page.goto("/courses");
    const cards = page.locator(".course-card");
    await expect(cards).toHaveCount(COURSES.length);
    await expect(page.getByRole("heading", { level: 2, name: c.coursesTitle })).toBeVisible();
    await page.getByRole("link", { name: course.title.az }).click();
    await expect(page).toHaveURL(`/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(course.title.az);
    await expect(page.getByText(course.overview.az)).toBeVisible();
    await expect(page.locator(".course-unit")).toHaveCount(course.units.length);
    await expect(page.locator(".course-exercise")).toHaveCount(exercises.length);
    // A visitor is asked to log in (registration is free) to open more than the sample.
    await expect(page.getByText(c.course.sampleNote)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: az.locked.loginTitle })).toBeVisible();
    await expectAccessible(page);

    // The first exercise is the sample: every field is there.
    const sample = exercises[0];
    if (!sample) throw new Error("empty course");
    await page.getByRole("link", { name: sample.title.az }).first().click();
    await expect(page).toHaveURL(exercisePath(sample.id));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(sample.title.az);
    await expect(page.getByRole("heading", { name: c.exercise.objectivesTitle })).toBeVisible();
    await expect(page.locator(".homework-steps li")).toHaveText([...sample.instructions.az]);
    await expect(page.getByText(sample.parentNotes.az)).toBeVisible();
    await expect(page.locator(".homework-audio-text")).toHaveText(sample.spoken.az);
    await expect(page.getByText(c.exercise.signInToMark)).toBeVisible();
    // A visitor has nothing to mark with: a sign-up prompt, no "Mark as done".
    await expect(page.getByRole("button", { name: c.exercise.done })).toHaveCount(0);
    await expect(page.getByRole("link", { name: az.locked.signUpButton })).toBeVisible();
    await expectAccessible(page);

    // The second: the locked card asks a visitor to log in, and nothing of the exercise shows.
    const second = exercises[1];
    if (!second) throw new Error("a course of one exercise");
    await page.goto(exercisePath(second.id));
    await expect(page.getByRole("heading", { level: 2, name: az.locked.loginTitle })).toBeVisible();
    await expect(page.locator(".homework-steps")).toHaveCount(0);
  });

  test("unknown courses and exercises answer 404 with the spec's messages", async ({ page }) => {
    const unknownCourse = await page.goto("/courses/no-such-course");
    expect(unknownCourse?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.errors.courseNotFound);
    const unknownExercise = await page.goto(`/courses/${course.id}/exercises/no-such-exercise`);
    expect(unknownExercise?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(az.errors.exerciseNotFound);
    // An exercise of another course is not this course's.
    const other = courseExercises(COURSES[0] ?? course)[0]?.exercise.id ?? "";
    expect((await page.goto(`/courses/${course.id}/exercises/${other}`))?.status()).toBe(404);
  });

  test("a free parent marks the sample done and meets the subscription gate on the second exercise", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "course-free");
    await signedUpParent(page, email);
    const [sample, second] = exercises;
    if (!sample || !second) throw new Error("a course of one exercise");
    await markDone(page, sample.id);
    await expect(page.locator("#progress-text")).toHaveText(fill(c.course.progressForParent, { completed: 1, total: exercises.length }));

    await page.goto(exercisePath(second.id));
    await expect(page.getByRole("heading", { level: 2, name: az.locked.premiumTitle })).toBeVisible();
    await expect(page.getByText(c.course.subscriptionText)).toBeVisible();
    await expect(page.getByRole("button", { name: c.exercise.done })).toHaveCount(0);
    await expectAccessible(page);
    expect(queryAll("select p.exercise_id, p.status from course_progress p join users u on u.id = p.user_id where u.email = ?", email)).toEqual([
      { exercise_id: sample.id, status: "completed" },
    ]);
  });

  test("a subscriber follows their child's course: marks exercises, sees progress and the next week open", async ({ page }, testInfo) => {
    test.setTimeout(120_000); // signs up on a trial and marks four exercises, each a form post
    const email = uniqueEmail(testInfo, "course-subscriber");
    await signUpOnTrial(page, email, "monthly");
    await addChild(page, "Leyla", birthDateMonthsAgo(26));
    await addChild(page, "Murad", birthDateMonthsAgo(50));
    await page.goto("/profile/children");
    await page.locator("#select-child").selectOption({ label: "Leyla" });
    await page.getByRole("button", { name: az.children.selectSubmit }).click();
    await expect(page.getByText(fill(az.children.selected, { name: "Leyla" }))).toBeAttached();

    // The catalogue puts Leyla's course first and says so.
    await page.goto("/courses");
    await expect(page.locator(".course-card").first()).toContainText(fill(c.forChild, { name: "Leyla" }));
    await expect(page.locator(".course-card").first()).toContainText(course.title.az);

    await page.goto(`/courses/${course.id}`);
    await expect(page.getByText(c.course.subscriptionText)).toHaveCount(0);
    await expect(page.locator("#unit-2 .course-unit-status")).toContainText(fill(c.course.unitLockedPrevious, { percent: UNIT_PASS_MARK * 100 }));
    // No assessment yet: next up is the course's order, and the parent is invited to assess.
    await expect(page.locator(".course-next li")).toHaveCount(3);
    await expect(page.getByText(c.course.assessPrompt)).toBeVisible();

    // Start the first, then finish it saying it was just right.
    const [first, ...rest] = weekOne;
    if (!first) throw new Error("an empty week");
    await page.goto(exercisePath(first.id));
    await page.getByRole("button", { name: c.exercise.start }).click();
    await expect(page.locator(".toast-success")).toHaveText(c.exercise.startedToast);
    await expect(page.getByText(c.exercise.startedText)).toBeVisible();
    await markDone(page, first.id, "just_right");
    await expect(page.locator("#progress-text")).toHaveText(fill(c.course.progressFor, { name: "Leyla", completed: 1, total: exercises.length }));

    // The week opens at 60 % of the one before.
    const needed = Math.ceil(weekOne.length * UNIT_PASS_MARK);
    for (const exercise of rest.slice(0, needed - 1)) await markDone(page, exercise.id);
    await expect(page.locator("#unit-2 .course-unit-status")).not.toContainText(fill(c.course.unitLockedPrevious, { percent: UNIT_PASS_MARK * 100 }));
    const nextWeekFirst = course.units[1]?.exercises[0];
    if (!nextWeekFirst) throw new Error("a course of one week");
    await expect(page.locator(`#unit-2 .course-exercise`).first()).toContainText(c.states.open);
    await expectAccessible(page);

    // Undo on the first: it goes back to not started.
    await page.goto(exercisePath(first.id));
    await expect(page.getByText(fill(c.exercise.doneFeeling, { feeling: c.exercise.feelings.just_right }))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: c.exercise.undo }).click();
    await expect(page.locator(".toast-success")).toHaveText(c.exercise.undoneToast);
    await expect(page.getByRole("button", { name: c.exercise.start })).toBeVisible();

    const rows = queryAll<{ exercise_id: string; status: string; child: string }>(
      "select p.exercise_id, p.status, c.first_name as child from course_progress p join users u on u.id = p.user_id join children c on c.id = p.child_id where u.email = ? order by p.started_at",
      email,
    );
    expect(rows).toHaveLength(needed - 1);
    expect(rows.every((row) => row.child === "Leyla" && row.status === "completed")).toBe(true);
  });

  test("a forged mark changes nothing: a locked exercise, an unknown answer", async ({ page, javaScriptEnabled }, testInfo) => {
    test.skip(!javaScriptEnabled, "posts through the page's own request context");
    const email = uniqueEmail(testInfo, "course-forged");
    await signedUpParent(page, email);
    const [sample, second] = exercises;
    if (!sample || !second) throw new Error("a course of one exercise");
    const origin = new URL(page.url()).origin;
    const locked = await page.request.post(exercisePath(second.id), { form: { intent: "complete" }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(locked.status()).toBe(302);
    expect(locked.headers().location).toContain("/subscription/plans");
    const badFeeling = await page.request.post(exercisePath(sample.id), {
      form: { intent: "complete", feeling: "wonderful" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(badFeeling.status()).toBe(400);
    expect(queryAll("select p.id from course_progress p join users u on u.id = p.user_id where u.email = ?", email)).toEqual([]);
  });
});

test("the About page states the course counts from the content", async ({ page }) => {
  const counts = courseCounts();
  await page.goto("/about");
  await expect(page.getByRole("main")).toContainText(
    fill(az.about.what.courses, {
      bands: fill(az.about.courseBands_other, { count: counts.bands }),
      exercises: fill(az.about.exerciseCount_other, { count: counts.exercises }),
    }),
  );
  expect(counts.exercises).toBeGreaterThanOrEqual(200);
});
