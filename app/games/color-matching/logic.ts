import { type ChoiceRound, ROUNDS_PER_LEVEL, choiceMaxScore, pickOneRounds } from "../choice-rounds";
import type { Random } from "../random";

/** Colour matching (free, 2-5 years): find the colour shown, later the colour named. */
export const COLORS = {
  red: "#d62828",
  blue: "#1d4ed8",
  yellow: "#facc15",
  green: "#16a34a",
  orange: "#f97316",
  purple: "#7e22ce",
  pink: "#ec4899",
  brown: "#8b5a2b",
  black: "#111827",
  grey: "#9ca3af",
} as const;
export type ColorName = keyof typeof COLORS;

interface ColorLevel {
  /** How many colours the level draws from (the first ones of COLORS). */
  palette: number;
  options: number;
  /** From this level the target is only named (word and voice), not shown. */
  byNameOnly: boolean;
}

export const COLOR_LEVELS: ReadonlyArray<ColorLevel> = [
  { palette: 3, options: 2, byNameOnly: false },
  { palette: 4, options: 3, byNameOnly: false },
  { palette: 6, options: 3, byNameOnly: false },
  { palette: 8, options: 4, byNameOnly: true },
  { palette: 10, options: 5, byNameOnly: true },
];

export const colorLevel = (level: number): ColorLevel => COLOR_LEVELS[level - 1] ?? (COLOR_LEVELS[0] as ColorLevel);

/** The rounds of one level: no colour is the target twice in a row. */
export function colorRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ChoiceRound<ColorName>[] {
  const { palette, options } = colorLevel(level);
  return pickOneRounds((Object.keys(COLORS) as ColorName[]).slice(0, palette), options, random, rounds);
}

export const colorMaxScore = (_level: number) => choiceMaxScore();
