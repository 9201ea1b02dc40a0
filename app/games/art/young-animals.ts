import { type PictureData, ownPicture } from "./Picture";

/**
 * Young animals, drawn here in the style of Fluent Emoji Flat (docs/art-style.md §1, §3): the set
 * has grown animals only. Each stands side on, facing left, with the marks of the young: a big
 * head, a small body and short legs; its kind shows in its coat, ears, muzzle and tail, in the
 * colours of its mother's picture. Filled shapes, two tones (shade away from the top-left light),
 * dark oval eyes with a white catch-light. Shared by the games that show a baby animal.
 */

const EYE = "#263238";

interface Young {
  coat: string;
  shade: string;
  /** The muzzle's colour (a lighter patch at the front of the head). */
  muzzle?: string;
  nose?: string;
  /** Leg length (the young have short legs; a foal's are longer). */
  legs?: number;
  hoof?: string;
  /** Drawn behind the body (a tail, a hump). */
  behind?: string;
  /** Drawn on the body (spots, stripes, wool). */
  coatMarks?: string;
  /** Drawn behind the head (ears, a mane). */
  ears?: string;
  /** Drawn over the head (a floppy ear, a trunk, a patch). */
  front?: string;
  /** The head's radius (bigger is younger). */
  head?: number;
}

const eye = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="1.35" ry="1.75" fill="${EYE}"/><circle cx="${x - 0.45}" cy="${y - 0.7}" r="0.5" fill="#fff"/>`;

function legs(coat: string, shade: string, length: number, hoof?: string): { far: string; near: string } {
  const leg = (x: number, y: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="3.4" height="${length}" rx="1.7" fill="${fill}"/>` +
    (hoof ? `<rect x="${x}" y="${y + length - 1.8}" width="3.4" height="1.8" rx="0.8" fill="${hoof}"/>` : "");
  return { far: leg(15.5, 20.5, shade) + leg(24.6, 20.5, shade), near: leg(12.6, 21.5, coat) + leg(21.6, 21.5, coat) };
}

/** A young four-legged animal, side on, facing left. */
function young(name: string, spec: Young): PictureData {
  const length = spec.legs ?? 6.5;
  const { far, near } = legs(spec.coat, spec.shade, length, spec.hoof);
  const head = spec.head ?? 7.2;
  const body =
    `<ellipse cx="20" cy="18.8" rx="8.6" ry="5.6" fill="${spec.coat}"/>` +
    `<path d="M12 20.2c2.2 3.6 13.4 4.2 16.5-.8c-.3 3.4-3.9 5.9-8.5 5.9s-7.4-2-8-5.1z" fill="${spec.shade}"/>`;
  const muzzle = spec.muzzle ? `<ellipse cx="5.4" cy="14.8" rx="3.8" ry="3" fill="${spec.muzzle}"/>` : "";
  const nose = spec.nose ? `<ellipse cx="2.9" cy="13.8" rx="1.1" ry="0.85" fill="${spec.nose}"/>` : "";
  return ownPicture(
    name,
    (spec.behind ?? "") +
      far +
      body +
      (spec.coatMarks ?? "") +
      near +
      (spec.ears ?? "") +
      `<circle cx="10" cy="12" r="${head}" fill="${spec.coat}"/>` +
      muzzle +
      nose +
      eye(9.2, 10.6) +
      (spec.front ?? ""),
  );
}

/** Ears of a cat, a fox or a wolf: two points on top of the head. */
const pointedEars = (coat: string, inner: string) =>
  `<path d="M5.2 7.6C5 4 5.6 1.6 6.6 1.2c1.2.2 3.4 2.4 4.6 4.6z" fill="${coat}"/><path d="M6.3 6.4c0-2 .3-3.4.7-3.7c.8.3 2 1.6 2.7 2.8z" fill="${inner}"/>` +
  `<path d="M11.4 5.6c1-2.6 2.8-4.4 4-4.4c.9.6 1.2 3.4.8 6.8z" fill="${coat}"/><path d="M12.8 5.6c.7-1.6 1.8-2.7 2.5-2.8c.4.5.5 2.1.3 3.6z" fill="${inner}"/>`;

/** Round ears of a bear, a lion or a tiger cub. */
const roundEars = (coat: string, inner: string) =>
  `<circle cx="5.6" cy="5.6" r="2.8" fill="${coat}"/><circle cx="5.8" cy="5.9" r="1.5" fill="${inner}"/><circle cx="14.2" cy="5.4" r="2.8" fill="${coat}"/><circle cx="14.1" cy="5.7" r="1.5" fill="${inner}"/>`;

