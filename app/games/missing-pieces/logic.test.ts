import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { appearance, lookCount, mirrorLeftRight, mirrorTopBottom } from "../turns";
import {
  CARPET_COLOURS,
  type CarpetRound,
  MISSING_LEVELS,
  MISSING_ROUNDS,
  MOTIFS,
  type PictureRound,
  RECOLOUR,
  TURNING_MOTIFS,
  carpetTiles,
  missingLevel,
  missingPiecesMaxScore,
  missingRounds,
  otherPiece,
  pieceLook,
  tileLook,
} from "./logic";
import { PICTURES, PIECE_SIZE, PIECES, pieceOrigin, shapeBox, shapePaint } from "./pictures";

const SEEDS = Array.from({ length: 30 }, (_, index) => index * 7907 + 11);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

const sorted = (items: ReadonlyArray<string>) => items.toSorted();

describe("missing-pieces levels", () => {
  it("grows from pieces of other pictures to wrong colours, upside-down pieces and turned carpet tiles", () => {
    expect(MISSING_LEVELS.map((level) => level.kind)).toEqual(["picture", "picture", "picture", "carpet", "carpet"]);
    expect(MISSING_LEVELS.map((level) => level.wrong.length + 1)).toEqual([3, 3, 4, 4, 4]);
    expect(MISSING_LEVELS.map((level) => (level.kind === "carpet" ? level.size : 2))).toEqual([2, 2, 2, 3, 4]);
    expect(missingLevel(0)).toBe(MISSING_LEVELS[0]);
  });
});

