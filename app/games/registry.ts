import { animalSoundsMaxScore, ANIMAL_SOUNDS_LEVELS } from "./animal-sounds/logic";
import { attentionLettersMaxScore, LETTER_LEVELS, letterTimeLimit } from "./attention-letters/logic";
import { bubbleMaxScore, BUBBLE_LEVELS } from "./bubble-sorties/logic";
import { buildTowerMaxScore, TOWER_LEVELS } from "./build-tower/logic";
import { buildTrainMaxScore, TRAIN_LEVELS } from "./build-train/logic";
import { colorMaxScore, COLOR_LEVELS } from "./color-matching/logic";
import { countingMaxScore, COUNTING_LEVELS } from "./counting/logic";
import { focusMaxScore, FOCUS_LEVELS } from "./focus/logic";
import { imitationMaxScore, IMITATION_LEVELS } from "./imitation/logic";
import { memoryMaxScore, MEMORY_PAIRS } from "./memory/logic";
import { nameObjectMaxScore, NAME_OBJECT_LEVELS } from "./name-object/logic";
import { shapeMaxScore, SHAPE_LEVELS } from "./shape-recognition/logic";
import { threadBeadsMaxScore, BEAD_LEVELS } from "./thread-beads/logic";
import { traceStrokesMaxScore, TRACE_LEVELS, TRACE_LIVES } from "./trace-strokes/logic";
import { copyLinesMaxScore, COPY_LEVELS } from "./copy-lines/logic";
import { matchingPairsMaxScore, PAIRS_LEVELS } from "./matching-pairs/logic";
import { timesOfDayMaxScore, TIMES_LEVELS } from "./times-of-day/logic";
import { quickReflexMaxScore, REFLEX_LEVELS } from "./quick-reflex/logic";
import { oddOneOutMaxScore, ODD_LEVELS } from "./odd-one-out/logic";
import { visualAttentionMaxScore, VISUAL_LEVELS } from "./visual-attention/logic";
import { emotionsMaxScore, EMOTION_LEVELS } from "./emotions/logic";
import { monthsMaxScore, MONTHS_LEVELS } from "./months/logic";
import { letterMatchMaxScore, LETTER_MATCH_LEVELS } from "./letter-match/logic";
import { jigsawMaxScore, JIGSAW_LEVELS } from "./jigsaw/logic";
import { numberSequencesMaxScore, NUMBER_SEQUENCE_LEVELS } from "./number-sequences/logic";
import { weekDaysMaxScore, WEEK_LEVELS } from "./week-days/logic";
import { spatialAttentionMaxScore, SPATIAL_LEVELS } from "./spatial-attention/logic";
import { spotTheDifferenceMaxScore, SPOT_LEVELS } from "./spot-the-difference/logic";
import { shapeMatchingMaxScore, MATCH_LEVELS } from "./shape-matching/logic";
import { missingPiecesMaxScore, MISSING_LEVELS } from "./missing-pieces/logic";
import { completeSequenceMaxScore, SEQUENCE_LEVELS } from "./complete-sequence/logic";
import { auditoryAttentionMaxScore, HEARING_LEVELS } from "./auditory-attention/logic";
import { clockMaxScore, CLOCK_LEVELS } from "./clock/logic";
import { patternPuzzleMaxScore, PATTERN_LEVELS, patternTimeLimit } from "./pattern-puzzle/logic";
import { stackRingsLives, stackRingsMaxScore, RINGS_LEVELS } from "./stack-rings/logic";
import { attentionBlocksMaxScore, BLOCK_LEVELS, blocksTimeLimit } from "./attention-blocks/logic";
import { animalFamiliesMaxScore, FAMILY_LEVELS } from "./animal-families/logic";
import { findDifferentFigureMaxScore, DIFFERENT_FIGURE_LEVELS, figureTimeLimit } from "./find-different-figure/logic";
import { markSameObjectsMaxScore, MARK_LEVELS } from "./mark-same-objects/logic";
import { seasonsMaxScore, SEASONS_LEVELS } from "./seasons/logic";
import { findDifferentPictureMaxScore, DIFFERENT_PICTURE_LEVELS, pictureTimeLimit } from "./find-different-picture/logic";
import { colourMixMaxScore, COLOUR_LEVELS } from "./colour-mix/logic";
import { shapeHuntMaxScore, HUNT_LEVELS } from "./shape-hunt/logic";
import type { Domain } from "~/content/assessment/types";

