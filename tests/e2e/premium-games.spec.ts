import type { Locator, Page } from "@playwright/test";
import { addChild, birthDateMonthsAgo, queryOne, uniqueEmail } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";
import { answerRound, expectBoardAccessibleIn, findMemoryPairs, type FirstLevel, levelOne, openParentPanel, playMode, startLevel } from "./games";
import { expectDragDoesNotScroll, expectPlayModeStart, hasDragPieces, expectPraiseSpoken, expectStrayTapsStayInPlay, listenToRecordings } from "./play-mode";
import { spokenAudioPath } from "../../app/infrastructure/spoken-audio";
import { GAMES, type GameId, type GameInfo } from "../../app/games/registry";
import { namedLevelKey } from "../../app/games/texts";
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
import { signUpOnTrial, subscriberStorageState } from "./payments";
import { strings } from "./strings";

const az = strings.az;
const g = az.games;

type RoundPlayer = (page: Page, press: (locator: Locator) => Promise<void>) => Promise<void>;

/**
 * How a child who knows the answer plays a round of each game. A record over every id of the
 * registry, so a new game cannot be left out of the walk below.
 */
const ROUND_PLAYERS: Record<GameId, RoundPlayer> = {
  "color-matching": (page) => answerRound(page, "color-matching", "tap"),
  "shape-recognition": (page) => answerRound(page, "shape-recognition", "tap"),
  counting: (page) => answerRound(page, "counting", "tap"),
  memory: (page) => findMemoryPairs(page, 4, "tap"),
  focus: focus.playOneRound,
  "animal-sounds": animalSounds.playOneRound,
  "bubble-sorties": bubbleSorties.playOneRound,
  imitation: imitation.playOneRound,
  "build-tower": buildTower.playOneRound,
  "thread-beads": threadBeads.playOneRound,
  "trace-strokes": traceStrokes.playOneRound,
  "build-train": buildTrain.playOneRound,
  "name-object": nameObject.playOneRound,
  "attention-letters": attentionLetters.playOneRound,
  "matching-pairs": matchingPairs.playOneRound,
  "number-sequences": numberSequences.playOneRound,
  "odd-one-out": oddOneOut.playOneRound,
  "letter-match": letterMatch.playOneRound,
  "missing-pieces": missingPieces.playOneRound,
  "spot-the-difference": spotTheDifference.playOneRound,
  "quick-reflex": quickReflex.playOneRound,
  "visual-attention": visualAttention.playOneRound,
  "spatial-attention": spatialAttention.playOneRound,
  "auditory-attention": auditoryAttention.playOneRound,
  "pattern-puzzle": patternPuzzle.playOneRound,
  "find-different-figure": findDifferentFigure.playOneRound,
  "find-different-picture": findDifferentPicture.playOneRound,
  "mark-same-objects": markSameObjects.playOneRound,
  "attention-blocks": attentionBlocks.playOneRound,
  emotions: emotions.playOneRound,
  "complete-sequence": completeSequence.playOneRound,
  "copy-lines": copyLines.playOneRound,
  "times-of-day": timesOfDay.playOneRound,
  months: months.playOneRound,
  "week-days": weekDays.playOneRound,
  clock: clock.playOneRound,
  seasons: seasons.playOneRound,
  "shape-hunt": shapeHunt.playOneRound,
  "animal-families": animalFamilies.playOneRound,
  jigsaw: jigsaw.playOneRound,
  "shape-matching": shapeMatching.playOneRound,
  "stack-rings": stackRings.playOneRound,
  "colour-mix": colourMix.playOneRound,
};

/** A game's first level as its button names it, in a language's strings. */
function firstLevelOf(game: GameInfo): FirstLevel {
  if (!game.namedLevels) return levelOne;
  return (language) => {
    let value: unknown = language;
    for (const part of namedLevelKey(game.id, 1).split(".")) value = (value as Record<string, unknown>)[part];
    if (typeof value !== "string") throw new Error(`no name for ${game.id}'s first level`);
    return value;
  };
}

/** A finger's tap: how the child plays every game. */
const tap = (locator: Locator) => locator.tap();

const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

/**
 * Plays round after round until the level's celebration shows. The first level is a handful of
 * rounds; the bound only keeps a board that never ends from running the test's
 * whole timeout.
 */
async function playToTheEnd(page: Page, playRound: RoundPlayer, press: (locator: Locator) => Promise<void>) {
  const celebration = page.locator("section.play-celebration");
  for (let round = 0; round < 30 && !(await celebration.isVisible()); round++) await playRound(page, press);
  await expect(celebration, "the level ends with its celebration").toBeVisible();
}

/** Keeps every pose Kirpi, the guide, takes from now on (a pose can last well under a second). */
async function watchKirpi(page: Page) {
  await expect(page.locator(".play-guide .kirpi")).toBeVisible();
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { kirpiPoses: Set<string> }).kirpiPoses = seen;
    new MutationObserver(() => {
      const pose = document.querySelector(".play-guide .kirpi")?.getAttribute("data-pose");
      if (pose) seen.add(pose);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-pose"] });
  });
}