describe("the pictures", () => {
  it("have different names, and every colour they paint with", () => {
    expect(new Set(PICTURES.map((picture) => picture.id)).size).toBe(PICTURES.length);
    expect(PICTURES.length).toBeGreaterThanOrEqual(4);
    for (const picture of PICTURES) {
      for (const shape of picture.shapes) expect(picture.colours[shapePaint(shape)]).toMatch(/^#[0-9a-f]{6}$/);
      for (const key of Object.keys(picture.recolour)) expect(picture.colours[key]).toBeDefined();
    }
  });

  it("change the main colour in the wrong-colour piece from light to dark or back, not only in hue", () => {
    for (const picture of PICTURES) {
      const main = picture.colours.main as string;
      expect(contrast(main, picture.recolour.main as string)).toBeGreaterThanOrEqual(2);
    }
  });

  it("show a recoloured part in every piece, over at least a sixth of it", () => {
    for (const picture of PICTURES) {
      for (let piece = 0; piece < PIECES; piece += 1) {
        const [left, top] = pieceOrigin(piece);
        const covered = picture.shapes
          .filter((shape) => shapePaint(shape) in picture.recolour)
          .map((shape) => {
            const box = shapeBox(shape);
            const width = Math.min(box.x + box.width, left + PIECE_SIZE) - Math.max(box.x, left);
            const height = Math.min(box.y + box.height, top + PIECE_SIZE) - Math.max(box.y, top);
            return Math.max(0, width) * Math.max(0, height);
          });
        expect(Math.max(...covered)).toBeGreaterThanOrEqual((PIECE_SIZE * PIECE_SIZE) / 6);
      }
    }
  });

  it("numbers the pieces 0 1 / 2 3 and pairs each with the one above or below", () => {
    expect([0, 1, 2, 3].map(pieceOrigin)).toEqual([
      [0, 0],
      [100, 0],
      [0, 100],
      [100, 100],
    ]);
    expect([0, 1, 2, 3].map(otherPiece)).toEqual([2, 3, 0, 1]);
  });
});

describe("picture rounds", () => {
  it.each(SEEDS)("offer the cut-out piece once and wrong pieces of the level's kinds (seed %i)", (seed) => {
    for (let level = 1; level <= 3; level += 1) {
      const settings = missingLevel(level);
      const rounds = missingRounds(level, seededRandom(seed)) as PictureRound[];
      expect(rounds).toHaveLength(MISSING_ROUNDS);
      for (const round of rounds) {
        expect(round.kind).toBe("picture");
        const right = round.options[round.answer];
        expect(right).toEqual({ picture: round.picture, piece: round.missing, recoloured: false, upsideDown: false, kind: "right" });
        expect(new Set(round.options.map(pieceLook)).size).toBe(round.options.length);
        const wrong = round.options.filter((_, index) => index !== round.answer);
        expect(sorted(wrong.map((piece) => piece.kind))).toEqual(sorted(settings.wrong));
        for (const piece of wrong) {
          const expected = {
            otherPicture: piece.picture !== round.picture && piece.piece === round.missing && !piece.recoloured && !piece.upsideDown,
            recoloured: piece.picture === round.picture && piece.piece === round.missing && piece.recoloured && !piece.upsideDown,
            upsideDown: piece.picture === round.picture && piece.piece === round.missing && !piece.recoloured && piece.upsideDown,
            otherPiece: piece.picture === round.picture && piece.piece === otherPiece(round.missing) && !piece.recoloured && !piece.upsideDown,
          }[piece.kind as "otherPicture" | "recoloured" | "upsideDown" | "otherPiece"];
          expect(expected).toBe(true);
        }
      }
      const pictures = rounds.map((round) => round.picture);
      expect(pictures.slice(1).filter((picture, index) => picture === pictures[index])).toEqual([]);
    }
  });

  it("cut out every piece and put the answer in every place over several plays", () => {
    const rounds = SEEDS.flatMap((seed) => missingRounds(3, seededRandom(seed)));
    expect(new Set(rounds.map((round) => round.missing)).size).toBe(PIECES);
    expect(new Set(rounds.map((round) => round.answer)).size).toBe(4);
  });
});

describe("carpet tiles", () => {
  it("turn the plain motifs four ways, the buta eight ways and the diamond not at all", () => {
    expect(Object.fromEntries(Object.entries(MOTIFS).map(([id, motif]) => [id, lookCount(motif.points)]))).toEqual({
      triangle: 4,
      corner: 4,
      arrow: 4,
      diamond: 1,
      buta: 8,
    });
    expect(TURNING_MOTIFS).not.toContain("diamond");
  });

  it("give a wrong colour that differs clearly in lightness", () => {
    for (const [colour, other] of Object.entries(RECOLOUR) as Array<[keyof typeof CARPET_COLOURS, keyof typeof CARPET_COLOURS]>) {
      expect(other).not.toBe(colour);
      expect(contrast(CARPET_COLOURS[colour], CARPET_COLOURS[other])).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(SEEDS)("make carpets that are the same mirrored left-right and top-bottom (seed %i)", (seed) => {
    for (const size of [3, 4] as const) {
      const tiles = carpetTiles(size, seededRandom(seed));
      expect(tiles).toHaveLength(size * size);
      const at = (row: number, column: number) => tiles[row * size + column] as (typeof tiles)[number];
      for (let row = 0; row < size; row += 1) {
        for (let column = 0; column < size; column += 1) {
          const tile = at(row, column);
          const across = at(row, size - 1 - column);
          const below = at(size - 1 - row, column);
          expect(tileLook({ ...across, turn: mirrorLeftRight(across.turn) })).toBe(tileLook(tile));
          expect(tileLook({ ...below, turn: mirrorTopBottom(below.turn) })).toBe(tileLook(tile));
        }
      }
      expect(TURNING_MOTIFS).toContain(at(0, 0).motif);
    }
  });
});

describe("carpet rounds", () => {
  it.each(SEEDS)("offer the missing tile once and wrong tiles of the level's kinds, all different (seed %i)", (seed) => {
    for (const level of [4, 5]) {
      const settings = missingLevel(level);
      for (const round of missingRounds(level, seededRandom(seed)) as CarpetRound[]) {
        expect(round.kind).toBe("carpet");
        const missing = round.tiles[round.missing] as (typeof round.tiles)[number];
        expect(round.missing).not.toBe(round.size === 3 ? 4 : -1);
        expect(TURNING_MOTIFS).toContain(missing.motif);
        const looks = round.options.map(tileLook);
        expect(new Set(looks).size).toBe(round.options.length);
        expect(looks.filter((look) => look === tileLook(missing))).toEqual([tileLook(missing)]);
        expect(looks.indexOf(tileLook(missing))).toBe(round.answer);
        const wrong = round.options.filter((_, index) => index !== round.answer);
        expect(sorted(wrong.map((piece) => piece.kind))).toEqual(sorted(settings.wrong));
        for (const piece of wrong) {
          const { motif, colour } = piece;
          const turnedOnly = motif === missing.motif && colour === missing.colour;
          const expected = {
            turned: turnedOnly && appearance(MOTIFS[motif].points, piece.turn) !== appearance(MOTIFS[motif].points, missing.turn),
            recoloured: motif === missing.motif && colour === RECOLOUR[missing.colour] && piece.turn === missing.turn,
            otherMotif: motif !== missing.motif && colour === missing.colour && piece.turn === missing.turn,
          }[piece.kind as "turned" | "recoloured" | "otherMotif"];
          expect(expected).toBe(true);
        }
      }
    }
  });
});

describe("missing-pieces scoring", () => {
  it("gives 10 points a round, 50 a level", () => {
    expect(missingPiecesMaxScore(1)).toBe(50);
    expect(missingPiecesMaxScore(5)).toBe(50);
  });
});
