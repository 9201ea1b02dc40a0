import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Memory (premium, 3-8 years): turn two cards, keep them when they match. The spec's three
 * difficulties are the levels: 4, 6 and 8 pairs.
 */
export const MEMORY_PAIRS = [4, 6, 8] as const;
const POINTS_PER_PAIR = 10;
/** Mismatches the child may make for free; each one after that costs this many points. */
const MISMATCH_COST = 2;

/**
 * Each level's own things (the board draws them, pictures.ts): farm animals on the meadow, fruit
 * on the table, toys on the room's rug; a level deals its pairs from its set.
 */
export const MEMORY_SETS = [
  ["cow", "pig", "chicken", "sheep", "horse", "duck"],
  ["apple", "banana", "pear", "strawberry", "grapes", "cherries", "watermelon", "lemon"],
  ["teddy", "ball", "balloon", "kite", "car", "train", "drum", "boat", "yoyo", "rocket"],
] as const;
export type MemoryThing = (typeof MEMORY_SETS)[number][number];

interface MemoryCard {
  id: number;
  /** What the card shows when turned. */
  symbol: MemoryThing;
}

export interface MemoryGame {
  cards: MemoryCard[];
  /** Indexes of cards turned face up and not yet matched (0, 1 or 2). */
  open: number[];
  /** Indexes of matched cards. */
  matched: number[];
  mismatches: number;
  attempts: number;
}

const memoryPairs = (level: number): number => MEMORY_PAIRS[level - 1] ?? MEMORY_PAIRS[0];

export function newMemoryGame(level: number, random: Random): MemoryGame {
  const symbols: ReadonlyArray<MemoryThing> = pickDistinct(MEMORY_SETS[level - 1] ?? MEMORY_SETS[0], memoryPairs(level), random);
  const cards = shuffled([...symbols, ...symbols], random).map((symbol, id) => ({ id, symbol }));
  return { cards, open: [], matched: [], mismatches: 0, attempts: 0 };
}

/** Whether two open cards differ and wait to be turned back. */
export const waitingToHide = (game: MemoryGame) => game.open.length === 2;

/**
 * Turning a card. A matched card, an open card, or a third card while two wait to be turned
 * back changes nothing. The second card of a turn decides: same symbol → matched, else a
 * mismatch (the view calls hideMismatch after the child has seen both).
 */
export function turnCard(game: MemoryGame, index: number): MemoryGame {
  if (index < 0 || index >= game.cards.length) return game;
  if (game.matched.includes(index) || game.open.includes(index) || waitingToHide(game)) return game;
  const open = [...game.open, index];
  if (open.length < 2) return { ...game, open };
  const [first, second] = open as [number, number];
  const attempts = game.attempts + 1;
  if (game.cards[first]?.symbol === game.cards[second]?.symbol) {
    return { ...game, open: [], matched: [...game.matched, first, second], attempts };
  }
  return { ...game, open, mismatches: game.mismatches + 1, attempts };
}

export const hideMismatch = (game: MemoryGame): MemoryGame => (waitingToHide(game) ? { ...game, open: [] } : game);

export const memoryFinished = (game: MemoryGame) => game.matched.length === game.cards.length;

export const memoryMaxScore = (level: number) => memoryPairs(level) * POINTS_PER_PAIR;

/** Full points for the pairs, minus MISMATCH_COST for each mismatch beyond one per pair. */
export function memoryScore(game: MemoryGame): number {
  const pairs = game.cards.length / 2;
  const found = game.matched.length / 2;
  return Math.max(0, found * POINTS_PER_PAIR - MISMATCH_COST * Math.max(0, game.mismatches - pairs));
}
