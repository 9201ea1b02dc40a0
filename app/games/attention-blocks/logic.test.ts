import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { PASS_PERCENT, scorePercent } from "../scoring";
import {
  BLOCKS,
  BLOCK_LEVELS,
  type BlocksPlay,
  POINTS_PER_PATTERN,
  SLIPPED_PATTERN_POINTS,
  attentionBlocksMaxScore,
  blockPattern,
  blockPatterns,
  blocksAttempts,
  blocksLevel,
  blocksPlayOver,
  blocksScore,
  blocksTimeLimit,
  emptyGrid,
  matches,
  minKinds,
  nextBlock,
  nextPattern,
  rightCells,
  startBlocksPlay,
  tapBlock,
} from "./logic";

const SEEDS = [1, 2, 3, 42, 2026, 77777];
const LEVELS = [1, 2, 3, 4];

/** Taps a cell until it holds `block`, as a child who looks at the sample does. */
function setCell(play: BlocksPlay, patterns: number[][], level: number, index: number, block: number): BlocksPlay {
  let current = play;
  for (let tries = 0; tries < BLOCKS.length && current.grid[index] !== block; tries += 1) current = tapBlock(current, patterns, level, index).play;
  return current;
}

/** Copies `count` patterns of a play, moving on after each. */
function copyPatterns(level: number, patterns: number[][], count: number): BlocksPlay {
  let play = startBlocksPlay(level);
  for (let done = 0; done < count; done += 1) {
    const pattern = patterns[play.pattern] as number[];
    pattern.forEach((block, index) => {
      play = setCell(play, patterns, level, index, block);
    });
    expect(matches(pattern, play.grid)).toBe(true);
    play = nextPattern(play, level);
  }
  return play;
}

describe("attention match block levels", () => {
  it("follows the spec: 2 × 2 for 60 s twice, 3 × 3 for 60 s, 3 × 3 for 90 s", () => {
    expect(BLOCK_LEVELS.map((spec) => [spec.size, spec.seconds])).toEqual([
      [2, 60],
      [2, 60],
      [3, 60],
      [3, 90],
    ]);
    expect([1, 2, 3, 4].map(blocksTimeLimit)).toEqual([60, 60, 60, 90]);
  });

  it("tells levels 1 and 2 apart by the kinds of block, and grows them to all four", () => {
    expect(BLOCK_LEVELS.map((spec) => spec.types)).toEqual([2, 3, 3, 4]);
    expect(blocksLevel(4).types).toBe(BLOCKS.length);
    expect(blocksLevel(99)).toBe(blocksLevel(1));
  });

  it("gives every block its own colour and shape, so colour is never the only cue", () => {
    expect(new Set(BLOCKS.map((block) => block.shape)).size).toBe(BLOCKS.length);
    expect(new Set(BLOCKS.map((block) => block.color)).size).toBe(BLOCKS.length);
  });
});

describe("attention match block patterns", () => {
  it.each(SEEDS)("fills every cell with the level's blocks, shows several kinds and never repeats a pattern at once (seed %i)", (seed) => {
    for (const level of LEVELS) {
      const spec = blocksLevel(level);
      const patterns = blockPatterns(level, seededRandom(seed));
      expect(patterns).toHaveLength(spec.patterns);
      patterns.forEach((pattern, index) => {
        expect(pattern).toHaveLength(spec.size * spec.size);
        for (const block of pattern) {
          expect(block).toBeGreaterThanOrEqual(0);
          expect(block).toBeLessThan(spec.types);
        }
        expect(new Set(pattern).size).toBeGreaterThanOrEqual(minKinds(spec));
        expect(pattern.join()).not.toBe(index > 0 ? patterns[index - 1]?.join() : "");
      });
    }
  });

  it("shows both blocks at level 1 and all three at level 2 (a 2 × 2 grid has room)", () => {
    expect(minKinds(blocksLevel(1))).toBe(2);
    expect(minKinds(blocksLevel(2))).toBe(3);
    expect(minKinds({ size: 2, types: 4, patterns: 1, seconds: 1 })).toBe(3);
  });

  it("avoids the previous pattern", () => {
    const previous = [0, 1, 1, 0];
    for (const seed of SEEDS) expect(blockPattern(1, seededRandom(seed), previous)).not.toEqual(previous);
  });
});

