import { type ChoiceRound, ROUNDS_PER_LEVEL, choiceMaxScore, pickOneRounds } from "../choice-rounds";
import type { Random } from "../random";

/** Shape recognition (free, 2-5 years): find the same shape, later the shape named. */
export const SHAPES = ["circle", "square", "triangle", "star", "heart", "rectangle", "oval", "diamond", "pentagon", "hexagon"] as const;
export type ShapeName = (typeof SHAPES)[number];

interface ShapeLevel {
  palette: number;
  options: number;
  /** Options in different colours, so the child must look at the outline, not the colour. */
  mixedColors: boolean;
  byNameOnly: boolean;
}

export const SHAPE_LEVELS: ReadonlyArray<ShapeLevel> = [
  { palette: 3, options: 2, mixedColors: false, byNameOnly: false },
  { palette: 4, options: 3, mixedColors: false, byNameOnly: false },
  { palette: 6, options: 3, mixedColors: true, byNameOnly: false },
  { palette: 8, options: 4, mixedColors: true, byNameOnly: true },
  { palette: 10, options: 5, mixedColors: true, byNameOnly: true },
];

export const shapeLevel = (level: number): ShapeLevel => SHAPE_LEVELS[level - 1] ?? (SHAPE_LEVELS[0] as ShapeLevel);

export function shapeRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ChoiceRound<ShapeName>[] {
  const { palette, options } = shapeLevel(level);
  return pickOneRounds(SHAPES.slice(0, palette), options, random, rounds);
}

export const shapeMaxScore = (_level: number) => choiceMaxScore();