const kirpiPoses = (page: Page) => page.evaluate(() => [...(window as unknown as { kirpiPoses: Set<string> }).kirpiPoses]);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("every game, played by a three-year-old on a 360 px phone with touch", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "games need JavaScript; the no-js project checks the shell");

  // One subscriber per worker, with a child of three (selected: their only child), plays every
  // game: signing up on a trial takes a while.
  let subscriber = "";
  test.beforeAll(async ({ browser }, testInfo) => {
    // The no-js project skips these tests; it needs no subscriber.
    if (testInfo.project.use.javaScriptEnabled === false) return;
    const signedUp = await subscriberStorageState(browser, testInfo, "premium-player");
    const context = await browser.newContext({ storageState: signedUp });
    try {
      const page = await context.newPage();
      await addChild(page, "Nərgiz", birthDateMonthsAgo(40));
      subscriber = testInfo.outputPath(`three-year-old-${testInfo.workerIndex}.json`);
      await context.storageState({ path: subscriber });
    } finally {
      await context.close();
    }
  });
  test.use({ ...PHONE, storageState: async ({}, use) => use(subscriber) });
  // A whole level 1 (three to ten rounds, each with its little show) and axe in three languages,
  // on a machine shared with other runs.
  test.setTimeout(120_000);

  /** The praise phrases' recordings in az: the end of a level plays one of them. */
  const PRAISE = Object.values(az.games.play.praise).map((text) => spokenAudioPath("az", text));

  for (const game of GAMES) {
    const firstLevel = firstLevelOf(game);
    test(`${game.id}: play mode for a small child, played with taps to the end of level 1, axe in az, en and ru`, async ({ page, context, baseURL }) => {
      const heard = await listenToRecordings(page);
      await page.goto(`/games/${game.id}`);
      if (game.id === "imitation") await imitation.watchFromTheStart(page);
      await startLevel(page, firstLevel(az), "tap");
      await expectPlayModeStart(page);
      await watchKirpi(page);
      const dragGame = await hasDragPieces(page);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await ROUND_PLAYERS[game.id](page, tap);
      // Kirpi, the guide, hopped for the right move.
      await expect.poll(() => kirpiPoses(page), { timeout: 10_000 }).toContain("yay");
      await expectStrayTapsStayInPlay(page);
      const celebration = page.locator("section.play-celebration");
      // A drag game's next round brings its pieces back after the last one's little show.
      if (dragGame) await expect.poll(async () => (await hasDragPieces(page)) || (await celebration.isVisible()), { timeout: 15_000 }).toBe(true);
      const levelGoesOn = !(await celebration.isVisible());
      const dragged = await expectDragDoesNotScroll(page);
      // A game played by dragging pieces had one to drag (and it followed the finger).
      if (dragGame && levelGoesOn) expect(dragged, "a piece was dragged").toBe(true);
      await expectNoSidewaysScroll(page);
      // The child plays on to the end of the level, which is celebrated aloud.
      await playToTheEnd(page, ROUND_PLAYERS[game.id], tap);
      await expectPraiseSpoken(page, heard, PRAISE);
      // Kirpi celebrates, and the passed level gives a sticker for the album, drawn as a picture.
      await expect(page.locator('.play-guide .kirpi[data-pose="party"]')).toBeVisible();
      await expect(page.locator("section.play-celebration .play-sticker svg[data-picture]")).toBeVisible();
      // "Again" and "next" are pictures a child can tap.
      for (const button of ["button.play-again", "button.play-next"]) await expect(page.locator(`section.play-celebration ${button} svg`)).toBeVisible();
      await expectBoardAccessibleIn(page, context, baseURL ?? "", game.id, firstLevel);
    });
  }
});

test.describe("the letter search (Bourdon)", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "games need JavaScript");
  });

  test("advances at 60 % accuracy and keeps the next level closed below it; the timer is the parent's, drawn as a bar", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(testInfo, "letters");
    // A parent without a child: the player counts as the game's youngest (5), so no timer by default.
    await signUpOnTrial(page, email, "monthly");
    await page.goto("/games/attention-letters");
    const first = g.attentionLetters.levels["1"];
    const second = g.attentionLetters.levels["2"];

    await startLevel(page, first);
    await expect(page.locator(".play-timer")).toHaveCount(0);
    await attentionLetters.markFraction(page, (locator) => locator.click(), 0.5);
    // Below the pass mark the child is still celebrated, but there is no next level to go to.
    await expect(page.locator("button.play-next")).toHaveCount(0);
    await expect(page.locator("button.play-again")).toBeVisible();
    await page.goBack();
    await expect(playMode(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: second, exact: true })).toHaveCount(0);

    await startLevel(page, first);
    await attentionLetters.playOneRound(page, (locator) => locator.click());
    await expect(page.locator("button.play-next")).toBeVisible();
    // Both plays were untimed and both are saved; the second passed the level.
    await expect
      .poll(() =>
        queryOne<{ current_level: number; total_attempts: number; successful_attempts: number }>(
          "select p.current_level, p.total_attempts, p.successful_attempts from game_progress p join users u on u.id = p.user_id where u.email = ? and p.game_id = 'attention-letters'",
          email,
        ),
      )
      .toEqual({ current_level: 2, total_attempts: 2, successful_attempts: 1 });

    // The parent switches the timer on: the next level shows the time left as a bar, no digits.
    await page.locator("button.play-next").click();
    await openParentPanel(page);
    await page.getByRole("button", { name: g.play.timer }).click();
    await page.locator("div.play-parent-panel").getByRole("button", { name: g.play.close }).first().click();
    await expect(page.locator(".play-timer")).toBeVisible();
    await expect(page.locator(".play-timer")).not.toContainText(/\d/);
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
