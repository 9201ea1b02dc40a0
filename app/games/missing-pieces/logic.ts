import { POINTS_PER_ROUND } from "../choice-rounds";
import { type Random, pickDistinct, randomInt, shuffled } from "../random";
import { ALL_TURNS, type Point, type Turn, appearance, lookCount, mirrorLeftRight, mirrorTopBottom } from "../turns";
import { PICTURES, PIECES, type PictureId } from "./pictures";

/**
 * Which piece completes the picture (premium, 3-7 years): a picture with one piece cut out,
 * and 3 or 4 pieces to choose from. First the wrong pieces come from other pictures; then one
 * has the wrong colour, one is upside down, one is another piece of the same picture. The last
 * levels show a carpet pattern, the same on both sides like a mirror, whose missing tile must
 * also point the right way.
 */
export const MISSING_ROUNDS = 5;

/** What makes a wrong piece wrong; also picks the hint after it is tapped. */
type PieceKind = "right" | "otherPicture" | "recoloured" | "upsideDown" | "otherPiece" | "turned" | "otherMotif";

export type MissingLevel = { kind: "picture"; wrong: ReadonlyArray<PieceKind> } | { kind: "carpet"; size: 3 | 4; wrong: ReadonlyArray<PieceKind> };

export const MISSING_LEVELS: ReadonlyArray<MissingLevel> = [
  { kind: "picture", wrong: ["otherPicture", "otherPicture"] },
  { kind: "picture", wrong: ["recoloured", "otherPicture"] },
  { kind: "picture", wrong: ["recoloured", "upsideDown", "otherPiece"] },
  { kind: "carpet", size: 3, wrong: ["turned", "recoloured", "otherMotif"] },
  { kind: "carpet", size: 4, wrong: ["turned", "turned", "turned"] },
];

export const missingLevel = (level: number): MissingLevel => MISSING_LEVELS[level - 1] ?? (MISSING_LEVELS[0] as MissingLevel);

// Pictures ---------------------------------------------------------------------------------

export interface PicturePiece {
  picture: PictureId;
  /** Which quarter: 0 1 / 2 3. */
  piece: number;
  recoloured: boolean;
  upsideDown: boolean;
  kind: PieceKind;
}

export interface PictureRound {
  kind: "picture";
  picture: PictureId;
  missing: number;
  options: PicturePiece[];
  answer: number;
}

/** Two pieces look alike exactly when this is the same. */
export const pieceLook = (piece: PicturePiece) => `${piece.picture}|${piece.piece}|${piece.recoloured}|${piece.upsideDown}`;

/** The piece above or below: same side of the picture, clearly another shape. */
export const otherPiece = (piece: number) => (piece + 2) % PIECES;

function pictureRound(wrongKinds: ReadonlyArray<PieceKind>, random: Random, previous: PictureId | undefined): PictureRound {
  const [picture] = pickDistinct(
    PICTURES.filter((item) => item.id !== previous),
    1,
    random,
  ) as [(typeof PICTURES)[number]];
  const missing = randomInt(random, 0, PIECES - 1);
  const right: PicturePiece = { picture: picture.id, piece: missing, recoloured: false, upsideDown: false, kind: "right" };
  const others = pickDistinct(
    PICTURES.filter((item) => item.id !== picture.id),
    wrongKinds.filter((kind) => kind === "otherPicture").length,
    random,
  );
  const wrong = wrongKinds.map((kind): PicturePiece => {
    if (kind === "recoloured") return { ...right, recoloured: true, kind };
    if (kind === "upsideDown") return { ...right, upsideDown: true, kind };
    if (kind === "otherPiece") return { ...right, piece: otherPiece(missing), kind };
    const other = others.shift();
    if (!other) throw new Error("missing-pieces: not enough pictures");
    return { ...right, picture: other.id, kind: "otherPicture" };
  });
  const options = shuffled([right, ...wrong], random);
  return { kind: "picture", picture: picture.id, missing, options, answer: options.indexOf(right) };
}

// Carpets ----------------------------------------------------------------------------------

/** Carpet tile shapes in a 0-100 box, with the points that tell how a tile is turned. */
export const MOTIFS = {
  triangle: {
    d: "M8 8 H92 L8 92 Z",
    points: [
      [8, 8],
      [92, 8],
      [8, 92],
    ],
  },
  corner: {
    d: "M8 8 H92 A84 84 0 0 1 8 92 Z",
    points: [
      [8, 8],
      [92, 8],
      [8, 92],
      [67, 67],
    ],
  },
  arrow: {
    d: "M50 8 L90 52 H66 V92 H34 V52 H10 Z",
    points: [
      [50, 8],
      [90, 52],
      [10, 52],
      [66, 92],
      [34, 92],
    ],
  },
  diamond: {
    d: "M50 8 L92 50 L50 92 L8 50 Z",
    points: [
      [50, 8],
      [92, 50],
      [50, 92],
      [8, 50],
    ],
  },
  // The buta, the teardrop with a bent tip of Azerbaijani carpets, with its eye.
  buta: {
    d: "M30 92 C8 80 10 46 34 34 C52 25 66 26 74 8 C90 30 92 62 76 80 C66 91 48 96 30 92 Z M40 66 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 Z",
    points: [
      [30, 92],
      [34, 34],
      [74, 8],
      [76, 80],
      [50, 66],
    ],
  },
} as const satisfies Record<string, { d: string; points: ReadonlyArray<Point> }>;
type MotifId = keyof typeof MOTIFS;

