import type { Translate } from "~/infrastructure/i18n/translate";
import type { TranslationKey } from "~/locales/keys";
import type { GameId } from "./registry";

/** Where a game's texts live in the "games" namespace: games.<camelCaseId>.title|goal|howTo. */
const SECTIONS = {
  "shape-hunt": "shapeHunt",
  "find-different-picture": "findDifferentPicture",
  seasons: "seasons",
  "find-different-figure": "findDifferentFigure",
  "animal-families": "animalFamilies",
  clock: "clock",
  "complete-sequence": "completeSequence",
  "missing-pieces": "missingPieces",
  "week-days": "weekDays",
  "number-sequences": "numberSequences",
  months: "months",
  emotions: "emotions",
  "odd-one-out": "oddOneOut",
  "times-of-day": "timesOfDay",
  "build-tower": "buildTower",
  "build-train": "buildTrain",
  "thread-beads": "threadBeads",
  "bubble-sorties": "bubbleSorties",
  imitation: "imitation",
  "color-matching": "colorMatching",
  "shape-recognition": "shapeRecognition",
  counting: "counting",
  memory: "memory",
  "name-object": "nameObject",
  "attention-letters": "attentionLetters",
  focus: "focus",
  "animal-sounds": "animalSounds",
  "trace-strokes": "traceStrokes",
  "copy-lines": "copyLines",
  "matching-pairs": "matchingPairs",
  "quick-reflex": "quickReflex",
  "visual-attention": "visualAttention",
  "letter-match": "letterMatch",
  jigsaw: "jigsaw",
  "spatial-attention": "spatialAttention",
  "spot-the-difference": "spotTheDifference",
  "shape-matching": "shapeMatching",
  "auditory-attention": "auditoryAttention",
  "pattern-puzzle": "patternPuzzle",
  "stack-rings": "stackRings",
  "attention-blocks": "attentionBlocks",
  "mark-same-objects": "markSameObjects",
  "colour-mix": "colourMix",
} as const satisfies Record<GameId, string>;

/**
 * The game's own section of the "games" strings, whose texts are
 * app/locales/<language>/games/<section>.json; undefined for a name that is no game's.
 */
export function gameSection(gameId: string): string | undefined {
  return Object.hasOwn(SECTIONS, gameId) ? SECTIONS[gameId as GameId] : undefined;
}

export const gameTitleKey = (id: GameId) => `games.${SECTIONS[id]}.title` as const;

export const gameTextKey = (id: GameId, text: "goal" | "howTo") => `games.${SECTIONS[id]}.${text}` as const;

/**
 * A named level's key, e.g. games.memory.levels.1. Built at run time, so typed by hand; the
 * games unit test checks that every named level has its string in every language.
 */
export const namedLevelKey = (id: GameId, level: number) => `games.${SECTIONS[id]}.levels.${level}` as TranslationKey;

/** The label of a level: its own name, or "Level n". */
export function levelLabel(t: Translate, game: { id: GameId; namedLevels?: boolean }, level: number): string {
  return game.namedLevels ? t(namedLevelKey(game.id, level)) : t("games.level", { level });
}
