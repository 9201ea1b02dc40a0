import { POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { timedLevelSeconds } from "../row-choice";
import { DRAWINGS, type DrawingId, removableParts } from "./drawings";

/**
 * Find the different picture (premium, 3-7 years): a row of pictures where one is not like the
 * others; the child taps it. When the play is timed (never by default for a child under 6),
 * each row has 15 seconds (the spec's time per row; a row that runs out counts as missed and
 * the next one comes). First the different one is
 * another thing altogether (a car among cats), then a look-alike (a pear among apples), then
 * the same drawing facing the other way, then one with a part missing (an apple without its
 * leaf), and last a small detail (an eye, a stripe). The difference is always in the shape or
 * the parts of the picture, never in colour alone.
 */
export const PICTURE_ROWS = 6;
export const PICTURE_ROW_SECONDS = 15;

/**
 * Different things, each unlike every other in shape and kind, no two look-alikes (level 1). A
 * picture is named as in Fluent Emoji Flat (`fluent:<name>`); the board draws it (pictures.ts).
 */
export const THINGS: ReadonlyArray<string> = ["cat", "red-apple", "banana", "automobile", "soccer-ball", "sunflower", "fish", "house", "umbrella", "turtle", "star", "pencil"];

/**
 * Look-alike pairs of one kind that differ in outline, not only in colour (level 2): the cat
 * and the dog, a lemon and a banana (both yellow), an open and a closed umbrella.
 */
export const LOOK_ALIKES: ReadonlyArray<readonly [string, string]> = [
  ["cat", "dog"],
  ["cow", "horse"],
  ["lemon", "banana"],
  ["red-apple", "pear"],
  ["automobile", "bus"],
  ["bicycle", "kick-scooter"],
  ["umbrella", "closed-umbrella"],
  ["open-book", "closed-book"],
  ["thumbs-up", "thumbs-down"],
  ["glass-of-milk", "hot-beverage"],
  ["turtle", "snail"],
  ["slightly-smiling-face", "slightly-frowning-face"],
];

/** What sets the different picture apart (also the hint after a wrong tap). */
export type PictureDifference = "thing" | "lookAlike" | "facing" | "missingPart" | "smallDetail";

export interface PictureLevel {
  items: number;
  /** One of these per row, every kind in turn at a mixed level. */
  differences: ReadonlyArray<PictureDifference>;
}

export const DIFFERENT_PICTURE_LEVELS: ReadonlyArray<PictureLevel> = [
  { items: 3, differences: ["thing"] },
  { items: 4, differences: ["lookAlike"] },
  { items: 4, differences: ["facing"] },
  { items: 5, differences: ["missingPart"] },
  { items: 5, differences: ["smallDetail"] },
  { items: 6, differences: ["facing", "missingPart", "smallDetail"] },
];

export const pictureLevel = (level: number): PictureLevel => DIFFERENT_PICTURE_LEVELS[level - 1] ?? (DIFFERENT_PICTURE_LEVELS[0] as PictureLevel);

/** The registry's limit for the whole level: the rows' own timers always end first. */
export const pictureTimeLimit = (_level: number) => timedLevelSeconds(PICTURE_ROWS, PICTURE_ROW_SECONDS);

export type PictureItem =
  | { kind: "picture"; picture: string }
  | {
      kind: "drawing";
      drawing: DrawingId;
      /** Facing left instead of right. */
      flipped: boolean;
      /** The part left out, if any. */
      missing: string | null;
    };

/** Two pictures look alike exactly when this is the same. */
export const pictureLook = (item: PictureItem) => (item.kind === "picture" ? item.picture : `${item.drawing}|${item.flipped ? "left" : "right"}|${item.missing ?? ""}`);

export interface PictureRow {
  items: PictureItem[];
  /** Position of the different picture. */
  answer: number;
  difference: PictureDifference;
}

const picture = (name: string): PictureItem => ({ kind: "picture", picture: name });

/** The picture most of the row shows, and the different one. */
function pair(difference: PictureDifference, random: Random): readonly [PictureItem, PictureItem] {
  if (difference === "thing") {
    const [same, other] = pickDistinct(THINGS, 2, random) as [string, string];
    return [picture(same), picture(other)];
  }
  if (difference === "lookAlike") {
    const [same, other] = shuffled(LOOK_ALIKES[randomInt(random, 0, LOOK_ALIKES.length - 1)] as readonly [string, string], random) as [string, string];
    return [picture(same), picture(other)];
  }
  const size = difference === "smallDetail" ? "small" : "big";
  const drawings = difference === "facing" ? DRAWINGS : DRAWINGS.filter((drawing) => removableParts(drawing, size).length > 0);
  const [drawing] = pickDistinct(drawings, 1, random) as [(typeof DRAWINGS)[number]];
  const flipped = random() < 0.5;
  const same: PictureItem = { kind: "drawing", drawing: drawing.id, flipped, missing: null };
  if (difference === "facing") return [same, { ...same, flipped: !flipped }];
  const [missing] = pickDistinct(removableParts(drawing, size), 1, random) as [string];
  return [same, { ...same, missing }];
}

function differencePlan(differences: ReadonlyArray<PictureDifference>, count: number, random: Random): PictureDifference[] {
  const plan: PictureDifference[] = [];
  while (plan.length < count) plan.push(...shuffled(differences, random));
  return plan.slice(0, count);
}

export function pictureRows(level: number, random: Random, count = PICTURE_ROWS): PictureRow[] {
  const { items, differences } = pictureLevel(level);
  const rows: PictureRow[] = [];
  for (const difference of differencePlan(differences, count, random)) {
    const previous = rows.at(-1);
    const previousThing = (item: PictureItem | undefined) => (item === undefined ? "" : item.kind === "picture" ? item.picture : item.drawing);
    const before = previous ? previousThing(previous.items[previous.answer === 0 ? 1 : 0]) : "";
    let [same, different] = pair(difference, random);
    // Not the same thing as the row before.
    for (let tries = 0; tries < 10 && previousThing(same) === before; tries += 1) [same, different] = pair(difference, random);
    const answer = randomInt(random, 0, items - 1);
    rows.push({ items: Array.from({ length: items }, (_, position) => (position === answer ? different : same)), answer, difference });
  }
  return rows;
}

export const findDifferentPictureMaxScore = (_level: number) => PICTURE_ROWS * POINTS_PER_ROUND;
