/**
 * The pictures of missing-pieces as data: simple shapes in a 200 × 200 box, cut into four
 * 100 × 100 pieces. Colours are named per picture; `recolour` gives the colours of the
 * "same piece, wrong colour" choice (light against dark, so the difference does not rest on
 * telling hues apart). The board draws them as inline SVG.
 */
export type Point = readonly [number, number];

export type PictureShape =
  | { kind: "rect"; x: number; y: number; width: number; height: number; rx?: number; fill: string }
  | { kind: "circle"; cx: number; cy: number; r: number; fill: string }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; fill: string }
  | { kind: "polygon"; points: ReadonlyArray<Point>; fill: string }
  | { kind: "line"; from: Point; to: Point; stroke: string; width: number };

export interface Picture {
  /** Names the picture for the parent's strings: games.missingPieces.pictures.<id>. */
  id: PictureId;
  colours: Readonly<Record<string, string>>;
  /** Colours replaced in the wrong-colour piece (every piece shows at least one of them). */
  recolour: Readonly<Record<string, string>>;
  shapes: ReadonlyArray<PictureShape>;
}

export type PictureId = "ladybug" | "apple" | "fish" | "cat" | "pomegranate" | "car";

/** The picture's side and its pieces' side; pieces are numbered 0 1 / 2 3, left to right. */
export const PICTURE_SIZE = 200;
export const PIECE_SIZE = 100;
export const PIECES = 4;

const background = (fill = "bg"): PictureShape => ({ kind: "rect", x: 0, y: 0, width: PICTURE_SIZE, height: PICTURE_SIZE, fill });

