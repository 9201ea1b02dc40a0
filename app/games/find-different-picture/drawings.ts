/**
 * The drawings of find-different-picture as data: everyday things in a 0-100 box, all facing
 * right (a flipped one faces left), made of parts, some of which a row can leave out. "big"
 * parts (a tail, a leaf, a wheel) are for the middle levels, "small" ones (an eye, a stripe, a
 * knob) for the last. The board draws each shape as the SVG element `el` with attributes `a`.
 */
interface DrawingShape {
  el: "circle" | "ellipse" | "rect" | "polygon" | "path" | "line";
  a: Readonly<Record<string, string | number>>;
}

interface DrawingPart {
  id: string;
  /** Whether a row may leave this part out, and at which levels. */
  removable?: "big" | "small";
  shapes: ReadonlyArray<DrawingShape>;
}

export interface Drawing {
  id: DrawingId;
  parts: ReadonlyArray<DrawingPart>;
}

export type DrawingId = "cat" | "fish" | "chick" | "car" | "snail" | "teapot" | "apple" | "house";

const DARK = "#1f2937";
const circle = (cx: number, cy: number, r: number, fill: string): DrawingShape => ({ el: "circle", a: { cx, cy, r, fill } });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): DrawingShape => ({ el: "ellipse", a: { cx, cy, rx, ry, fill } });
const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0): DrawingShape => ({
  el: "rect",
  a: { x, y, width, height, rx, fill },
});
const polygon = (points: string, fill: string): DrawingShape => ({ el: "polygon", a: { points, fill } });
const stroke = (d: string, colour: string, width: number): DrawingShape => ({
  el: "path",
  a: { d, fill: "none", stroke: colour, strokeWidth: width, strokeLinecap: "round" },
});
const line = (x1: number, y1: number, x2: number, y2: number, colour: string, width: number): DrawingShape => ({
  el: "line",
  a: { x1, y1, x2, y2, stroke: colour, strokeWidth: width, strokeLinecap: "round" },
});

