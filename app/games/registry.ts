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
] as const;
export type GameId = (typeof GAME_IDS)[number];


export type GameSkill = "colors" | "shapes" | "numbers" | "memory" | "attention" | "language" | "listening" | "fineMotor" | "logic";
export type GameAccess = "free" | "premium";

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
  // New games: add an entry here (and in GAME_IDS, islands.ts and texts.ts).
];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as ReadonlyArray<string>).includes(value);
}

export function findGame(id: string): GameInfo | undefined {
  return GAMES.find((game) => game.id === id);
}

/** The catalogue's age groups; a game is listed under the group its youngest age falls in. */
export const AGE_GROUPS = [
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