export const PICTURES: ReadonlyArray<Picture> = [
  {
    id: "ladybug",
    colours: { bg: "#d9f99d", main: "#dc2626", dark: "#1f2937", eye: "#ffffff" },
    recolour: { main: "#facc15" },
    shapes: [
      background(),
      { kind: "line", from: [88, 22], to: [70, 4], stroke: "dark", width: 4 },
      { kind: "line", from: [112, 22], to: [130, 4], stroke: "dark", width: 4 },
      { kind: "ellipse", cx: 100, cy: 114, rx: 76, ry: 72, fill: "main" },
      { kind: "circle", cx: 100, cy: 46, r: 30, fill: "dark" },
      { kind: "rect", x: 97, y: 72, width: 6, height: 114, fill: "dark" },
      { kind: "circle", cx: 62, cy: 90, r: 14, fill: "dark" },
      { kind: "circle", cx: 56, cy: 140, r: 10, fill: "dark" },
      { kind: "circle", cx: 82, cy: 168, r: 8, fill: "dark" },
      { kind: "circle", cx: 138, cy: 84, r: 9, fill: "dark" },
      { kind: "circle", cx: 152, cy: 124, r: 9, fill: "dark" },
      { kind: "circle", cx: 130, cy: 160, r: 14, fill: "dark" },
      { kind: "circle", cx: 88, cy: 40, r: 6, fill: "eye" },
      { kind: "circle", cx: 112, cy: 40, r: 6, fill: "eye" },
    ],
  },
  {
    id: "apple",
    colours: { bg: "#e0f2fe", main: "#dc2626", shine: "#fca5a5", stem: "#78350f", leaf: "#15803d" },
    recolour: { main: "#a3e635", shine: "#ecfccb" },
    shapes: [
      background(),
      { kind: "circle", cx: 74, cy: 110, r: 58, fill: "main" },
      { kind: "circle", cx: 126, cy: 110, r: 58, fill: "main" },
      { kind: "ellipse", cx: 100, cy: 142, rx: 62, ry: 44, fill: "main" },
      { kind: "ellipse", cx: 100, cy: 56, rx: 16, ry: 8, fill: "bg" },
      { kind: "rect", x: 95, y: 22, width: 10, height: 40, rx: 4, fill: "stem" },
      {
        kind: "polygon",
        points: [
          [106, 42],
          [128, 20],
          [162, 20],
          [144, 44],
          [114, 50],
        ],
        fill: "leaf",
      },
      { kind: "ellipse", cx: 58, cy: 96, rx: 12, ry: 22, fill: "shine" },
    ],
  },
  {
    id: "fish",
    colours: { bg: "#bae6fd", main: "#f97316", fin: "#c2410c", eye: "#ffffff", dark: "#1f2937", bubble: "#f0f9ff", weed: "#15803d" },
    recolour: { main: "#7c3aed", fin: "#3b0764" },
    shapes: [
      background(),
      {
        kind: "polygon",
        points: [
          [18, 200],
          [30, 150],
          [20, 118],
          [38, 148],
          [44, 200],
        ],
        fill: "weed",
      },
      {
        kind: "polygon",
        points: [
          [60, 104],
          [14, 62],
          [26, 104],
          [14, 146],
        ],
        fill: "main",
      },
      {
        kind: "polygon",
        points: [
          [88, 66],
          [118, 28],
          [142, 68],
        ],
        fill: "fin",
      },
      {
        kind: "polygon",
        points: [
          [102, 142],
          [118, 172],
          [134, 142],
        ],
        fill: "fin",
      },
      { kind: "ellipse", cx: 112, cy: 104, rx: 64, ry: 44, fill: "main" },
      { kind: "rect", x: 86, y: 66, width: 10, height: 76, fill: "fin" },
      { kind: "circle", cx: 148, cy: 92, r: 11, fill: "eye" },
      { kind: "circle", cx: 151, cy: 92, r: 5, fill: "dark" },
      { kind: "line", from: [174, 112], to: [160, 116], stroke: "dark", width: 3 },
      { kind: "circle", cx: 182, cy: 40, r: 8, fill: "bubble" },
      { kind: "circle", cx: 168, cy: 18, r: 5, fill: "bubble" },
    ],
  },
  {
    id: "cat",
    colours: { bg: "#fef3c7", main: "#f59e0b", stripe: "#b45309", ear: "#fda4af", dark: "#1f2937", eye: "#ffffff", nose: "#be123c" },
    recolour: { main: "#6b7280", stripe: "#1f2937" },
    shapes: [
      background(),
      {
        kind: "polygon",
        points: [
          [38, 16],
          [28, 104],
          [92, 62],
        ],
        fill: "main",
      },
      {
        kind: "polygon",
        points: [
          [162, 16],
          [172, 104],
          [108, 62],
        ],
        fill: "main",
      },
      {
        kind: "polygon",
        points: [
          [44, 34],
          [40, 86],
          [78, 62],
        ],
        fill: "ear",
      },
      {
        kind: "polygon",
        points: [
          [156, 34],
          [160, 86],
          [122, 62],
        ],
        fill: "ear",
      },
      { kind: "circle", cx: 100, cy: 114, r: 74, fill: "main" },
      { kind: "rect", x: 94, y: 42, width: 12, height: 30, rx: 5, fill: "stripe" },
      { kind: "rect", x: 72, y: 50, width: 10, height: 20, rx: 5, fill: "stripe" },
      { kind: "rect", x: 118, y: 50, width: 10, height: 20, rx: 5, fill: "stripe" },
      { kind: "ellipse", cx: 70, cy: 102, rx: 12, ry: 16, fill: "dark" },
      { kind: "ellipse", cx: 130, cy: 102, rx: 12, ry: 16, fill: "dark" },
      { kind: "circle", cx: 74, cy: 96, r: 4, fill: "eye" },
      { kind: "circle", cx: 134, cy: 96, r: 4, fill: "eye" },
      {
        kind: "polygon",
        points: [
          [90, 128],
          [110, 128],
          [100, 140],
        ],
        fill: "nose",
      },
      { kind: "line", from: [100, 140], to: [88, 156], stroke: "dark", width: 3 },
      { kind: "line", from: [100, 140], to: [112, 156], stroke: "dark", width: 3 },
      { kind: "line", from: [64, 136], to: [18, 126], stroke: "dark", width: 3 },
      { kind: "line", from: [64, 148], to: [20, 156], stroke: "dark", width: 3 },
      { kind: "line", from: [136, 136], to: [182, 126], stroke: "dark", width: 3 },
      { kind: "line", from: [136, 148], to: [180, 156], stroke: "dark", width: 3 },
    ],
  },
  {
    id: "pomegranate",
    colours: { bg: "#fef9c3", main: "#b91c1c", crown: "#7f1d1d", shine: "#f87171", leaf: "#15803d", inside: "#fee2e2", seed: "#e11d48" },
    recolour: { main: "#fbbf24", crown: "#92400e", shine: "#fef3c7" },
    shapes: [
      background(),
      {
        kind: "polygon",
        points: [
          [118, 32],
          [156, 8],
          [178, 24],
          [142, 42],
        ],
        fill: "leaf",
      },
      { kind: "circle", cx: 100, cy: 114, r: 76, fill: "main" },
      {
        kind: "polygon",
        points: [
          [82, 46],
          [78, 16],
          [92, 30],
          [100, 12],
          [108, 30],
          [122, 16],
          [118, 46],
        ],
        fill: "crown",
      },
      { kind: "ellipse", cx: 62, cy: 86, rx: 14, ry: 24, fill: "shine" },
      { kind: "ellipse", cx: 132, cy: 142, rx: 36, ry: 30, fill: "inside" },
      { kind: "circle", cx: 118, cy: 134, r: 6, fill: "seed" },
      { kind: "circle", cx: 134, cy: 128, r: 6, fill: "seed" },
      { kind: "circle", cx: 150, cy: 136, r: 6, fill: "seed" },
      { kind: "circle", cx: 124, cy: 150, r: 6, fill: "seed" },
      { kind: "circle", cx: 140, cy: 152, r: 6, fill: "seed" },
      { kind: "circle", cx: 156, cy: 150, r: 5, fill: "seed" },
    ],
  },
  {
    id: "car",
    colours: { bg: "#e0f2fe", road: "#9ca3af", main: "#2563eb", glass: "#dbeafe", dark: "#1f2937", hub: "#d1d5db", light: "#fde047" },
    recolour: { main: "#facc15", glass: "#1e3a8a" },
    shapes: [
      background(),
      { kind: "circle", cx: 26, cy: 26, r: 14, fill: "light" },
      { kind: "rect", x: 0, y: 168, width: 200, height: 32, fill: "road" },
      {
        kind: "polygon",
        points: [
          [48, 98],
          [72, 48],
          [140, 48],
          [166, 98],
        ],
        fill: "main",
      },
      { kind: "rect", x: 12, y: 92, width: 176, height: 60, rx: 14, fill: "main" },
      {
        kind: "polygon",
        points: [
          [62, 94],
          [80, 58],
          [104, 58],
          [104, 94],
        ],
        fill: "glass",
      },
      {
        kind: "polygon",
        points: [
          [112, 94],
          [112, 58],
          [134, 58],
          [152, 94],
        ],
        fill: "glass",
      },
      { kind: "circle", cx: 54, cy: 154, r: 22, fill: "dark" },
      { kind: "circle", cx: 148, cy: 154, r: 22, fill: "dark" },
      { kind: "circle", cx: 54, cy: 154, r: 8, fill: "hub" },
      { kind: "circle", cx: 148, cy: 154, r: 8, fill: "hub" },
      { kind: "rect", x: 172, y: 104, width: 14, height: 14, rx: 3, fill: "light" },
      { kind: "rect", x: 114, y: 110, width: 16, height: 5, rx: 2, fill: "dark" },
    ],
  },
];