/**
 * Every playable game: what the shell, the catalogue and the server need to know. Titles,
 * goals and how-to-play texts are strings under `games.<id>` (the "games" namespace).
 */
export const GAME_IDS = [
  "color-matching",
  "shape-recognition",
  "counting",
  "memory",
  "name-object",
  "attention-letters",
  "focus",
  "animal-sounds",
  "trace-strokes",
  "bubble-sorties",
  "imitation",
  "build-tower",
  "build-train",
  "thread-beads",
  "copy-lines",
  "matching-pairs",
  "times-of-day",
  "quick-reflex",
  "odd-one-out",
  "visual-attention",
  "emotions",
  "months",
  "letter-match",
  "jigsaw",
  "number-sequences",
  "week-days",
  "spatial-attention",
  "spot-the-difference",
  "shape-matching",
  "missing-pieces",
  "complete-sequence",
  "auditory-attention",
  "clock",
  "pattern-puzzle",
  "stack-rings",
  "attention-blocks",
  "animal-families",
  "find-different-figure",
  "mark-same-objects",
  "seasons",
  "find-different-picture",
  "colour-mix",
  "shape-hunt",
] as const;
export type GameId = (typeof GAME_IDS)[number];

type GameSkill = "spatial" | "colors" | "shapes" | "numbers" | "memory" | "attention" | "language" | "listening" | "fineMotor" | "logic" | "time" | "emotions";
type GameAccess = "free" | "premium";

export interface GameInfo {
  id: GameId;
  icon: string;
  skill: GameSkill;
  /**
   * The developmental domain (of the assessment) the game trains most, so a result's "what to
   * practise", the courses and the dashboard can point to it.
   */
  domain: Domain;
  /** Ages in years, both included. */
  ages: { from: number; to: number };
  access: GameAccess;
  levels: number;
  /** Seconds a level allows; timed games also offer an untimed practice mode. Absent: untimed. */
  timeLimit?: (level: number) => number;
  /** Lives (attempts) a play of a level starts with, for games that have them. */
  lives?: (level: number) => number;
  /** Levels with names of their own (strings games.<game>.levels.<n>) instead of "Level n". */
  namedLevels?: boolean;
  /** The most points one play of a level can earn; the server scores plays against it. */
  maxScore: (level: number) => number;
}