/** Ears that stand out sideways (a calf, a lamb, a kid, a fawn); `droop` turns them down. */
const sideEars = (coat: string, inner: string, droop: number, size = 1) =>
  `<g transform="rotate(${droop} 13 8)"><ellipse cx="16.6" cy="7.6" rx="${3.8 * size}" ry="${1.7 * size}" fill="${coat}"/><ellipse cx="16.9" cy="7.6" rx="${2.4 * size}" ry="${0.9 * size}" fill="${inner}"/></g>` +
  `<g transform="rotate(${-droop} 7 8)"><ellipse cx="4.6" cy="5.6" rx="${1.6 * size}" ry="${3 * size}" transform="rotate(-35 4.6 5.6)" fill="${coat}"/></g>`;

const dots = (fill: string, points: ReadonlyArray<readonly [number, number, number]>) =>
  points.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join("");

/** The calf: white with dark patches, a pink muzzle, like Fluent's cow. */
export const calf = young("calf", {
  coat: "#f4f1ee",
  shade: "#d6ccc4",
  muzzle: "#f8a8b0",
  nose: "#d3707c",
  hoof: "#5c4a48",
  coatMarks: `<path d="M16 14.2c2.4-.8 5.4.2 5.6 2.6c.2 2.6-2.8 3.6-5 2.8c-2-.8-2.8-4.6-.6-5.4zM24.6 15c1.6.2 3.2 1.8 3 3.6c-1.4 0-3.6-.8-3.8-2z" fill="#3e3535"/>`,
  ears: sideEars("#f4f1ee", "#f8a8b0", 10),
  front: `<path d="M11.4 5.4c2.8-.6 5.4 1.4 5.4 4c0 1.4-1.6 1.8-2.8 1.2c-1.6-.8-3.2-2.8-2.6-5.2z" fill="#3e3535"/><rect x="8.4" y="3.8" width="2" height="2.6" rx="1" fill="#e8c39e"/>`,
});

/** The lamb: a woolly cream body and head top, a soft face, dark little legs. */
export const lamb = young("lamb", {
  coat: "#efe8f2",
  shade: "#cbc2d3",
  muzzle: "#f7d9c4",
  nose: "#a0616a",
  hoof: "#6b5a4a",
  legs: 6,
  coatMarks: dots("#f7f2f8", [
    [14, 15.2, 2.6],
    [18.4, 14, 2.8],
    [23, 14.2, 2.7],
    [26.6, 16.4, 2.4],
    [27.4, 20, 2.2],
    [13, 19, 2.2],
  ]),
  ears: sideEars("#f7d9c4", "#eab59c", 25),
  front: dots("#f7f2f8", [
    [8.6, 5.4, 2.2],
    [12, 5.2, 2.4],
    [14.6, 7.4, 2.2],
  ]),
});

/** The kid: a small sandy goat, like Fluent's goat, with tiny grey horn buds, floppy ears and a tuft on its chin. */
export const kid = young("kid", {
  coat: "#f5b56b",
  shade: "#d68c40",
  muzzle: "#fbd7a8",
  nose: "#8a5a33",
  hoof: "#6d4c41",
  behind: `<path d="M27.6 15.6c1.4-1.6 2.8-2 3.2-1.2c.2.8-.8 2.2-2.4 3z" fill="#d68c40"/>`,
  ears: `<rect x="7" y="2.4" width="1.8" height="3.6" rx=".9" fill="#9e9aa6"/><rect x="10.6" y="2.2" width="1.8" height="3.6" rx=".9" fill="#9e9aa6"/>`,
  front: `<ellipse cx="15.6" cy="10.8" rx="1.7" ry="3.6" transform="rotate(-30 15.6 10.8)" fill="#d68c40"/><path d="M4.2 17.4c.6 1.6 1 3 .6 4c-.8-.4-1.6-1.8-1.8-3.4z" fill="#d68c40"/>`,
});

/** The foal: a brown young horse, a dark mane and tail, longer legs than the others. */
export const foal = young("foal", {
  coat: "#c17a43",
  shade: "#985a2c",
  muzzle: "#dca57a",
  nose: "#6e3f22",
  hoof: "#4e342e",
  legs: 8,
  head: 6.8,
  behind: `<path d="M27.8 16c2-.4 3.2 1.8 3 5.6c-.1 1.4-1.2 1.4-1.6.2c-.6-1.8-1.4-3.2-2.2-4z" fill="#5d3a22"/>`,
  ears: `<path d="M8.4 6.4c-.2-2.6.4-4.6 1.4-5c1 .4 1.6 2.4 1.4 4.8z" fill="#c17a43"/><path d="M11.6 6.4c.4-2.4 1.4-4.2 2.4-4.4c.8.6.8 2.6.2 4.8z" fill="#985a2c"/>`,
  front: `<path d="M11.2 5.2c2.6-.6 5.4.8 6.6 3.6c.8 1.8 1 4.2.6 6.2c-1.4-.8-2.4-2.6-3-4.4c-.8-2-2.4-3.6-4.2-5.4z" fill="#5d3a22"/>`,
});

