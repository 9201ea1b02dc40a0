import { COLOURS, type ColourId, type ObjectId } from "./logic";

/**
 * Outline drawings of the things to colour, in a 100 × 100 box: `main` is the part the child
 * paints (white until then); `details` (stems, leaves, a cloud) keep their own colours.
 */
const DRAWINGS: Readonly<Record<ObjectId, { main: string; details: ReadonlyArray<readonly [string, string]> }>> = {
  banana: {
    main: "M18 30C22 64 52 84 86 70C91 68 91 61 86 62C58 68 36 56 28 28C26 22 17 23 18 30Z",
    details: [["M18 30L13 19L21 16L27 28Z", "#6b4226"]],
  },
  lemon: {
    main: "M8 54C12 32 32 24 52 24C72 24 88 34 92 52C88 72 70 82 50 82C30 82 12 74 8 54Z",
    details: [["M52 24C58 12 70 8 78 12C72 20 62 24 52 24Z", "#16a34a"]],
  },
  tomato: {
    main: "M50 28C72 28 88 42 88 62C88 82 70 94 50 94C30 94 12 82 12 62C12 42 28 28 50 28Z",
    details: [["M50 34L36 28L46 26L40 16L50 22L60 16L54 26L64 28Z", "#15803d"]],
  },
  cherry: {
    main: "M20 72a16 16 0 1 0 32 0a16 16 0 1 0-32 0ZM52 76a16 16 0 1 0 32 0a16 16 0 1 0-32 0Z",
    details: [
      ["M35 57C38 38 50 24 61 14L64 16C54 26 43 40 39 57Z", "#6b4226"],
      ["M66 61C66 42 64 28 61 14L64 14C68 28 70 44 70 61Z", "#6b4226"],
      ["M62 14C72 5 85 7 90 14C82 21 70 21 62 14Z", "#16a34a"],
    ],
  },
  cucumber: {
    main: "M10 68C6 56 14 46 28 42L74 26C86 22 95 30 93 41C91 49 85 53 77 55L30 72C21 75 13 74 10 68Z",
    details: [["M91 34L97 29L99 34L94 38Z", "#65a30d"]],
  },
  grass: {
    main: "M4 94L10 50L18 94ZM16 94L26 34L34 94ZM30 94L43 46L48 94ZM44 94L56 28L64 94ZM60 94L72 44L78 94ZM74 94L88 36L95 94Z",
    details: [],
  },
  sky: {
    main: "M4 4H96V70H4Z",
    details: [
      ["M18 38C17 29 28 24 35 28C39 19 54 19 58 28C66 26 73 32 71 38Z", "#ffffff"],
      ["M4 70C28 54 48 60 68 66C78 60 90 60 96 64V96H4Z", "#65a30d"],
    ],
  },
  carrot: {
    main: "M34 36C44 28 62 28 70 36L53 93C51 97 48 97 46 93Z",
    details: [["M50 32L38 8L48 14L52 4L57 14L66 8L56 32Z", "#16a34a"]],
  },
  orange: {
    main: "M50 22C72 22 88 38 88 59C88 80 72 94 50 94C28 94 12 80 12 59C12 38 28 22 50 22Z",
    details: [["M50 22C55 11 65 6 74 8C68 17 59 21 50 22Z", "#16a34a"]],
  },
  eggplant: {
    main: "M33 40C21 58 23 84 45 91C70 98 87 78 79 56C73 40 64 30 52 30C44 30 37 34 33 40Z",
    details: [
      ["M38 38C42 26 58 23 67 33L59 31L57 40L50 32L44 41Z", "#15803d"],
      ["M51 28L55 10L60 11L56 29Z", "#15803d"],
    ],
  },
  grapes: {
    main: "M30 36a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM50 36a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM20 53a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM40 53a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM60 53a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM30 70a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM50 70a10 10 0 1 0 20 0a10 10 0 1 0-20 0ZM40 86a10 10 0 1 0 20 0a10 10 0 1 0-20 0Z",
    details: [
      ["M48 27L52 8L57 9L53 28Z", "#6b4226"],
      ["M55 15C65 6 80 8 85 16C75 22 64 22 55 15Z", "#16a34a"],
    ],
  },
  walnut: {
    main: "M50 14C74 14 88 32 88 53C88 76 72 90 50 90C28 90 12 76 12 53C12 32 26 14 50 14Z",
    details: [["M49 16C44 34 56 43 50 53C44 63 56 74 51 88L48 88C53 74 41 63 47 53C53 43 41 34 46 16Z", "#3f2a14"]],
  },
};

/** The drawing of `object`, its main part painted `paint` (or left white). */
export function ObjectPicture({ object, paint, className }: { object: ObjectId; paint: ColourId | null; className: string }) {
  const drawing = DRAWINGS[object];
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path className="colour-mix-paintable" d={drawing.main} fill={paint ? COLOURS[paint] : "#ffffff"} />
      {drawing.details.map(([d, fill]) => (
        <path key={d} className="colour-mix-detail" d={d} fill={fill} />
      ))}
    </svg>
  );
}