describe("copying a pattern", () => {
  const patterns = [
    [0, 1, 1, 0],
    [1, 0, 0, 1],
  ];

  it("cycles a cell through the level's blocks, starting from the first", () => {
    expect([null, 0, 1].map((cell) => nextBlock(cell, 2))).toEqual([0, 1, 0]);
    expect([null, 0, 1, 2].map((cell) => nextBlock(cell, 3))).toEqual([0, 1, 2, 0]);
  });

  it("matches only when every cell is right, and then ignores taps until the next pattern", () => {
    let play = startBlocksPlay(1);
    expect(play.grid).toEqual(emptyGrid(1));
    play = tapBlock(play, patterns, 1, 0).play; // red circle: right
    play = tapBlock(play, patterns, 1, 1).play; // red circle: wrong
    expect(rightCells(patterns[0] as number[], play.grid)).toBe(1);
    play = tapBlock(play, patterns, 1, 1).play; // blue square: right
    play = tapBlock(play, patterns, 1, 2).play;
    play = tapBlock(play, patterns, 1, 2).play;
    const last = tapBlock(play, patterns, 1, 3);
    expect(last.matched).toBe(true);
    expect(last.play).toMatchObject({ done: 1, clean: 1, taps: 6, grid: [0, 1, 1, 0] });
    expect(tapBlock(last.play, patterns, 1, 0)).toEqual({ play: last.play, matched: false, slip: false, cellRight: false });
    expect(tapBlock(play, patterns, 1, 9).play).toBe(play);
    const next = nextPattern(last.play, 1);
    expect(next).toMatchObject({ pattern: 1, done: 1, grid: [null, null, null, null] });
    expect(blocksPlayOver(next, patterns)).toBe(false);
    expect(blocksPlayOver(nextPattern(next, 1), patterns)).toBe(true);
    expect(tapBlock(nextPattern(next, 1), patterns, 1, 0).matched).toBe(false);
  });
});

describe("attention match block scoring", () => {
  it("counts a first-try copy in full and a copy after a slip (a right cell turned wrong) in part", () => {
    const patterns = [
      [0, 1, 1, 0],
      [1, 0, 0, 1],
    ];
    let play = startBlocksPlay(1);
    const first = tapBlock(play, patterns, 1, 0); // red circle: right
    expect(first).toMatchObject({ slip: false, cellRight: true });
    const slip = tapBlock(first.play, patterns, 1, 0); // blue square: the right cell is wrong again
    expect(slip).toMatchObject({ slip: true, cellRight: false });
    expect(slip.play.slipped).toBe(true);
    play = setCell(slip.play, patterns, 1, 0, 0);
    play = setCell(play, patterns, 1, 1, 1);
    play = setCell(play, patterns, 1, 2, 1);
    play = setCell(play, patterns, 1, 3, 0);
    expect(play).toMatchObject({ done: 1, clean: 0 });
    expect(blocksScore(play, patterns)).toBe(SLIPPED_PATTERN_POINTS);
    play = nextPattern(play, 1);
    expect(play.slipped).toBe(false);
    // Many taps on the way to the right block are not slips: only leaving a right block is.
    for (const [index, block] of (patterns[1] as number[]).entries()) play = setCell(play, patterns, 1, index, block);
    expect(play).toMatchObject({ done: 2, clean: 1 });
    expect(blocksScore(play, patterns)).toBe(SLIPPED_PATTERN_POINTS + POINTS_PER_PATTERN);
  });

  it("gives 10 a copied pattern and a share for the right cells of the one in progress", () => {
    const patterns = [
      [0, 1, 1, 0],
      [1, 0, 0, 1],
    ];
    expect(blocksScore(startBlocksPlay(1), patterns)).toBe(0);
    const half: BlocksPlay = { pattern: 1, grid: [1, 0, 1, null], done: 1, clean: 1, slipped: false, taps: 9 };
    expect(blocksScore(half, patterns)).toBe(POINTS_PER_PATTERN + 5);
    expect(blocksAttempts(half, patterns)).toBe(2);
    // A copied pattern waiting for the next one is not counted twice.
    const waiting: BlocksPlay = { pattern: 1, grid: [1, 0, 0, 1], done: 2, clean: 2, slipped: false, taps: 12 };
    expect(blocksScore(waiting, patterns)).toBe(2 * POINTS_PER_PATTERN);
    expect(blocksAttempts(waiting, patterns)).toBe(2);
    expect(blocksAttempts(startBlocksPlay(1), patterns)).toBe(0);
    // A 3 × 3 grid with 4 right cells of 9 in progress: 4 points (rounded down).
    expect(
      blocksScore({ pattern: 0, grid: [0, 0, 0, 0, null, null, null, null, null], done: 0, clean: 0, slipped: false, taps: 4 }, [[0, 0, 0, 0, 1, 1, 1, 1, 1]]),
    ).toBe(4);
  });

  it.each(LEVELS)("reaches the maximum by copying every pattern and passes with 60 %% of them (level %i)", (level) => {
    const patterns = blockPatterns(level, seededRandom(level));
    const max = attentionBlocksMaxScore(level);
    expect(max).toBe(blocksLevel(level).patterns * POINTS_PER_PATTERN);
    const all = copyPatterns(level, patterns, patterns.length);
    expect(blocksPlayOver(all, patterns)).toBe(true);
    expect(blocksScore(all, patterns)).toBe(max);
    const enough = Math.ceil((patterns.length * PASS_PERCENT) / 100);
    expect(scorePercent(blocksScore(copyPatterns(level, patterns, enough), patterns), max)).toBeGreaterThanOrEqual(PASS_PERCENT);
    expect(scorePercent(blocksScore(copyPatterns(level, patterns, enough - 2), patterns), max)).toBeLessThan(PASS_PERCENT);
  });
});