export const GAMES: ReadonlyArray<GameInfo> = [
  {
    id: "color-matching",
    icon: "🎨",
    skill: "colors",
    domain: "cognitive",
    ages: { from: 2, to: 5 },
    access: "free",
    levels: COLOR_LEVELS.length,
    maxScore: colorMaxScore,
  },
  {
    id: "shape-recognition",
    icon: "🔺",
    skill: "shapes",
    domain: "cognitive",
    ages: { from: 2, to: 5 },
    access: "free",
    levels: SHAPE_LEVELS.length,
    maxScore: shapeMaxScore,
  },
  {
    id: "counting",
    icon: "🔢",
    skill: "numbers",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "free",
    levels: COUNTING_LEVELS.length,
    maxScore: countingMaxScore,
  },
  {
    id: "memory",
    icon: "🧠",
    skill: "memory",
    domain: "cognitive",
    ages: { from: 3, to: 8 },
    access: "premium",
    levels: MEMORY_PAIRS.length,
    namedLevels: true,
    maxScore: memoryMaxScore,
  },
  {
    id: "name-object",
    icon: "🗣️",
    skill: "language",
    domain: "language",
    ages: { from: 2, to: 6 },
    access: "premium",
    levels: NAME_OBJECT_LEVELS.length,
    maxScore: nameObjectMaxScore,
  },
  {
    id: "attention-letters",
    icon: "🔎",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 5, to: 12 },
    access: "premium",
    levels: LETTER_LEVELS.length,
    timeLimit: letterTimeLimit,
    namedLevels: true,
    maxScore: attentionLettersMaxScore,
  },
  {
    id: "focus",
    icon: "🎯",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: FOCUS_LEVELS.length,
    maxScore: focusMaxScore,
  },
  {
    id: "animal-sounds",
    icon: "🐮",
    skill: "listening",
    domain: "language",
    ages: { from: 2, to: 5 },
    access: "premium",
    levels: ANIMAL_SOUNDS_LEVELS.length,
    maxScore: animalSoundsMaxScore,
  },
  {
    id: "trace-strokes",
    icon: "✏️",
    skill: "fineMotor",
    domain: "movement",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: TRACE_LEVELS.length,
    lives: () => TRACE_LIVES,
    maxScore: traceStrokesMaxScore,
  },
  {
    id: "bubble-sorties",
    icon: "🎈",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: BUBBLE_LEVELS.length,
    maxScore: bubbleMaxScore,
  },
  {
    id: "imitation",
    icon: "🚦",
    skill: "memory",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: IMITATION_LEVELS.length,
    maxScore: imitationMaxScore,
  },
  {
    id: "build-tower",
    icon: "🧱",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 2, to: 5 },
    access: "premium",
    levels: TOWER_LEVELS.length,
    maxScore: buildTowerMaxScore,
  },
  {
    id: "build-train",
    icon: "🚂",
    skill: "numbers",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: TRAIN_LEVELS.length,
    maxScore: buildTrainMaxScore,
  },
  {
    id: "thread-beads",
    icon: "📿",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: BEAD_LEVELS.length,
    maxScore: threadBeadsMaxScore,
  },
  {
    id: "copy-lines",
    icon: "📐",
    skill: "fineMotor",
    domain: "movement",
    ages: { from: 4, to: 6 },
    access: "premium",
    levels: COPY_LEVELS.length,
    maxScore: copyLinesMaxScore,
  },
  {
    id: "matching-pairs",
    icon: "🧦",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: PAIRS_LEVELS.length,
    maxScore: matchingPairsMaxScore,
  },
  {
    id: "times-of-day",
    icon: "🌅",
    skill: "time",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: TIMES_LEVELS.length,
    maxScore: timesOfDayMaxScore,
  },
  // Ages 4-8: a go/no-go game; 3-year-olds still tap everything, and the fastest level (a picture for 1.2 s among look-alikes) still challenges 8-year-olds.
  {
    id: "quick-reflex",
    icon: "⚡",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 4, to: 8 },
    access: "premium",
    levels: REFLEX_LEVELS.length,
    maxScore: quickReflexMaxScore,
  },
  // 3-7: level 1 (a car among animals) suits a 3-year-old; sorting by use and by close groups stretches 6-7-year-olds.
  {
    id: "odd-one-out",
    icon: "🧐",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: ODD_LEVELS.length,
    maxScore: oddOneOutMaxScore,
  },
  // Ages 3-7: level 1 (3 copies among clearly other things) suits 3-year-olds; the same-colour look-alikes of level 5 still challenge 7-year-olds.
  {
    id: "visual-attention",
    icon: "🦋",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: VISUAL_LEVELS.length,
    maxScore: visualAttentionMaxScore,
  },
  // Ages 3-6: at 3 children start to name happy, sad, angry and scared on faces (level 1); telling how a child in a story feels and what could help (levels 5-7) is work for 5-6-year-olds.
  {
    id: "emotions",
    icon: "😊",
    skill: "emotions",
    domain: "social",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: EMOTION_LEVELS.length,
    maxScore: emotionsMaxScore,
  },
  {
    id: "months",
    icon: "📅",
    skill: "time",
    domain: "cognitive",
    ages: { from: 4, to: 8 },
    access: "premium",
    levels: MONTHS_LEVELS.length,
    maxScore: monthsMaxScore,
  },
  // Letters and first sounds: from knowing capitals at 4 to matching words by their first letter at 7.
  {
    id: "letter-match",
    icon: "🔤",
    skill: "language",
    domain: "language",
    ages: { from: 4, to: 7 },
    access: "premium",
    levels: LETTER_MATCH_LEVELS.length,
    maxScore: letterMatchMaxScore,
  },
  // 3-7: a 4-piece picture with its faint copy on the board suits a three-year-old; 16 turned pieces challenge a seven-year-old.
  {
    id: "jigsaw",
    icon: "🧩",
    skill: "spatial",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: JIGSAW_LEVELS.length,
    namedLevels: true,
    maxScore: jigsawMaxScore,
  },
  // 4-7: counting dots on to 6 suits a 4-year-old; counting back, in twos and finding a hidden middle number are first-grade skills.
  {
    id: "number-sequences",
    icon: "🧮",
    skill: "numbers",
    domain: "cognitive",
    ages: { from: 4, to: 7 },
    access: "premium",
    levels: NUMBER_SEQUENCE_LEVELS.length,
    maxScore: numberSequencesMaxScore,
  },
  // Ages 4-7: 4-year-olds learn the order of the days with the week strip (levels 1-2); today, tomorrow, yesterday and the day after tomorrow (level 5) still stretch 6-7-year-olds.
  {
    id: "week-days",
    icon: "🗓️",
    skill: "time",
    domain: "cognitive",
    ages: { from: 4, to: 7 },
    access: "premium",
    levels: WEEK_LEVELS.length,
    maxScore: weekDaysMaxScore,
  },
  // Ages 3-6: on and under (level 1) are understood from about 3; left and right, in front of and behind (levels 3-5) by 5-6.
  {
    id: "spatial-attention",
    icon: "📦",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: SPATIAL_LEVELS.length,
    maxScore: spatialAttentionMaxScore,
  },
  // Comparing two pictures: 2 big differences suit a 4-year-old, 5 small ones still test an 8-year-old.
  {
    id: "spot-the-difference",
    icon: "🔍",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 4, to: 8 },
    access: "premium",
    levels: SPOT_LEVELS.length,
    maxScore: spotTheDifferenceMaxScore,
  },
  // 3-6: three clearly different shapes suit a three-year-old; look-alikes and turned outlines stretch a six-year-old.
  {
    id: "shape-matching",
    icon: "🔶",
    skill: "shapes",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: MATCH_LEVELS.length,
    maxScore: shapeMatchingMaxScore,
  },
  // 3-7: a 3-year-old finds the piece of a ladybird among pieces of other pictures; turned carpet tiles challenge 6-7-year-olds.
  {
    id: "missing-pieces",
    icon: "🖼️",
    skill: "shapes",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: MISSING_LEVELS.length,
    maxScore: missingPiecesMaxScore,
  },
  {
    id: "complete-sequence",
    icon: "🌱",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 2, to: 6 },
    access: "premium",
    levels: SEQUENCE_LEVELS.length,
    maxScore: completeSequenceMaxScore,
  },
  // Ages 4-8: telling a word from its rhymes (cat, hat, bat) is a skill of 4-5-year-olds, and the long fast sequences of level 5 still challenge 8-year-olds.
  {
    id: "auditory-attention",
    icon: "👂",
    skill: "listening",
    domain: "language",
    ages: { from: 4, to: 8 },
    access: "premium",
    levels: HEARING_LEVELS.length,
    maxScore: auditoryAttentionMaxScore,
  },
  // Ages 5-8: at 5 children read whole hours with help (levels 1 and 3); half past comes at about 6, and five-minute times (levels 6-7) are the work of the first school years.
  {
    id: "clock",
    icon: "🕒",
    skill: "time",
    domain: "cognitive",
    ages: { from: 5, to: 8 },
    access: "premium",
    levels: CLOCK_LEVELS.length,
    maxScore: clockMaxScore,
  },
  // Remembering a pattern for 5 s and rebuilding it: a row of 3 suits a 4-year-old, a 3 × 4 grid a 7-year-old.
  {
    id: "pattern-puzzle",
    icon: "🏁",
    skill: "memory",
    domain: "cognitive",
    ages: { from: 4, to: 7 },
    access: "premium",
    levels: PATTERN_LEVELS.length,
    timeLimit: patternTimeLimit,
    maxScore: patternPuzzleMaxScore,
  },
  // 3-6: three rings coloured like the toy suit a three-year-old; two pegs with a colour rule suit a five- or six-year-old.
  {
    id: "stack-rings",
    icon: "⭕",
    skill: "logic",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: RINGS_LEVELS.length,
    lives: stackRingsLives,
    maxScore: stackRingsMaxScore,
  },
  {
    id: "attention-blocks",
    icon: "🟦",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 4, to: 10 },
    access: "premium",
    levels: BLOCK_LEVELS.length,
    timeLimit: blocksTimeLimit,
    maxScore: attentionBlocksMaxScore,
  },
  // Ages 3-6, domain language: 3-year-olds match a drawn baby to its mum; naming the babies (buzov, quzu, qulun; телёнок, ягнёнок) is vocabulary work up to 6.
  {
    id: "animal-families",
    icon: "🐣",
    skill: "language",
    domain: "language",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: FAMILY_LEVELS.length,
    maxScore: animalFamiliesMaxScore,
  },
  // 4-8: a 10-second row needs a child who can keep looking on purpose (from about 4); turned and mirrored figures stretch 7-8-year-olds.
  {
    id: "find-different-figure",
    icon: "💠",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 4, to: 8 },
    access: "premium",
    levels: DIFFERENT_FIGURE_LEVELS.length,
    timeLimit: figureTimeLimit,
    maxScore: findDifferentFigureMaxScore,
  },
  {
    id: "mark-same-objects",
    icon: "☑️",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 4, to: 5 },
    access: "premium",
    levels: MARK_LEVELS.length,
    maxScore: markSameObjectsMaxScore,
  },
  {
    id: "seasons",
    icon: "🍂",
    skill: "time",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: SEASONS_LEVELS.length,
    maxScore: seasonsMaxScore,
  },
  // 3-7: a dog among cats with 15 s a row suits a 3-year-old; mirrored drawings and small missing details stretch 6-7-year-olds.
  {
    id: "find-different-picture",
    icon: "👀",
    skill: "attention",
    domain: "cognitive",
    ages: { from: 3, to: 7 },
    access: "premium",
    levels: DIFFERENT_PICTURE_LEVELS.length,
    timeLimit: pictureTimeLimit,
    maxScore: findDifferentPictureMaxScore,
  },
  // 3-6: colouring a banana or a tomato suits a three-year-old; mixing paints is what five- and six-year-olds learn.
  {
    id: "colour-mix",
    icon: "🖌️",
    skill: "colors",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: COLOUR_LEVELS.length,
    maxScore: colourMixMaxScore,
  },
  // Ages 3-6: level 1 asks 3-year-olds for one or two circles or triangles in a simple house; turned shapes and shapes built of parts (levels 3-5) challenge 6-year-olds.
  {
    id: "shape-hunt",
    icon: "🔷",
    skill: "shapes",
    domain: "cognitive",
    ages: { from: 3, to: 6 },
    access: "premium",
    levels: HUNT_LEVELS.length,
    maxScore: shapeHuntMaxScore,
  },
  // New games: add an entry here (and in GAME_IDS, islands.ts and texts.ts).
];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as ReadonlyArray<string>).includes(value);
}

export function findGame(id: string): GameInfo | undefined {
  return GAMES.find((game) => game.id === id);
}

/** How many games there are and how many are free: every page that tells a parent reads these. */
export function gameCounts(games: ReadonlyArray<GameInfo> = GAMES): { all: number; free: number } {
  return { all: games.length, free: games.filter((game) => game.access === "free").length };
}

/** The catalogue's age groups; a game is listed under the group its youngest age falls in. */
const AGE_GROUPS = [
  { id: "toddlers", from: 0, to: 2 },
  { id: "preschool", from: 3, to: 4 },
  { id: "school", from: 5, to: 12 },
] as const;
export type AgeGroupId = (typeof AGE_GROUPS)[number]["id"];

export function gamesByAgeGroup(games: ReadonlyArray<GameInfo> = GAMES): { group: AgeGroupId; games: GameInfo[] }[] {
  return AGE_GROUPS.map((group) => ({
    group: group.id,
    games: games.filter((game) => game.ages.from >= group.from && game.ages.from <= group.to),
  })).filter((section) => section.games.length > 0);
}
