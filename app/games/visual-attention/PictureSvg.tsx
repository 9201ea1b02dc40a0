import { COLORS, type Kind, type Pattern, type Picture } from "./logic";

/**
 * The pictures of visual attention, in a 100 × 100 box, in the picture world's two tones (no
 * outline): a body in the picture's colour over its darker shade (the light comes from the top
 * left), and a white pattern drawn inside it. The same picture always gives the same drawing.
 */
const PATTERN_COLOR = "#ffffff";
/** The butterfly's body and feelers, the fish's eye. */
const DARK = "#3e2723";

/** Where each kind's patterns go, all inside its body. */
const SPOTS: Record<Kind, { dots: ReadonlyArray<[number, number, number]>; stripes: ReadonlyArray<string>; rings: ReadonlyArray<[number, number, number]> }> = {
  butterfly: {
    dots: [
      [25, 33, 3.5],
      [35, 41, 3.5],
      [75, 33, 3.5],
      [65, 41, 3.5],
      [33, 68, 3.5],
      [67, 68, 3.5],
    ],
    stripes: ["M24 27V45", "M35 25V47", "M76 27V45", "M65 25V47", "M30 61V75", "M70 61V75"],
    rings: [
      [30, 36, 7],
      [70, 36, 7],
      [33, 68, 4],
      [67, 68, 4],
    ],
  },
  fish: {
    dots: [
      [40, 43, 4],
      [55, 42, 4],
      [47, 56, 4],
      [60, 55, 4],
    ],
    stripes: ["M42 37V63", "M52 38V62", "M62 40V60"],
    rings: [[50, 50, 8]],
  },
  ball: {
    dots: [
      [36, 38, 5],
      [62, 36, 5],
      [50, 52, 5],
      [36, 64, 5],
      [64, 64, 5],
    ],
    stripes: ["M20 38H80", "M18 50H82", "M20 62H80"],
    rings: [[50, 50, 14]],
  },
  cup: {
    dots: [
      [34, 44, 4.5],
      [56, 44, 4.5],
      [45, 57, 4.5],
      [34, 70, 4.5],
      [56, 70, 4.5],
    ],
    stripes: ["M27 42H65", "M27 56H65", "M27 70H65"],
    rings: [[46, 57, 10]],
  },
};

/** A kind's body in one colour; `rim` widens it all round (the shade behind the base). */
function Body({ kind, fill, rim = 0 }: { kind: Kind; fill: string; rim?: number }) {
  const outline = { fill, stroke: rim ? fill : "none", strokeWidth: rim, strokeLinejoin: "round" as const };
  switch (kind) {
    case "butterfly":
      return (
        <>
          <path d="M46 28Q40 14 34 12M54 28Q60 14 66 12" fill="none" stroke={DARK} strokeWidth="2.5" strokeLinecap="round" />
          <ellipse cx="30" cy="36" rx="20" ry="16" {...outline} />
          <ellipse cx="70" cy="36" rx="20" ry="16" {...outline} />
          <ellipse cx="33" cy="68" rx="15" ry="13" {...outline} />
          <ellipse cx="67" cy="68" rx="15" ry="13" {...outline} />
          <ellipse cx="50" cy="52" rx="5" ry="25" fill={DARK} />
        </>
      );
    case "fish":
      return (
        <>
          <path d="M72 50L93 33V67Z" {...outline} />
          <ellipse cx="45" cy="50" rx="30" ry="18" {...outline} />
        </>
      );
    case "ball":
      return <circle cx="50" cy="50" r="36" {...outline} />;
    case "cup":
      return (
        <>
          <path d="M70 42Q86 42 86 56Q86 70 70 70" fill="none" stroke={fill} strokeWidth={7 + rim} />
          <path d="M22 30H70V72Q70 84 58 84H34Q22 84 22 72Z" {...outline} />
          <path d="M18 30H74" stroke={fill} strokeWidth={5 + rim} strokeLinecap="round" />
        </>
      );
  }
}

function PatternMarks({ kind, pattern }: { kind: Kind; pattern: Pattern }) {
  const spots = SPOTS[kind];
  switch (pattern) {
    case "dots":
      return (
        <>
          {spots.dots.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={PATTERN_COLOR} />
          ))}
        </>
      );
    case "stripes":
      return (
        <>
          {spots.stripes.map((d) => (
            <path key={d} d={d} stroke={PATTERN_COLOR} strokeWidth="3.5" strokeLinecap="round" />
          ))}
        </>
      );
    case "ring":
      return (
        <>
          {spots.rings.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="none" stroke={PATTERN_COLOR} strokeWidth="3.5" />
          ))}
        </>
      );
    default:
      return null;
  }
}

export function PictureSvg({ picture }: { picture: Picture }) {
  const { base, shade } = COLORS[picture.color];
  return (
    <svg
      className="visual-attention-picture"
      viewBox="0 0 100 100"
      data-picture={`${picture.kind}-${picture.pattern}-${picture.color}`}
      aria-hidden="true"
      focusable="false"
    >
      <g transform="translate(1.5 1.5)">
        <Body kind={picture.kind} fill={shade} rim={4} />
      </g>
      <Body kind={picture.kind} fill={base} />
      <PatternMarks kind={picture.kind} pattern={picture.pattern} />
      {picture.kind === "fish" ? (
        <>
          <circle cx="27" cy="45" r="4" fill={DARK} />
          <circle cx="25.8" cy="43.6" r="1.3" fill="#fff" />
        </>
      ) : null}
    </svg>
  );
}