/** The puppy: a brown pup with a floppy dark ear and a wagging tail. */
export const puppy = young("puppy", {
  coat: "#d9a066",
  shade: "#b57b43",
  muzzle: "#f3d2a8",
  nose: EYE,
  legs: 6,
  behind: `<path d="M27.2 16.4c.6-2.6 2-4.8 3.2-4.8c.8.4.2 3-1.6 5.6z" fill="#b57b43"/>`,
  front: `<ellipse cx="14.2" cy="11.6" rx="2.6" ry="4.8" transform="rotate(-18 14.2 11.6)" fill="#8a5a33"/>`,
});

/** The kitten: a ginger kitten with pointed ears, stripes and its tail up. */
export const kitten = young("kitten", {
  coat: "#f4a94f",
  shade: "#d9832d",
  muzzle: "#fde2c0",
  nose: "#e57373",
  legs: 6,
  behind: `<path d="M26.6 16.2c1.2-3.4 2.4-7.4 3.8-8.6c1-.4 1.4.4 1 1.6c-.6 2.4-1.8 5.4-3 7.6z" fill="#d9832d"/>`,
  coatMarks: `<path d="M19 13.6c.6 1.6.6 3 0 4.2M22.4 13.6c.6 1.6.6 3 0 4.2M25.6 14.4c.5 1.4.5 2.6 0 3.6" stroke="#d9832d" stroke-width="1.2" stroke-linecap="round" fill="none"/>`,
  ears: pointedEars("#f4a94f", "#fbc6a4"),
});

/** The bunny: a white young rabbit, like Fluent's rabbit, with long pink-lined ears and a round tail. */
export const bunny = young("bunny", {
  coat: "#f4f1f1",
  shade: "#d3cbcf",
  muzzle: "#fdfbfb",
  nose: "#e57f8f",
  legs: 5,
  behind: `<circle cx="28.6" cy="17.4" r="2.4" fill="#d3cbcf"/>`,
  ears: `<ellipse cx="13.4" cy="3.2" rx="1.9" ry="5.4" transform="rotate(28 13.4 3.2)" fill="#d3cbcf"/><ellipse cx="10.8" cy="2.8" rx="2" ry="5.6" transform="rotate(12 10.8 2.8)" fill="#f4f1f1"/><ellipse cx="10.9" cy="3" rx=".9" ry="4" transform="rotate(12 10.9 3)" fill="#f2b8c0"/>`,
});

/** The baby camel: sandy, with a small hump and long-ish legs. */
export const camelCalf = young("camel-calf", {
  coat: "#dcae72",
  shade: "#b98748",
  muzzle: "#ecc99a",
  nose: "#7a5230",
  legs: 7.5,
  behind: `<ellipse cx="20.6" cy="13.6" rx="4.4" ry="3.6" fill="#dcae72"/>`,
  ears: `<ellipse cx="13.6" cy="6" rx="1.2" ry="2.2" transform="rotate(30 13.6 6)" fill="#b98748"/>`,
});

/** The baby elephant: grey, a big ear and a short trunk, no muzzle. */
export const elephantCalf = young("elephant-calf", {
  coat: "#a7afbd",
  shade: "#7f8899",
  legs: 6,
  head: 7.6,
  front:
    `<path d="M4.6 12.6c-1.8 1.6-2.6 4.6-2.2 7.6c.2 1.4 1.4 1.8 2.2 1c.4-.4.2-1.2 0-2c-.2-1.6.4-3 1.6-4.2z" fill="#a7afbd"/>` +
    `<ellipse cx="13.6" cy="12.4" rx="4.4" ry="5.6" fill="#8e97a8"/><ellipse cx="13.9" cy="12.6" rx="2.8" ry="3.8" fill="#f0b7c0"/>`,
});

/** The fawn: a brown young deer with white spots and big ears. */
export const fawn = young("fawn", {
  coat: "#c98a4b",
  shade: "#a66a33",
  muzzle: "#e8c49a",
  nose: EYE,
  hoof: "#4e342e",
  legs: 7.5,
  head: 6.8,
  coatMarks: dots("#fff6e6", [
    [17, 16.2, 0.9],
    [20.4, 15, 0.9],
    [23.8, 15.8, 0.9],
    [19, 18.6, 0.8],
    [22.4, 18.4, 0.8],
    [26, 18, 0.8],
  ]),
  ears: sideEars("#c98a4b", "#f0c9a6", -8, 1.15),
});