/** Carpet colours: red, dark blue and gold, on a cream ground, each drawn with a dark outline. */
export const CARPET_COLOURS = { red: "#b91c1c", blue: "#1e3a8a", gold: "#eab308" } as const;
export type CarpetColour = keyof typeof CARPET_COLOURS;
export const CARPET_GROUND = "#fdf6e3";

/** The wrong colour for a tile of `colour`: the one most different in lightness. */
export const RECOLOUR: Readonly<Record<CarpetColour, CarpetColour>> = { red: "gold", blue: "gold", gold: "blue" };

export interface Tile {
  motif: MotifId;
  colour: CarpetColour;
  turn: Turn;
}

interface CarpetPiece extends Tile {
  kind: PieceKind;
}

export interface CarpetRound {
  kind: "carpet";
  size: 3 | 4;
  /** Row by row. */
  tiles: Tile[];
  missing: number;
  options: CarpetPiece[];
  answer: number;
}

/** Two tiles look alike exactly when this is the same. */
export const tileLook = (tile: Tile) => `${tile.motif}|${tile.colour}|${appearance(MOTIFS[tile.motif].points, tile.turn)}`;

const MOTIF_IDS = Object.keys(MOTIFS) as MotifId[];
/** Motifs that look different in at least four ways of turning (all but the diamond). */
export const TURNING_MOTIFS = MOTIF_IDS.filter((motif) => lookCount(MOTIFS[motif].points) >= 4);

const sameLook = (motif: MotifId, a: Turn, b: Turn) => appearance(MOTIFS[motif].points, a) === appearance(MOTIFS[motif].points, b);

/**
 * A carpet that is the same mirrored left-right and top-bottom: the top-left quarter is drawn
 * at random (tiles on a middle line are mirror-images of themselves), the rest mirrored from it.
 * The first tile always turns, so there is a tile worth asking about.
 */
export function carpetTiles(size: 3 | 4, random: Random): Tile[] {
  const half = Math.ceil(size / 2);
  const middle = size % 2 === 1 ? half - 1 : -1;
  const quarter: Tile[][] = [];
  for (let row = 0; row < half; row += 1) {
    const line: Tile[] = [];
    for (let column = 0; column < half; column += 1) {
      const choices = (row === 0 && column === 0 ? TURNING_MOTIFS : MOTIF_IDS).flatMap((motif) =>
        ALL_TURNS.filter(
          (turn) => (column !== middle || sameLook(motif, turn, mirrorLeftRight(turn))) && (row !== middle || sameLook(motif, turn, mirrorTopBottom(turn))),
        ).map((turn) => ({
          motif,
          turn,
        })),
      );
      const [choice] = pickDistinct(choices, 1, random) as [{ motif: MotifId; turn: Turn }];
      const [colour] = pickDistinct(Object.keys(CARPET_COLOURS) as CarpetColour[], 1, random) as [CarpetColour];
      line.push({ ...choice, colour });
    }
    quarter.push(line);
  }
  const tiles: Tile[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const from = quarter[row < half ? row : size - 1 - row]?.[column < half ? column : size - 1 - column] as Tile;
      let turn = from.turn;
      if (column >= half) turn = mirrorLeftRight(turn);
      if (row >= half) turn = mirrorTopBottom(turn);
      tiles.push({ ...from, turn });
    }
  }
  return tiles;
}

function carpetRound(size: 3 | 4, wrongKinds: ReadonlyArray<PieceKind>, random: Random): CarpetRound {
  const tiles = carpetTiles(size, random);
  const centre = size % 2 === 1 ? (size * size - 1) / 2 : -1;
  const candidates = tiles.flatMap((tile, index) => (index !== centre && TURNING_MOTIFS.includes(tile.motif) ? [index] : []));
  const [missing] = pickDistinct(candidates, 1, random) as [number];
  const tile = tiles[missing] as Tile;
  const right: CarpetPiece = { ...tile, kind: "right" };
  const taken = new Set([tileLook(tile)]);
  const otherTurns = shuffled(
    ALL_TURNS.filter((turn) => !sameLook(tile.motif, turn, tile.turn)),
    random,
  );
  const wrong = wrongKinds.map((kind): CarpetPiece => {
    let piece: CarpetPiece;
    if (kind === "recoloured") piece = { ...tile, colour: RECOLOUR[tile.colour], kind };
    else if (kind === "otherMotif") {
      const [motif] = pickDistinct(
        MOTIF_IDS.filter((id) => id !== tile.motif),
        1,
        random,
      ) as [MotifId];
      piece = { ...tile, motif, kind };
    } else {
      // Another way of turning it that no choice shows yet.
      const turn = otherTurns.find((option) => !taken.has(tileLook({ ...tile, turn: option })));
      if (!turn) throw new Error("missing-pieces: a carpet tile with too few ways to turn");
      piece = { ...tile, turn, kind: "turned" };
    }
    taken.add(tileLook(piece));
    return piece;
  });
  const options = shuffled([right, ...wrong], random);
  return { kind: "carpet", size, tiles, missing, options, answer: options.indexOf(right) };
}

// Rounds -----------------------------------------------------------------------------------

export type MissingRound = PictureRound | CarpetRound;

export function missingRounds(level: number, random: Random, count = MISSING_ROUNDS): MissingRound[] {
  const settings = missingLevel(level);
  const rounds: MissingRound[] = [];
  for (let index = 0; index < count; index += 1) {
    const previous = rounds[index - 1];
    rounds.push(
      settings.kind === "picture"
        ? pictureRound(settings.wrong, random, previous?.kind === "picture" ? previous.picture : undefined)
        : carpetRound(settings.size, settings.wrong, random),
    );
  }
  return rounds;
}

export const missingPiecesMaxScore = (_level: number) => MISSING_ROUNDS * POINTS_PER_ROUND;
