import type { Locator, Page } from "@playwright/test";
import { queryOne, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { expectBoardAccessibleIn, type FirstLevel, levelOne, startLevel } from "./games";
import * as animalSounds from "./game-rounds/animal-sounds";
import * as attentionLetters from "./game-rounds/attention-letters";
import * as bubbleSorties from "./game-rounds/bubble-sorties";
import * as buildTower from "./game-rounds/build-tower";
import * as buildTrain from "./game-rounds/build-train";
import * as focus from "./game-rounds/focus";
import * as imitation from "./game-rounds/imitation";
import * as nameObject from "./game-rounds/name-object";
import * as threadBeads from "./game-rounds/thread-beads";
import * as traceStrokes from "./game-rounds/trace-strokes";
import * as matchingPairs from "./game-rounds/matching-pairs";
import * as numberSequences from "./game-rounds/number-sequences";
import * as oddOneOut from "./game-rounds/odd-one-out";
import * as letterMatch from "./game-rounds/letter-match";
import * as missingPieces from "./game-rounds/missing-pieces";
import * as spotTheDifference from "./game-rounds/spot-the-difference";
import * as quickReflex from "./game-rounds/quick-reflex";
import * as visualAttention from "./game-rounds/visual-attention";
import * as spatialAttention from "./game-rounds/spatial-attention";
import * as auditoryAttention from "./game-rounds/auditory-attention";
import * as patternPuzzle from "./game-rounds/pattern-puzzle";
import * as findDifferentFigure from "./game-rounds/find-different-figure";
import * as findDifferentPicture from "./game-rounds/find-different-picture";
import * as markSameObjects from "./game-rounds/mark-same-objects";
import * as attentionBlocks from "./game-rounds/attention-blocks";
import * as emotions from "./game-rounds/emotions";
import * as completeSequence from "./game-rounds/complete-sequence";
import * as copyLines from "./game-rounds/copy-lines";
import * as timesOfDay from "./game-rounds/times-of-day";
import * as months from "./game-rounds/months";
import * as weekDays from "./game-rounds/week-days";
import * as clock from "./game-rounds/clock";
import * as seasons from "./game-rounds/seasons";
import * as shapeHunt from "./game-rounds/shape-hunt";
import * as animalFamilies from "./game-rounds/animal-families";
import * as jigsaw from "./game-rounds/jigsaw";
import * as shapeMatching from "./game-rounds/shape-matching";
import * as stackRings from "./game-rounds/stack-rings";
import * as colourMix from "./game-rounds/colour-mix";
import { fill, signUpOnTrial, subscriberStorageState } from "./payments";
import { strings } from "./strings";

const az = strings.az;
const g = az.games;

type RoundPlayer = (page: Page, press: (locator: Locator) => Promise<void>) => Promise<void>;

/** Each premium game, the name of its first level, and how a child who knows the answer plays a round. */
const PREMIUM_GAMES: ReadonlyArray<{ id: string; firstLevel: FirstLevel; playOneRound: RoundPlayer }> = [
  { id: "focus", firstLevel: levelOne, playOneRound: focus.playOneRound },
  { id: "animal-sounds", firstLevel: levelOne, playOneRound: animalSounds.playOneRound },
  { id: "bubble-sorties", firstLevel: levelOne, playOneRound: bubbleSorties.playOneRound },
  { id: "imitation", firstLevel: levelOne, playOneRound: imitation.playOneRound },
  { id: "build-tower", firstLevel: levelOne, playOneRound: buildTower.playOneRound },
  { id: "thread-beads", firstLevel: levelOne, playOneRound: threadBeads.playOneRound },
  { id: "trace-strokes", firstLevel: levelOne, playOneRound: traceStrokes.playOneRound },
  { id: "build-train", firstLevel: levelOne, playOneRound: buildTrain.playOneRound },
  { id: "name-object", firstLevel: levelOne, playOneRound: nameObject.playOneRound },
  { id: "attention-letters", firstLevel: (language) => language.games.attentionLetters.levels["1"], playOneRound: attentionLetters.playOneRound },
  { id: "matching-pairs", firstLevel: levelOne, playOneRound: matchingPairs.playOneRound },
  { id: "number-sequences", firstLevel: levelOne, playOneRound: numberSequences.playOneRound },
  { id: "odd-one-out", firstLevel: levelOne, playOneRound: oddOneOut.playOneRound },
  { id: "letter-match", firstLevel: levelOne, playOneRound: letterMatch.playOneRound },
  { id: "missing-pieces", firstLevel: levelOne, playOneRound: missingPieces.playOneRound },
  { id: "spot-the-difference", firstLevel: levelOne, playOneRound: spotTheDifference.playOneRound },
  { id: "quick-reflex", firstLevel: levelOne, playOneRound: quickReflex.playOneRound },
  { id: "visual-attention", firstLevel: levelOne, playOneRound: visualAttention.playOneRound },
  { id: "spatial-attention", firstLevel: levelOne, playOneRound: spatialAttention.playOneRound },
  { id: "auditory-attention", firstLevel: levelOne, playOneRound: auditoryAttention.playOneRound },
  { id: "pattern-puzzle", firstLevel: levelOne, playOneRound: patternPuzzle.playOneRound },
  { id: "find-different-figure", firstLevel: levelOne, playOneRound: findDifferentFigure.playOneRound },
  { id: "find-different-picture", firstLevel: levelOne, playOneRound: findDifferentPicture.playOneRound },
  { id: "mark-same-objects", firstLevel: levelOne, playOneRound: markSameObjects.playOneRound },
  { id: "attention-blocks", firstLevel: levelOne, playOneRound: attentionBlocks.playOneRound },
  { id: "emotions", firstLevel: levelOne, playOneRound: emotions.playOneRound },
  { id: "complete-sequence", firstLevel: levelOne, playOneRound: completeSequence.playOneRound },
  { id: "copy-lines", firstLevel: levelOne, playOneRound: copyLines.playOneRound },
  { id: "times-of-day", firstLevel: levelOne, playOneRound: timesOfDay.playOneRound },
  { id: "months", firstLevel: levelOne, playOneRound: months.playOneRound },
  { id: "week-days", firstLevel: levelOne, playOneRound: weekDays.playOneRound },
  { id: "clock", firstLevel: levelOne, playOneRound: clock.playOneRound },
  { id: "seasons", firstLevel: levelOne, playOneRound: seasons.playOneRound },
  { id: "shape-hunt", firstLevel: levelOne, playOneRound: shapeHunt.playOneRound },
  { id: "animal-families", firstLevel: levelOne, playOneRound: animalFamilies.playOneRound },
  { id: "jigsaw", firstLevel: (language) => language.games.jigsaw.levels["1"], playOneRound: jigsaw.playOneRound },
  { id: "shape-matching", firstLevel: levelOne, playOneRound: shapeMatching.playOneRound },
  { id: "stack-rings", firstLevel: levelOne, playOneRound: stackRings.playOneRound },
  { id: "colour-mix", firstLevel: levelOne, playOneRound: colourMix.playOneRound },
];

const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("premium games on a 360 px phone with touch", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "games need JavaScript; the no-js project checks the shell");

  // One subscriber per worker plays every game (signing up on a trial takes a while).
  let subscriber = "";
  test.beforeAll(async ({ browser }, testInfo) => {
    // The no-js project skips these tests; it needs no subscriber.
    if (testInfo.project.use.javaScriptEnabled === false) return;
    subscriber = await subscriberStorageState(browser, testInfo, "premium-player");
  });
  test.use({ ...PHONE, storageState: async ({}, use) => use(subscriber) });

  for (const game of PREMIUM_GAMES) {
    test(`${game.id}: a subscriber plays a round with taps; the board passes axe in az, en and ru`, async ({ page, context, baseURL }) => {
      await page.goto(`/games/${game.id}`);
      await startLevel(page, game.firstLevel(az), "tap");
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await game.playOneRound(page, (locator) => locator.tap());
      await expectNoSidewaysScroll(page);
      await expectBoardAccessibleIn(page, context, baseURL ?? "", game.id, game.firstLevel);
    });
  }
});