export const pictureById = (id: PictureId) => PICTURES.find((picture) => picture.id === id) as Picture;

/** The top-left corner of piece `piece` (0 1 / 2 3). */
export const pieceOrigin = (piece: number): Point => [(piece % 2) * PIECE_SIZE, Math.floor(piece / 2) * PIECE_SIZE];

/** The box a shape covers (for lines, with their width). */
export function shapeBox(shape: PictureShape): { x: number; y: number; width: number; height: number } {
  switch (shape.kind) {
    case "rect":
      return { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
    case "circle":
      return { x: shape.cx - shape.r, y: shape.cy - shape.r, width: 2 * shape.r, height: 2 * shape.r };
    case "ellipse":
      return { x: shape.cx - shape.rx, y: shape.cy - shape.ry, width: 2 * shape.rx, height: 2 * shape.ry };
    case "polygon": {
      const xs = shape.points.map(([x]) => x);
      const ys = shape.points.map(([, y]) => y);
      return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    }
    case "line": {
      const half = shape.width / 2;
      const x = Math.min(shape.from[0], shape.to[0]) - half;
      const y = Math.min(shape.from[1], shape.to[1]) - half;
      return { x, y, width: Math.abs(shape.from[0] - shape.to[0]) + shape.width, height: Math.abs(shape.from[1] - shape.to[1]) + shape.width };
    }
  }
}

/** The colour key a shape is painted with. */
export const shapePaint = (shape: PictureShape) => (shape.kind === "line" ? shape.stroke : shape.fill);
