import { pointsForRound } from "../choice-rounds";
import { type Random, randomInt, shuffled } from "../random";

/**
 * Stack the rings (premium, 3-6 years): rings of different sizes lie scattered next to a peg,
 * like the ring-pyramid toy; the child puts them on the peg from the biggest to the smallest.
 * A ring that is not the biggest one left wobbles; for a child with lives (the registry's
 * lives(level), given from age 5) it costs one, and at 0 lives the play ends with what was
 * built. A younger child has no lives: the pyramid simply waits for the right ring. The same
 * wrong move made again before a ring goes on (a small child's repeated taps) counts once. The later levels have two pegs, a red one and a
 * blue one, and a rule: each ring goes on the peg of its own colour, the biggest first, so the
 * child keeps two things in mind at once (tap a ring, then a peg).
 *
 * Unlike build-tower (a tower of bricks with no lives), here a mistake costs a life and the
 * two-peg levels add sorting by a rule.
 *
 * Scoring: a ring placed with no mistake since the last ring placed earns 10 points, after one
 * mistake 5, after more 0 (the choice games' rule).
 */
export const MIN_SIZE = 1;
export const MAX_SIZE = 10;

/** Rainbow colours of the classic toy, by size (the easy levels' hint), and the two pegs' colours. */
export const RAINBOW = ["#7e22ce", "#4338ca", "#1d4ed8", "#0891b2", "#16a34a", "#65a30d", "#facc15", "#f59e0b", "#f97316", "#dc2626"] as const;
export const PEG_COLOURS = { red: "#d62828", blue: "#1d4ed8" } as const;
export type PegColour = keyof typeof PEG_COLOURS;

export interface RingsLevel {
  /** Rings per peg. */
  rings: number;
  /** One peg, or two pegs (red and blue) with a colour rule. */
  pegs: 1 | 2;
  /** Smallest and largest difference in size between neighbouring rings of one peg. */
  minGap: number;
  maxGap: number;
  /** One-peg levels: the rainbow follows the size (a hint) or the colours are mixed (none). */
  colouring: "bySize" | "mixed" | "byPeg";
  /** Pyramids (with one peg) or pairs of pyramids (with two) in one play. */
  rounds: number;
  lives: number;
}

export const RINGS_LEVELS: ReadonlyArray<RingsLevel> = [
  { rings: 3, pegs: 1, minGap: 3, maxGap: 4, colouring: "bySize", rounds: 3, lives: 3 },
  { rings: 4, pegs: 1, minGap: 2, maxGap: 2, colouring: "bySize", rounds: 3, lives: 3 },
  { rings: 5, pegs: 1, minGap: 1, maxGap: 2, colouring: "mixed", rounds: 2, lives: 3 },
  { rings: 3, pegs: 2, minGap: 2, maxGap: 3, colouring: "byPeg", rounds: 2, lives: 4 },
  { rings: 4, pegs: 2, minGap: 1, maxGap: 2, colouring: "byPeg", rounds: 2, lives: 4 },
];

export const ringsLevel = (level: number): RingsLevel => RINGS_LEVELS[level - 1] ?? (RINGS_LEVELS[0] as RingsLevel);

export const stackRingsLives = (level: number) => ringsLevel(level).lives;

export interface Ring {
  /** Stable within the round (0, 1, 2, ...). */
  id: number;
  /** MIN_SIZE to MAX_SIZE; the rings of one peg all differ. */
  size: number;
  /** The peg it belongs on at the two-peg levels; null with one peg. */
  peg: PegColour | null;
  /** Its paint (#rrggbb). */
  fill: string;
  /** A small tilt in degrees, so the rings look scattered. */
  tilt: number;
}

export interface RingsRound {
  /** The rings in the order they lie scattered. */
  rings: Ring[];
  /** The pegs: [null] for one plain peg, or the two colours. */
  pegs: Array<PegColour | null>;
}

/** `count` different sizes within MIN_SIZE-MAX_SIZE whose neighbours differ by minGap-maxGap, smallest first. */
export function ringSizes(count: number, minGap: number, maxGap: number, random: Random): number[] {
  let budget = MAX_SIZE - MIN_SIZE;
  const gaps: number[] = [];
  for (let index = 0; index < count - 1; index += 1) {
    const gapsAfter = count - 2 - index;
    const gap = randomInt(random, minGap, Math.max(minGap, Math.min(maxGap, budget - gapsAfter * minGap)));
    gaps.push(gap);
    budget -= gap;
  }
  let size = randomInt(random, MIN_SIZE, MAX_SIZE - gaps.reduce((sum, gap) => sum + gap, 0));
  const sizes = [size];
  for (const gap of gaps) {
    size += gap;
    sizes.push(size);
  }
  return sizes;
}

/** Whether values keep rising (step 1) or keep falling (step -1). */
const rising = (values: ReadonlyArray<number>, step: number) =>
  values.every((value, index) => index === 0 || (value - (values[index - 1] as number)) * step > 0);

/**
 * `count` different rainbow paints for rings listed from the smallest to the biggest, in an
 * order that neither rises nor falls along the rainbow, so the colour gives no hint of the size.
 */
export function mixedPaints(count: number, random: Random): string[] {
  let picked = shuffled([...RAINBOW.keys()], random).slice(0, count);
  if (count >= 3 && (rising(picked, 1) || rising(picked, -1))) picked = [picked[1] as number, picked[0] as number, ...picked.slice(2)];
  return picked.map((index) => RAINBOW[index] as string);
}

