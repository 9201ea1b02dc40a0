import {
  DIFFERENT_ROWS,
  type DifferentLevel,
  type DifferentRow,
  differentLevel,
  differentMaxScore,
  differentRows,
  differentTimeLimit,
} from "../find-different/rows";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
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
export const PICTURE_ROWS = DIFFERENT_ROWS;
export const PICTURE_ROW_SECONDS = 15;

/**
 * Different things, each unlike every other in shape and kind, no two look-alikes (level 1). A
 * picture is named as in Fluent Emoji Flat (`fluent:<name>`); the board draws it (pictures.ts).
 */
export const THINGS: ReadonlyArray<string> = [
  "cat",
  "red-apple",
  "banana",
  "automobile",
  "soccer-ball",
  "sunflower",
  "fish",
  "house",
  "umbrella",
  "turtle",
  "star",
  "pencil",
];

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
type PictureDifference = "thing" | "lookAlike" | "facing" | "missingPart" | "smallDetail";

export type PictureLevel = DifferentLevel<PictureDifference>;

export const DIFFERENT_PICTURE_LEVELS: ReadonlyArray<PictureLevel> = [
  { items: 3, differences: ["thing"] },
  { items: 4, differences: ["lookAlike"] },
  { items: 4, differences: ["facing"] },
  { items: 5, differences: ["missingPart"] },
  { items: 5, differences: ["smallDetail"] },
  { items: 6, differences: ["facing", "missingPart", "smallDetail"] },
];

export const pictureLevel = (level: number): PictureLevel => differentLevel(DIFFERENT_PICTURE_LEVELS, level);

export const pictureTimeLimit = (_level: number) => differentTimeLimit(PICTURE_ROW_SECONDS);

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
export const pictureLook = (item: PictureItem) =>
  item.kind === "picture" ? item.picture : `${item.drawing}|${item.flipped ? "left" : "right"}|${item.missing ?? ""}`;

export type PictureRow = DifferentRow<PictureItem, PictureDifference>;

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

/** The thing a picture shows, whichever way it faces and whatever it misses. */
const thingOf = (item: PictureItem) => (item.kind === "picture" ? item.picture : item.drawing);

/** Rows of pictures; no row shows the same thing as the row before. */
export const pictureRows = (level: number, random: Random, count = PICTURE_ROWS): PictureRow[] =>
  differentRows(pictureLevel(level), { pair, sameness: thingOf }, random, count);

export const findDifferentPictureMaxScore = (_level: number) => differentMaxScore();
