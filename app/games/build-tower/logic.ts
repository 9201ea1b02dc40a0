import { type Random, randomInt, shuffled } from "../random";
import { orderMaxScore } from "../tap-in-order";

/**
 * Build a tower (premium, 2-5 years): blocks of different widths lie scattered; the child
 * stacks them from the biggest to the smallest. A block that is not the biggest one left
 * wobbles and counts as a mistake.
 *
 * The tapping-in-order rules (OrderPlay, tapInOrder, orderScore) are in ../tap-in-order.
 */

/** Towers built in one play of a level. */
export const TOWERS_PER_LEVEL = 3;
/** Block widths, in steps of the play area (the narrowest block is still a 48 px target). */
export const MIN_WIDTH = 2;
export const MAX_WIDTH = 10;

/** Block colours: a rainbow, so at the easy levels the colour steps along with the size. */
export const BLOCK_COLORS = ["#d62828", "#f97316", "#facc15", "#16a34a", "#0891b2", "#1d4ed8", "#7e22ce", "#db2777", "#8b5a2b"] as const;

/**
 * How the blocks are coloured: `bySize` (each width keeps its rainbow colour, a hint),
 * `single` (one colour, so only the size counts), `mixed` (colours shuffled, so they mislead).
 */
type BlockColoring = "bySize" | "single" | "mixed";

interface TowerLevel {
  blocks: number;
  /** Smallest and largest difference in width between neighbouring blocks. */
  minGap: number;
  maxGap: number;
  coloring: BlockColoring;
}

export const TOWER_LEVELS: ReadonlyArray<TowerLevel> = [
  { blocks: 3, minGap: 3, maxGap: 4, coloring: "bySize" },
  { blocks: 4, minGap: 2, maxGap: 2, coloring: "bySize" },
  { blocks: 5, minGap: 1, maxGap: 2, coloring: "single" },
  { blocks: 6, minGap: 1, maxGap: 1, coloring: "single" },
  { blocks: 7, minGap: 1, maxGap: 1, coloring: "mixed" },
];

export const towerLevel = (level: number): TowerLevel => TOWER_LEVELS[level - 1] ?? (TOWER_LEVELS[0] as TowerLevel);

export interface Block {
  /** Stable id within the round (0, 1, 2, ...). */
  id: number;
  /** Width in steps, MIN_WIDTH to MAX_WIDTH; all widths of a round differ. */
  width: number;
  color: string;
  /** A small tilt in degrees, so the blocks look scattered. */
  tilt: number;
}

export interface TowerRound {
  /** The blocks in the order they lie scattered. */
  blocks: Block[];
  /** Block ids from the biggest to the smallest: the right order to stack them. */
  order: number[];
}

/** `count` different widths within MIN_WIDTH-MAX_WIDTH whose neighbours differ by minGap-maxGap. */
export function towerWidths(count: number, minGap: number, maxGap: number, random: Random): number[] {
  let budget = MAX_WIDTH - MIN_WIDTH;
  const gaps: number[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const gapsAfter = count - 2 - index;
    const gap = randomInt(random, minGap, Math.max(minGap, Math.min(maxGap, budget - gapsAfter * minGap)));
    gaps.push(gap);
    budget -= gap;
  }
  const span = gaps.reduce((sum, gap) => sum + gap, 0);
  let width = randomInt(random, MIN_WIDTH, MAX_WIDTH - span);
  const widths = [width];
  for (const gap of gaps) {
    width += gap;
    widths.push(width);
  }
  return widths;
}

export function towerRounds(level: number, random: Random, rounds = TOWERS_PER_LEVEL): TowerRound[] {
  const { blocks, minGap, maxGap, coloring } = towerLevel(level);
  const result: TowerRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const widths = towerWidths(blocks, minGap, maxGap, random);
    const single = BLOCK_COLORS[randomInt(random, 0, BLOCK_COLORS.length - 1)] as string;
    const mixed = mixedColors(blocks, random);
    const pieces = widths.map((width, id) => ({
      id,
      width,
      color: coloring === "bySize" ? (BLOCK_COLORS[width - MIN_WIDTH] as string) : coloring === "single" ? single : (mixed[id] as string),
      tilt: randomInt(random, -6, 6),
    }));
    const order = pieces.toSorted((a, b) => b.width - a.width).map((block) => block.id);
    result.push({ blocks: scatter(pieces, random), order });
  }
  return result;
}

/** Whether a list rises or falls all the way (then colour would hint at the order). */
const monotonic = (values: ReadonlyArray<number>) =>
  values.every((value, index) => index === 0 || value > (values[index - 1] as number)) ||
  values.every((value, index) => index === 0 || value < (values[index - 1] as number));

/**
 * `count` different colours for blocks listed from the narrowest to the widest, in an order
 * that neither rises nor falls along the rainbow, so the colour gives no hint about the size.
 */
export function mixedColors(count: number, random: Random): string[] {
  let indexes = shuffled([...BLOCK_COLORS.keys()], random).slice(0, count);
  const colors = () => indexes.map((index) => BLOCK_COLORS[index] as string);
  // Two colours always rise or fall; there is nothing to mix.
  if (count < 3) return colors();
  for (let tries = 0; tries < 10 && monotonic(indexes); tries += 1) indexes = shuffled(indexes, random);
  if (monotonic(indexes)) indexes = [indexes[1] as number, indexes[0] as number, ...indexes.slice(2)];
  return colors();
}

/** Shuffled so the blocks never lie already sorted from the biggest to the smallest. */
function scatter(blocks: Block[], random: Random): Block[] {
  const sorted = (list: Block[]) => list.every((block, index) => index === 0 || (list[index - 1] as Block).width > block.width);
  let result = shuffled(blocks, random);
  for (let tries = 0; tries < 10 && sorted(result); tries += 1) result = shuffled(blocks, random);
  return sorted(result) ? [...result.slice(1), result[0] as Block] : result;
}

export const buildTowerMaxScore = (level: number) => orderMaxScore(towerLevel(level).blocks, TOWERS_PER_LEVEL);
