/**
 * Things a child knows by their colour, drawn in the picture world's style (docs/art-style.md:
 * filled, rounded, two tones, one white highlight) in any named colour: balloons, balls,
 * lollipops, paint pots, balls of wool. Shared by the colour games (color-matching, colour-mix).
 * Each drawing has exactly one `<circle>`, painted the thing's colour: what a test (or a child)
 * reads as "the colour of this thing".
 */

/** `hex` darkened by `amount` (0-1): the side of a thing away from the light. */
function shade(hex: string, amount = 0.22): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, "0")}`;
}

const COLOUR_THINGS = ["balloon", "ball", "lollipop", "paint-pot", "wool"] as const;
export type ColourThing = (typeof COLOUR_THINGS)[number];

function drawing(thing: ColourThing, colour: string) {
  const dark = shade(colour);
  switch (thing) {
    case "balloon":
      return (
        <>
          <path d="M50 74 C52 84 44 88 50 98" fill="none" stroke="#78909c" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M44 76h12l-6-9z" fill={dark} />
          <circle cx="50" cy="40" r="32" fill={colour} />
          <path d="M74 18a32 32 0 0 1-34 52a40 40 0 0 0 34-52z" fill={dark} />
          <ellipse cx="38" cy="27" rx="7" ry="10" transform="rotate(30 38 27)" fill="#fff" opacity="0.7" />
        </>
      );
    case "ball":
      return (
        <>
          <ellipse cx="50" cy="92" rx="30" ry="5" fill="#000" opacity="0.12" />
          <circle cx="50" cy="54" r="36" fill={colour} />
          <path d="M78 32a36 36 0 0 1-40 56a44 44 0 0 0 40-56z" fill={dark} />
          <path d="M20 42c18 10 42 10 60 0" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" opacity="0.75" />
          <ellipse cx="36" cy="32" rx="7" ry="5" transform="rotate(-30 36 32)" fill="#fff" opacity="0.8" />
        </>
      );
    case "lollipop":
      return (
        <>
          <rect x="46" y="58" width="8" height="40" rx="4" fill="#d7b98e" />
          <circle cx="50" cy="38" r="30" fill={colour} />
          <path d="M50 38c0-6 8-6 8 0s-10 12-16 4 4-22 18-16 14 26 0 32" fill="none" stroke={dark} strokeWidth="5" strokeLinecap="round" />
          <ellipse cx="36" cy="24" rx="6" ry="4" transform="rotate(-35 36 24)" fill="#fff" opacity="0.8" />
        </>
      );
    case "paint-pot":
      return (
        <>
          <ellipse cx="50" cy="94" rx="34" ry="5" fill="#000" opacity="0.12" />
          <path d="M18 36h64v48a10 10 0 0 1-10 10H28a10 10 0 0 1-10-10z" fill="#cfd8dc" />
          <path d="M66 36h16v48a10 10 0 0 1-10 10h-6z" fill="#b0bec5" />
          <ellipse cx="50" cy="36" rx="32" ry="10" fill={dark} />
          <ellipse cx="50" cy="36" rx="26" ry="7" fill={colour} />
          <path d="M30 38v18a5 5 0 0 0 10 0V40z" fill={colour} />
          <circle cx="50" cy="68" r="13" fill={colour} />
        </>
      );
    case "wool":
      return (
        <>
          <ellipse cx="50" cy="93" rx="30" ry="5" fill="#000" opacity="0.12" />
          <path d="M70 80c8 6 14 8 22 6" fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" />
          <circle cx="50" cy="54" r="34" fill={colour} />
          <g fill="none" stroke={dark} strokeWidth="4" strokeLinecap="round">
            <path d="M24 40c14 6 34 28 40 44" />
            <path d="M34 24c14 10 32 34 34 54" />
            <path d="M18 58c16 0 36 12 44 28" />
            <path d="M56 21c-6 12-26 30-38 36" />
          </g>
          <ellipse cx="38" cy="34" rx="6" ry="4" transform="rotate(-35 38 34)" fill="#fff" opacity="0.8" />
        </>
      );
  }
}

/** A `thing` in `colour`: decoration inside a labelled button, marked `data-picture` with what it is. */
export function ColourThingPicture({ thing, colour, className }: { thing: ColourThing; colour: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" data-picture={thing} aria-hidden="true" focusable="false">
      {drawing(thing, colour)}
    </svg>
  );
}