test.describe("the letter search (Bourdon)", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "games need JavaScript");
  });

  test("advances at 60 % accuracy and asks to retry below it; the timer runs unless practising", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, "letters");
    await signUpOnTrial(page, email, "monthly");
    await page.goto("/games/attention-letters");
    const practice = g.attentionLetters.levels["1"];
    const challenge = g.attentionLetters.levels["2"];

    await startLevel(page, practice);
    await expect(page.locator(".game-clock")).toHaveText(/^[23]:\d\d$/);
    await attentionLetters.markFraction(page, (locator) => locator.click(), 0.5);
    await expect(page.getByRole("heading", { name: g.tryAgainTitle })).toBeVisible();
    await expect(page.getByText(fill(g.retryText, { percent: 60 }))).toBeVisible();
    await expect(page.getByRole("button", { name: g.nextLevel })).toHaveCount(0);
    await page.getByRole("button", { name: g.backToLevels }).click();
    await expect(page.getByRole("button", { name: challenge, exact: true })).toHaveCount(0);

    await startLevel(page, practice);
    await attentionLetters.playOneRound(page, (locator) => locator.click());
    await expect(page.getByRole("heading", { name: g.completeTitle })).toBeVisible();
    await expect(page.getByText(g.savedForParent)).toBeVisible();
    await page.getByRole("button", { name: g.nextLevel }).click();
    await expect(page.getByRole("heading", { level: 2, name: challenge })).toBeVisible();
    await expect(page.locator(".game-clock")).toHaveText(/^[12]:\d\d$/);
    expect(
      queryOne<{ current_level: number; total_attempts: number; successful_attempts: number }>(
        "select p.current_level, p.total_attempts, p.successful_attempts from game_progress p join users u on u.id = p.user_id where u.email = ? and p.game_id = 'attention-letters'",
        email,
      ),
    ).toEqual({ current_level: 2, total_attempts: 2, successful_attempts: 1 });

    // Practice without the timer: no clock, and the play is not saved.
    await page.getByRole("button", { name: g.quit }).click();
    await page.getByLabel(g.practiceLabel).check();
    await page.getByRole("button", { name: fill(g.levelPassed, { level: practice }) }).click();
    await expect(page.getByRole("heading", { level: 2, name: practice })).toBeVisible();
    await expect(page.locator(".game-clock")).toHaveCount(0);
    await expect(page.getByText(g.practiceMode)).toBeVisible();
    await attentionLetters.playOneRound(page, (locator) => locator.click());
    await expect(page.getByText(g.practiceNotCounted)).toBeVisible();
    expect(
      queryOne<{ plays: number }>(
        "select count(*) as plays from game_sessions s join users u on u.id = s.user_id where u.email = ? and s.game_id = 'attention-letters'",
        email,
      ),
    ).toEqual({ plays: 2 });
  });
});

test("name-object has a page per picture category, and unknown categories are not found", async ({ page }) => {
  await page.goto("/games/name-object/animals");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(g.nameObject.title);
  await expect(page.getByRole("main").getByRole("link", { name: az.locked.loginButton })).toHaveAttribute(
    "href",
    "/auth?returnTo=%2Fgames%2Fname-object%2Fanimals",
  );
  const unknown = await page.goto("/games/name-object/dinosaurs");
  expect(unknown?.status()).toBe(404);
});
