import { acceptLegal, signUp, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { acceptAllLegal, fill, signUpOnTrial } from "./payments";
import { strings } from "./strings";
import { HOMEWORK_GROUPS } from "../../app/content/homework";

const az = strings.az;
const h = az.homework;

const motor = HOMEWORK_GROUPS.find((group) => group.id === "motor-skills-1-2")!;
const pages = motor.tasks.find((task) => task.id === "turning-pages")!;
const premiumGroup = HOMEWORK_GROUPS.find((group) => group.id === "motor-skills-4-5")!;

test.describe("homework", () => {
  test("a parent opens a free group and a task, marks it done, sees the count change, and unmarks it", async ({ page }, testInfo) => {
    await signUp(page, uniqueEmail(testInfo, "homework"));
    await acceptLegal(page);
    await page.goto(`/homework/${motor.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(motor.title.az);
    await expect(page.getByText(fill(h.count, { completed: 0, total: motor.tasks.length }))).toBeVisible();
    await expect(page.getByRole("link", { name: h.back })).toHaveAttribute("href", "/games");
    await expectAccessible(page);

    await page.getByRole("link", { name: pages.title.az.replace(/^\s*(Tapşırıq)\s*\d+\s*[:.]\s*/i, "") }).click();
    await expect(page).toHaveURL(`/homework/${motor.id}/${pages.id}`);
    await expect(page.locator("ol.homework-steps li")).toHaveCount(5);
    await expect(page.getByText(pages.description.az)).toBeVisible();
    await expect(page.getByRole("heading", { name: h.audioTitle })).toBeVisible();

    await page.getByRole("button", { name: h.markDone }).click();
    await expect(page.locator(".toast", { hasText: h.taskCompleted })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: h.completedText })).toBeVisible();
    await page.getByRole("link", { name: fill(h.backToGroup, { group: motor.title.az }) }).click();
    await expect(page.getByText(fill(h.count, { completed: 1, total: motor.tasks.length }))).toBeVisible();
    await expect(page.locator(".homework-task.is-done")).toHaveCount(1);

    await page.goto(`/homework/${motor.id}/${pages.id}`);
    await page.getByRole("button", { name: h.unmark }).click();
    await expect(page.locator(".toast", { hasText: h.taskUnmarked })).toHaveCount(1);
    await expect(page.getByRole("button", { name: h.markDone })).toBeVisible();
    await page.goto(`/homework/${motor.id}`);
    await expect(page.getByText(fill(h.count, { completed: 0, total: motor.tasks.length }))).toBeVisible();
  });

  test("without scripts the instructions are a native audio player with the recording", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with scripts the box has a play button instead");
    await page.goto(`/homework/${motor.id}/${pages.id}`);
    const audio = page.locator(".homework-audio audio[controls]");
    await expect(audio).toHaveCount(1);
    // The play button the standalone script would show (ADR 024) stays hidden.
    await expect(page.getByRole("button", { name: h.play })).toBeHidden();
    const source = (await audio.getAttribute("src")) ?? "";
    expect(source).toMatch(/^\/audio\/az\/[0-9a-f]{8}\.mp3$/);
    const response = await page.request.get(source);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/audio\/mpeg/);
  });

  test("unknown groups go to the games, unknown tasks back to their group", async ({ page }) => {
    await page.goto("/homework/no-such-group");
    await expect(page).toHaveURL("/courses");
    await page.goto(`/homework/${motor.id}/no-such-task`);
    await expect(page).toHaveURL(`/homework/${motor.id}`);
    await page.goto("/homework");
    await expect(page).toHaveURL("/courses");
  });

  test("the empty group says so", async ({ page }, testInfo) => {
    await signUpOnTrial(page, uniqueEmail(testInfo, "empty"), "monthly");
    await page.goto("/homework/self-awareness");
    await expect(page.getByRole("heading", { name: h.emptyTitle })).toBeVisible();
  });

  test("a visitor who marks a task signs in first and comes back to it", async ({ page }, testInfo) => {
    await page.goto(`/homework/${motor.id}/${pages.id}`);
    await expect(page.getByText(h.signInToMark)).toBeVisible();
    await page.getByRole("button", { name: h.markDone }).click();
    await expect(page).toHaveURL("/auth");
    await page.goto("/auth?mode=signup");
    await signUp(page, uniqueEmail(testInfo, "homework-visitor"));
    await acceptAllLegal(page);
    await expect(page).toHaveURL(`/homework/${motor.id}/${pages.id}`);
    await page.getByRole("button", { name: h.markDone }).click();
    await expect(page.locator(".toast", { hasText: h.taskCompleted })).toHaveCount(1);
  });

  test("a premium group shows the locked prompt to a free parent and its tasks to a subscriber", async ({ page }, testInfo) => {
    await page.goto(`/homework/${premiumGroup.id}`);
    await expect(page.getByRole("heading", { name: az.locked.loginTitle })).toBeVisible();
    await signUp(page, uniqueEmail(testInfo, "homework-free"));
    await acceptLegal(page);
    await page.goto(`/homework/${premiumGroup.id}`);
    await expect(page.getByRole("heading", { name: az.locked.premiumTitle })).toBeVisible();
    await expect(page.locator(".homework-task")).toHaveCount(0);
    await page.goto(`/homework/${premiumGroup.id}/${premiumGroup.tasks[0]!.id}`);
    await expect(page.getByRole("heading", { name: az.locked.premiumTitle })).toBeVisible();
    await expect(page.locator("ol.homework-steps")).toHaveCount(0);

    await page.context().clearCookies();
    await signUpOnTrial(page, uniqueEmail(testInfo, "homework-subscriber"), "monthly");
    await page.goto(`/homework/${premiumGroup.id}`);
    await expect(page.locator(".homework-task")).toHaveCount(premiumGroup.tasks.length);
  });

  test("the catalogue lists the groups with progress", async ({ page }) => {
    await page.goto("/courses");
    const section = page.locator("#homework");
    await expect(section.getByRole("heading", { name: h.catalogueTitle })).toBeVisible();
    await expect(section.locator(".game-card")).toHaveCount(HOMEWORK_GROUPS.length);
    await section.getByRole("link", { name: motor.title.az }).click();
    await expect(page).toHaveURL(`/homework/${motor.id}`);
  });
});

test("with scripts, the play button shows 'playing' until the instructions end", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the play button needs JavaScript");
  await page.addInitScript(() => {
    // A voice that reads for half a second, so the test does not wait for a real one.
    const fakeVoice = {
      getVoices: () => [{ lang: "az-AZ" }],
      cancel() {},
      speak(utterance: SpeechSynthesisUtterance) {
        setTimeout(() => utterance.dispatchEvent(new Event("end")), 500);
      },
    };
    Object.defineProperty(window, "speechSynthesis", { value: fakeVoice, configurable: true });
  });
  await page.goto(`/homework/${motor.id}/${pages.id}`);
  // The page has no React (ADR 024): its standalone script puts the button in the player's place.
  const play = page.getByRole("button", { name: h.play });
  await play.click();
  await expect(page.locator(".homework-audio audio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: h.playing })).toBeDisabled();
  await expect(page.getByRole("button", { name: h.play })).toBeEnabled();
});
