import { ROUNDS_PER_LEVEL, choiceMaxScore, pointsForRound } from "../choice-rounds";
import { type Random, pickDistinct, shuffled } from "../random";

/**
 * Colour match (premium, 3-6 years), not the same as colour-matching (find the same colour):
 * levels 1-2 colour an outline drawing in its real colour (a banana yellow, a tomato red, the
 * sky blue); levels 3-5 mix paints: choose what two paints make (red and yellow make orange),
 * or choose the two paints that make a colour shown. Every paint is shown with its name.
 *
 * Scoring (the choice games' rule): a round right at the first try earns 10 points, at the
 * second 5, later 0; a wrong paint stays crossed out, and in the two-paint rounds the right
 * pair is hinted after two wrong pairs, so every round ends with the answer found.
 */
export const COLOURS = {
  red: "#e53935",
  yellow: "#fdd835",
  blue: "#1e88e5",
  green: "#43a047",
  orange: "#fb8c00",
  purple: "#8e24aa",
  pink: "#ec407a",
  white: "#fafafa",
  black: "#263238",
  grey: "#9ca3af",
  brown: "#8d6e63",
  lightBlue: "#7dd3fc",
} as const;
export type ColourId = keyof typeof COLOURS;

/** The colours the mixes make. */
type MixResult = "orange" | "green" | "purple" | "pink" | "lightBlue" | "grey" | "brown";

/** Two paints and what they make when mixed. */
export interface Mix {
  a: ColourId;
  b: ColourId;
  result: MixResult;
}

export const MIXES: ReadonlyArray<Mix> = [
  { a: "red", b: "yellow", result: "orange" },
  { a: "blue", b: "yellow", result: "green" },
  { a: "red", b: "blue", result: "purple" },
  { a: "red", b: "white", result: "pink" },
  { a: "blue", b: "white", result: "lightBlue" },
  { a: "black", b: "white", result: "grey" },
  { a: "red", b: "green", result: "brown" },
];

/** The things to colour and their real colour. */
export const OBJECTS = {
  banana: "yellow",
  lemon: "yellow",
  tomato: "red",
  cherry: "red",
  cucumber: "green",
  grass: "green",
  sky: "blue",
  carrot: "orange",
  orange: "orange",
  eggplant: "purple",
  grapes: "purple",
  walnut: "brown",
} as const satisfies Record<string, ColourId>;
export type ObjectId = keyof typeof OBJECTS;

type RoundKind = "paint" | "result" | "paints";

export type ColourRound =
  /** Colour the object: one of `options` is its colour. */
  | { kind: "paint"; object: ObjectId; target: ColourId; options: ColourId[] }
  /** What do the two paints make? One of `options` is the mix's result. */
  | { kind: "result"; mix: Mix; target: ColourId; options: ColourId[] }
  /** Which two paints make the mix's result? Two of `options` are the mix's paints. */
  | { kind: "paints"; mix: Mix; options: ColourId[] };

export interface ColourLevel {
  /** The kinds of round, taken in turn. */
  kinds: ReadonlyArray<RoundKind>;
  /** Paint rounds: the objects drawn. */
  objects: ReadonlyArray<ObjectId>;
  /** Mixing rounds: the mixes asked. */
  mixes: ReadonlyArray<Mix>;
  /** Paints (or results) to choose from. */
  options: number;
}

const BASIC_OBJECTS: ObjectId[] = ["banana", "lemon", "tomato", "cherry", "cucumber", "grass", "sky"];
const ALL_OBJECTS = Object.keys(OBJECTS) as ObjectId[];
const [ORANGE, GREEN, PURPLE, PINK] = MIXES as [Mix, Mix, Mix, Mix];

export const COLOUR_LEVELS: ReadonlyArray<ColourLevel> = [
  { kinds: ["paint"], objects: BASIC_OBJECTS, mixes: [], options: 3 },
  { kinds: ["paint"], objects: ALL_OBJECTS, mixes: [], options: 4 },
  { kinds: ["result"], objects: [], mixes: [ORANGE, GREEN, PURPLE], options: 3 },
  { kinds: ["paints"], objects: [], mixes: [ORANGE, GREEN, PURPLE, PINK], options: 4 },
  { kinds: ["result", "paints"], objects: [], mixes: MIXES, options: 5 },
];

export const colourLevel = (level: number): ColourLevel => COLOUR_LEVELS[level - 1] ?? (COLOUR_LEVELS[0] as ColourLevel);

/** Every colour one of the level's rounds can ask for: the objects' colours or the mixes' results. */
const answersOf = (settings: ColourLevel): ColourId[] => [
  ...new Set([...settings.objects.map((object) => OBJECTS[object]), ...settings.mixes.map((mix) => mix.result)]),
];