/** Whether the rings lie already in the order they go on (then nothing would be left to find). */
const inOrder = (rings: ReadonlyArray<Ring>) => rings.every((ring, index) => index === 0 || (rings[index - 1] as Ring).size >= ring.size);

export function ringsRounds(level: number, random: Random): RingsRound[] {
  const settings = ringsLevel(level);
  return Array.from({ length: settings.rounds }, () => {
    const pegs: Array<PegColour | null> = settings.pegs === 2 ? ["red", "blue"] : [null];
    const mixed = mixedPaints(settings.rings, random);
    let id = 0;
    const rings = pegs.flatMap((peg) =>
      ringSizes(settings.rings, settings.minGap, settings.maxGap, random).map((size, index) => ({
        id: id++,
        size,
        peg,
        fill: peg ? PEG_COLOURS[peg] : settings.colouring === "bySize" ? (RAINBOW[size - MIN_SIZE] as string) : (mixed[index] as string),
        tilt: randomInt(random, -8, 8),
      })),
    );
    let scattered = shuffled(rings, random);
    for (let tries = 0; tries < 10 && inOrder(scattered); tries += 1) scattered = shuffled(rings, random);
    if (inOrder(scattered)) scattered = [...scattered.slice(1), scattered[0] as Ring];
    return { rings: scattered, pegs };
  });
}

export interface RingsPlay {
  /** Index of the round being played; equals the number of rounds when all are built. */
  round: number;
  /** Ring ids of this round already on a peg, in the order they went on. */
  placed: number[];
  /** Mistakes since the last ring placed. */
  mistakesSince: number;
  /** The wrong moves ("ring>peg") since the last ring placed: made again, they count for nothing. */
  wrongMoves: ReadonlyArray<string>;
  /** Lives left, or null for a play without lives (a child under 5): it never ends by mistakes. */
  lives: number | null;
  score: number;
  attempts: number;
  successes: number;
}

export const startRingsPlay = (lives: number | null): RingsPlay => ({
  round: 0,
  placed: [],
  mistakesSince: 0,
  wrongMoves: [],
  lives,
  score: 0,
  attempts: 0,
  successes: 0,
});

const outOfLives = (play: RingsPlay) => play.lives !== null && play.lives <= 0;

/** The ring that goes next on peg `peg` of the round: the biggest one left of that peg's colour. */
export function nextRing(round: RingsRound, placed: ReadonlyArray<number>, peg: number): Ring | null {
  const colour = round.pegs[peg];
  if (colour === undefined) return null;
  const left = round.rings.filter((ring) => !placed.includes(ring.id) && ring.peg === colour);
  return left.reduce<Ring | null>((biggest, ring) => (biggest === null || ring.size > biggest.size ? ring : biggest), null);
}

/** The rings on peg `peg`, from the bottom up. */
export const ringsOnPeg = (round: RingsRound, placed: ReadonlyArray<number>, peg: number): Ring[] =>
  placed.map((id) => round.rings.find((ring) => ring.id === id) as Ring).filter((ring) => ring.peg === round.pegs[peg]);

export type RingOutcome = "placed" | "wrongPeg" | "notBiggest" | "ignored";

/**
 * Putting ring `ringId` on peg `peg` of the current round. It goes on when the peg is its
 * colour's (any ring with one plain peg) and it is the biggest ring left for that peg;
 * otherwise it is a mistake, which costs a life when the play has lives. Rings already placed,
 * unknown rings or pegs, a wrong move made again before the next ring goes on, and any move
 * once the play is over are ignored.
 */
export function placeRing(
  play: RingsPlay,
  rounds: ReadonlyArray<RingsRound>,
  ringId: number,
  peg: number,
): { play: RingsPlay; outcome: RingOutcome; points: number } {
  const round = rounds[play.round];
  const ring = round?.rings.find((candidate) => candidate.id === ringId);
  const move = `${ringId}>${peg}`;
  if (!round || !ring || outOfLives(play) || round.pegs[peg] === undefined || play.placed.includes(ringId) || play.wrongMoves.includes(move)) {
    return { play, outcome: "ignored", points: 0 };
  }
  const outcome: RingOutcome = ring.peg !== round.pegs[peg] ? "wrongPeg" : nextRing(round, play.placed, peg)?.id !== ringId ? "notBiggest" : "placed";
  if (outcome !== "placed") {
    return {
      play: {
        ...play,
        lives: play.lives === null ? null : play.lives - 1,
        mistakesSince: play.mistakesSince + 1,
        wrongMoves: [...play.wrongMoves, move],
        attempts: play.attempts + 1,
      },
      outcome,
      points: 0,
    };
  }
  const points = pointsForRound(play.mistakesSince);
  return {
    play: {
      ...play,
      placed: [...play.placed, ringId],
      mistakesSince: 0,
      wrongMoves: [],
      score: play.score + points,
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    outcome,
    points,
  };
}

export const roundBuilt = (play: RingsPlay, rounds: ReadonlyArray<RingsRound>) => {
  const round = rounds[play.round];
  return round !== undefined && play.placed.length >= round.rings.length;
};

/** On to the next round (once this one is built). */
export const nextRingsRound = (play: RingsPlay): RingsPlay => ({ ...play, round: play.round + 1, placed: [], mistakesSince: 0, wrongMoves: [] });

/** Over when every round is built or, in a play with lives, no life is left. */
export const ringsPlayOver = (play: RingsPlay, roundCount: number) => play.round >= roundCount || outOfLives(play);

export const stackRingsMaxScore = (level: number) => {
  const { rings, pegs, rounds } = ringsLevel(level);
  return rings * pegs * rounds * pointsForRound(0);
};