export const DRAWINGS: ReadonlyArray<Drawing> = [
  {
    id: "cat",
    parts: [
      { id: "tail", removable: "big", shapes: [stroke("M26 80 C8 76 6 56 16 44", "#f59e0b", 7)] },
      { id: "body", shapes: [ellipse(44, 72, 24, 17, "#f59e0b"), rect(30, 80, 8, 14, "#f59e0b", 3), rect(50, 80, 8, 14, "#f59e0b", 3)] },
      { id: "ears", removable: "big", shapes: [polygon("54,36 56,16 69,31", "#f59e0b"), polygon("70,30 81,15 82,37", "#f59e0b")] },
      { id: "head", shapes: [circle(66, 46, 17, "#f59e0b"), circle(82, 50, 2.6, "#f472b6")] },
      { id: "eye", removable: "small", shapes: [circle(72, 43, 3.4, DARK)] },
      { id: "stripe", removable: "small", shapes: [rect(40, 57, 5, 13, "#b45309", 2)] },
      { id: "whiskers", shapes: [line(80, 54, 95, 51, DARK, 1.5), line(80, 56, 95, 60, DARK, 1.5)] },
    ],
  },
  {
    id: "fish",
    parts: [
      { id: "tail", removable: "big", shapes: [polygon("24,50 5,33 10,50 5,67", "#0284c7")] },
      { id: "topFin", removable: "big", shapes: [polygon("36,35 50,16 62,35", "#0284c7")] },
      { id: "bottomFin", removable: "small", shapes: [polygon("44,66 51,80 58,66", "#0284c7")] },
      { id: "body", shapes: [ellipse(50, 50, 30, 18, "#38bdf8"), line(80, 54, 74, 55, DARK, 2)] },
      { id: "stripe", removable: "small", shapes: [rect(38, 35, 6, 30, "#0284c7", 2)] },
      { id: "eye", removable: "small", shapes: [circle(67, 46, 5.5, "#ffffff"), circle(68.5, 46, 2.8, DARK)] },
    ],
  },
  {
    id: "chick",
    parts: [
      { id: "tail", removable: "big", shapes: [polygon("27,56 9,44 13,64", "#ca8a04")] },
      { id: "legs", shapes: [line(42, 79, 40, 93, "#f97316", 3), line(52, 79, 54, 93, "#f97316", 3)] },
      { id: "body", shapes: [ellipse(44, 62, 22, 19, "#facc15"), circle(64, 40, 14, "#facc15")] },
      { id: "crest", removable: "small", shapes: [polygon("57,29 58,17 65,27", "#ca8a04")] },
      { id: "beak", removable: "big", shapes: [polygon("76,36 91,41 76,46", "#f97316")] },
      { id: "wing", removable: "big", shapes: [ellipse(40, 62, 13, 8, "#ca8a04")] },
      { id: "eye", removable: "small", shapes: [circle(68, 37, 2.8, DARK)] },
    ],
  },
  {
    id: "car",
    parts: [
      { id: "body", shapes: [polygon("26,48 36,30 66,30 78,48", "#ef4444"), rect(8, 46, 84, 24, "#ef4444", 7)] },
      { id: "backWindow", removable: "big", shapes: [polygon("34,46 40,34 50,34 50,46", "#bfdbfe")] },
      { id: "frontWindow", removable: "small", shapes: [polygon("54,46 54,34 64,34 72,46", "#bfdbfe")] },
      { id: "backWheel", removable: "big", shapes: [circle(28, 72, 10, DARK), circle(28, 72, 4, "#d1d5db")] },
      { id: "frontWheel", shapes: [circle(72, 72, 10, DARK), circle(72, 72, 4, "#d1d5db")] },
      { id: "light", removable: "small", shapes: [rect(85, 51, 7, 7, "#fde047", 1.5)] },
      { id: "handle", removable: "small", shapes: [rect(55, 53, 9, 3, DARK, 1.5)] },
    ],
  },
  {
    id: "snail",
    parts: [
      { id: "body", shapes: [rect(8, 72, 80, 12, "#bef264", 6), circle(80, 66, 10, "#bef264")] },
      {
        id: "antennae",
        removable: "big",
        shapes: [line(78, 58, 75, 38, DARK, 2.5), line(84, 58, 90, 40, DARK, 2.5), circle(75, 37, 3.2, DARK), circle(90, 39, 3.2, DARK)],
      },
      { id: "shell", shapes: [circle(44, 52, 24, "#f59e0b")] },
      { id: "spiral", removable: "small", shapes: [stroke("M44 52 m-6 0 a6 6 0 1 1 12 0 a10 10 0 1 1 -18 4", "#92400e", 3.5)] },
      { id: "eye", removable: "small", shapes: [circle(84, 64, 3, DARK)] },
    ],
  },
  {
    id: "teapot",
    parts: [
      { id: "handle", removable: "big", shapes: [stroke("M25 50 C8 50 8 76 27 74", "#2563eb", 6)] },
      { id: "spout", removable: "big", shapes: [polygon("72,58 91,36 96,40 79,72", "#2563eb")] },
      { id: "body", shapes: [ellipse(50, 62, 28, 22, "#2563eb"), rect(34, 81, 32, 6, "#1e3a8a", 2), ellipse(50, 40, 18, 6, "#1e3a8a")] },
      { id: "knob", removable: "small", shapes: [circle(50, 32, 5, "#facc15")] },
      { id: "pattern", removable: "small", shapes: [circle(39, 60, 3.5, "#ffffff"), circle(50, 67, 3.5, "#ffffff"), circle(61, 60, 3.5, "#ffffff")] },
    ],
  },
  {
    id: "apple",
    parts: [
      { id: "stem", shapes: [rect(47, 16, 5, 22, "#78350f", 2)] },
      { id: "leaf", removable: "big", shapes: [polygon("52,26 66,13 83,15 70,28 55,31", "#16a34a")] },
      { id: "body", shapes: [circle(37, 58, 26, "#dc2626"), circle(63, 58, 26, "#dc2626"), ellipse(50, 72, 32, 18, "#dc2626")] },
      { id: "shine", removable: "small", shapes: [ellipse(31, 50, 5, 10, "#fca5a5")] },
    ],
  },
  {
    id: "house",
    parts: [
      { id: "chimney", removable: "big", shapes: [rect(64, 14, 10, 22, "#7c2d12")] },
      { id: "roof", shapes: [polygon("8,48 50,14 92,48", "#b91c1c")] },
      { id: "walls", shapes: [rect(16, 46, 68, 44, "#fde68a"), rect(58, 62, 16, 28, "#92400e", 2)] },
      { id: "knob", removable: "small", shapes: [circle(70, 77, 3.2, "#facc15")] },
      { id: "window", removable: "big", shapes: [rect(25, 56, 22, 18, "#93c5fd"), line(36, 56, 36, 74, DARK, 2), line(25, 65, 47, 65, DARK, 2)] },
    ],
  },
];

export const drawingById = (id: DrawingId) => DRAWINGS.find((drawing) => drawing.id === id) as Drawing;

/** The parts a row may leave out of a drawing, at a level that leaves out `size` parts. */
export const removableParts = (drawing: Drawing, size: "big" | "small") => drawing.parts.filter((part) => part.removable === size).map((part) => part.id);