/**
 * The paints a two-paint round offers: its two, then other paints of the level's mixes (never
 * the colour asked for itself). Each result has one pair in MIXES, so no other pair is right.
 */
function paintOptions(mix: Mix, settings: ColourLevel, random: Random): ColourId[] {
  const paints = [...new Set(settings.mixes.flatMap((other) => [other.a, other.b]))].filter(
    (paint) => paint !== mix.a && paint !== mix.b && paint !== mix.result,
  );
  return shuffled([mix.a, mix.b, ...pickDistinct(paints, Math.min(paints.length, settings.options - 2), random)], random);
}

/** `count` choices holding `target` once, the others drawn from `others`. */
function choicesWith(target: ColourId, others: ReadonlyArray<ColourId>, count: number, random: Random): ColourId[] {
  const pool = others.filter((colour) => colour !== target);
  return shuffled([target, ...pickDistinct(pool, Math.min(pool.length, count - 1), random)], random);
}

/** The rounds of one play: no object or mix twice in a row, kinds taken in turn. */
export function colourRounds(level: number, random: Random, rounds = ROUNDS_PER_LEVEL): ColourRound[] {
  const settings = colourLevel(level);
  const result: ColourRound[] = [];
  // Objects and mixes in a shuffled order, reshuffled when used up, so all of them come up.
  let objects: ObjectId[] = [];
  let mixes: Mix[] = [];
  const nextObject = (previous: ObjectId | undefined): ObjectId => {
    if (objects.length === 0) objects = shuffled(settings.objects, random);
    const index = objects.findIndex((object) => object !== previous);
    return objects.splice(Math.max(0, index), 1)[0] as ObjectId;
  };
  const nextMix = (previous: Mix | undefined): Mix => {
    if (mixes.length === 0) mixes = shuffled(settings.mixes, random);
    const index = mixes.findIndex((mix) => mix !== previous);
    return mixes.splice(Math.max(0, index), 1)[0] as Mix;
  };
  let lastObject: ObjectId | undefined;
  let lastMix: Mix | undefined;
  for (let index = 0; index < rounds; index += 1) {
    const kind = settings.kinds[index % settings.kinds.length] as RoundKind;
    if (kind === "paint") {
      const object = nextObject(lastObject);
      lastObject = object;
      const target = OBJECTS[object];
      // Colours of the level's other objects, plus the basic ones, so there are always enough.
      const others = [...answersOf(settings), "red", "yellow", "green", "blue"] as ColourId[];
      result.push({ kind, object, target, options: choicesWith(target, [...new Set(others)], settings.options, random) });
    } else {
      const mix = nextMix(lastMix);
      lastMix = mix;
      if (kind === "result") {
        result.push({ kind, mix, target: mix.result, options: choicesWith(mix.result, answersOf(settings), Math.min(settings.options, 4), random) });
      } else {
        result.push({ kind, mix, options: paintOptions(mix, settings, random) });
      }
    }
  }
  return result;
}

/** Whether an answer is right: one colour for paint and result rounds, two paints (either order) for paints rounds. */
export function isRight(round: ColourRound, answer: ReadonlyArray<ColourId>): boolean {
  if (round.kind !== "paints") return answer.length === 1 && answer[0] === round.target;
  return answer.length === 2 && answer.includes(round.mix.a) && answer.includes(round.mix.b) && round.mix.a !== round.mix.b;
}

/** After this many wrong pairs a two-paint round shows which paints to take. */
export const HINT_AFTER_MISTAKES = 2;

export interface ColourPlay {
  /** Index of the round being played; equals the number of rounds when the play is over. */
  round: number;
  mistakesThisRound: number;
  score: number;
  attempts: number;
  successes: number;
}

export const startColourPlay = (): ColourPlay => ({ round: 0, mistakesThisRound: 0, score: 0, attempts: 0, successes: 0 });

/** The play after an answer: a right one ends the round with its points, a wrong one is a mistake. */
export function answerColour(play: ColourPlay, rounds: ReadonlyArray<ColourRound>, answer: ReadonlyArray<ColourId>): { play: ColourPlay; correct: boolean } {
  const round = rounds[play.round];
  if (!round) return { play, correct: false };
  if (!isRight(round, answer)) return { play: { ...play, mistakesThisRound: play.mistakesThisRound + 1, attempts: play.attempts + 1 }, correct: false };
  return {
    play: {
      round: play.round + 1,
      mistakesThisRound: 0,
      score: play.score + pointsForRound(play.mistakesThisRound),
      attempts: play.attempts + 1,
      successes: play.successes + 1,
    },
    correct: true,
  };
}

export const colourPlayOver = (play: ColourPlay, roundCount: number) => play.round >= roundCount;

export const colourMixMaxScore = (_level: number) => choiceMaxScore(ROUNDS_PER_LEVEL);