/** A cub: a bear, lion, wolf, fox or tiger young one, round and small. */
export const bearCub = young("bear-cub", {
  coat: "#9c6b4a",
  shade: "#7a4f33",
  muzzle: "#d9b08c",
  nose: EYE,
  legs: 5.5,
  head: 7.6,
  ears: roundEars("#9c6b4a", "#d9b08c"),
});

export const lionCub = young("lion-cub", {
  coat: "#e9b95c",
  shade: "#c9923a",
  muzzle: "#fae3b6",
  nose: "#8d5a3b",
  legs: 5.5,
  head: 7.6,
  behind: `<path d="M27.6 19c1.4 0 2.2 1.4 2.2 3.6" stroke="#c9923a" stroke-width="1.4" stroke-linecap="round" fill="none"/><circle cx="30" cy="23.4" r="1.6" fill="#8d5a3b"/>`,
  coatMarks: dots("#d9a64a", [
    [18, 16, 0.9],
    [22, 15.4, 0.9],
    [25.2, 17.2, 0.8],
  ]),
  ears: roundEars("#e9b95c", "#8d5a3b"),
});

export const wolfCub = young("wolf-cub", {
  coat: "#9aa3ad",
  shade: "#737d88",
  muzzle: "#e4e7ea",
  nose: EYE,
  legs: 6,
  behind: `<path d="M27.4 17c1.8-1 3.6-.4 4.2 1.4c.4 1.4-.2 2.4-1.4 2.4c-1 0-2-1.4-2.8-2.4z" fill="#737d88"/>`,
  ears: pointedEars("#9aa3ad", "#d8c3c0"),
});

export const foxCub = young("fox-cub", {
  coat: "#ee8a3c",
  shade: "#cc6a22",
  muzzle: "#fdf1e4",
  nose: EYE,
  legs: 5.5,
  behind: `<path d="M27 17.4c2.2-1.6 4.4-.8 4.8 1.4c.4 1.8-.6 3-2.2 2.8c-1.2-.2-2-2-2.6-4.2z" fill="#cc6a22"/><path d="M30 18.2c1 .2 1.8 1 1.8 1.8c0 1-.8 1.6-1.8 1.6c0-1.2 0-2.4 0-3.4z" fill="#fdf1e4"/>`,
  ears: pointedEars("#ee8a3c", "#4e342e"),
});

export const tigerCub = young("tiger-cub", {
  coat: "#f59a3a",
  shade: "#d27520",
  muzzle: "#fdf1e4",
  nose: "#e57373",
  legs: 5.5,
  head: 7.6,
  behind: `<path d="M27.6 18.4c1.6.4 2.6 2.2 2.4 4.6" stroke="#d27520" stroke-width="1.5" stroke-linecap="round" fill="none"/>`,
  coatMarks: `<path d="M17.6 13.6c.8 1.4.8 3 0 4.2M21 13.2c.8 1.4.8 3 0 4.4M24.4 13.8c.8 1.4.8 2.8 0 4" stroke="#3e2a1e" stroke-width="1.3" stroke-linecap="round" fill="none"/>`,
  ears: roundEars("#f59a3a", "#3e2a1e"),
  front: `<path d="M9.4 5.2c0 1 .2 1.8.6 2.4M12.2 5.6c-.2.9-.1 1.7.3 2.3M16 11.2c-.9.2-1.7.6-2.2 1.2" stroke="#3e2a1e" stroke-width="1.1" stroke-linecap="round" fill="none"/>`,
});

/** The duckling: a round yellow baby duck sitting, with a flat orange bill. */
export const duckling = ownPicture(
  "duckling",
  `<ellipse cx="18.6" cy="22" rx="10.6" ry="7.4" fill="#ffd84a"/><path d="M9 24c3 4.2 14.6 5 19.8-.6c-1.2 3.6-5.4 5.8-10.2 5.8c-4.4 0-8-2-9.6-5.2z" fill="#f2b81d"/>` +
    `<path d="M17.4 19.6c3-1.4 7-1 8.4 1.4c-1.4 2.6-5.6 3.6-8.4 2z" fill="#f2b81d"/><path d="M27.6 17.8c1.6-1.2 3.2-1.2 3.8-.4c-.4 1.6-2 2.6-3.6 2.6z" fill="#ffd84a"/>` +
    `<circle cx="11.4" cy="11.6" r="7.6" fill="#ffd84a"/><path d="M4.8 12.8c-2-.2-3.8.2-4.2 1.2c.4 1.2 2.2 1.8 4.6 1.6c1.4-.2 1.8-2.6-.4-2.8z" fill="#fb8c00"/>` +
    `<path d="M10.8 4.2c.4-1.6 1.8-2.6 2.6-2c.2.8-.6 2-2 2.6z" fill="#f2b81d"/>` +
    eye(10, 10.2),
);
