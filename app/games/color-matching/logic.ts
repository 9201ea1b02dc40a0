import { type ChoiceRound, ROUNDS_PER_LEVEL, choiceMaxScore, pickOneRounds } from "../choice-rounds";
import type { Random } from "../random";

/** Colour matching (free, 2-5 years): find the colour shown, later the colour named. */
export const COLORS = {
  // The named colours of docs/art-style.md, exact: a child learns "red" from this red.
  red: "#e53935",
  blue: "#1e88e5",
  yellow: "#fdd835",
  green: "#43a047",
  orange: "#fb8c00",
  purple: "#8e24aa",
  pink: "#ec407a",
  brown: "#8d6e63",
  black: "#263238",
  grey: "#9e9e9e",
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
