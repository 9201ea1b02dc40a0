import { AUTISM_ITEMS } from "../../app/content/autism/items";
import { HOMEWORK_GROUPS } from "../../app/content/homework";
import { expect, expectAccessible, test } from "./fixtures";
import { NAMED_OPERATOR } from "./installation";
import { fill } from "./payments";
import { strings } from "./strings";

const az = strings.az;
const named = process.env.E2E_NAMED_OPERATOR_URL ?? "";

test.describe("who runs this installation", () => {
  test("the demo without a configured operator says on the privacy policy, terms and consent notice that it is a demo, not to keep children's data away", async ({
    page,
  }) => {
    for (const path of ["/privacy", "/terms", "/coppa"]) {
      await page.goto(path);
      const box = page.getByTestId("operator");
      await expect(box.getByRole("heading", { name: az.legal.operator.title })).toBeVisible();
      await expect(box).toContainText(fill(az.legal.operator.demo, { brand: "Balaca" }));
      await expect(box).not.toContainText(fill(az.legal.operator.notNamed, { brand: "Balaca" }));
      // This installation takes test payments only and keeps its mail in the outbox.
      await expect(box).toContainText(az.legal.operator.simulator);
      await expect(box).toContainText(az.legal.operator.mailNone);
    }
    await expectAccessible(page);
  });

  test("a configured operator is named with address, VÖEN, contact email and data location", async ({ page }) => {
    await page.goto(`${named}/privacy`);
    const box = page.getByTestId("operator");
    for (const value of [
      NAMED_OPERATOR.OPERATOR_NAME,
      NAMED_OPERATOR.OPERATOR_ADDRESS,
      NAMED_OPERATOR.OPERATOR_TAX_ID,
      NAMED_OPERATOR.OPERATOR_DATA_LOCATION,
    ]) {
      await expect(box).toContainText(value);
    }
    await expect(box.getByRole("link", { name: NAMED_OPERATOR.OPERATOR_EMAIL })).toHaveAttribute("href", `mailto:${NAMED_OPERATOR.OPERATOR_EMAIL}`);
    await expect(box).not.toContainText(fill(az.legal.operator.notNamed, { brand: "Balaca" }));
    await expectAccessible(page);
  });
});

test.describe("claims and the creator", () => {
  test("home and About name no invented person: without a creator they say how the content is made", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: az.home.creatorTitle })).toBeVisible();
    await expect(page.getByText(fill(az.about.creator.process, { brand: "Balaca" }))).toBeVisible();
    await page.goto("/about");
    await expect(page.getByText(fill(az.about.creator.process, { brand: "Balaca" }))).toBeVisible();
    await page.goto(`${named}/about`);
    await expect(page.getByText(fill(az.about.creator.named, { brand: "Balaca", name: NAMED_OPERATOR.CREATOR_NAME }))).toBeVisible();
    await expect(page.getByRole("main")).toContainText(NAMED_OPERATOR.CREATOR_CREDENTIALS);
  });

  test("the comparison and the screening teaser state the counts of the content, and no expert support", async ({ page }) => {
    const tasks = HOMEWORK_GROUPS.flatMap((group) => group.tasks.map(() => group.access));
    await page.goto("/");
    const compare = page.getByRole("table");
    await expect(compare).toContainText(fill(az.home.freeValues.homework_other, { count: tasks.filter((access) => access === "free").length }));
    await expect(compare).toContainText(fill(az.home.premiumValues.homework_other, { count: tasks.length }));
    await expect(compare.getByRole("rowheader")).toHaveText(Object.values(az.home.features));
    await expect(page.getByText(fill(az.home.autismText_other, { count: AUTISM_ITEMS.length }))).toBeVisible();
    await page.goto("/subscription/plans");
    await expect(page.getByRole("main")).not.toContainText("Mütəxəssis dəstəyi");
    await expect(page.getByRole("main")).not.toContainText(az.subscription.features.expert_support);
    // Where an expert answers (EXPERT_EMAIL), the cards say so.
    await page.goto(`${named}/subscription/plans`);
    await expect(page.locator(".plan-features").first()).toContainText(az.subscription.features.expert_support);
  });
});
