import type { DayPart } from "./logic";

/** Sky colours of the small sky pictures on the answers, top to horizon: pale morning, bright day, sunset evening, dark night. */
const SKY: Record<DayPart, string> = {
  morning: "#ffd9c0",
  day: "#9fd6f5",
  evening: "#f7a072",
  night: "#2c3e66",
};

/** Where the sun stands on an answer's sky: just rising on the left (east), high at midday, setting on the right (west). */
const SUN: Record<Exclude<DayPart, "night">, { cx: number; cy: number }> = {
  morning: { cx: 34, cy: 70 },
  day: { cx: 80, cy: 28 },
  evening: { cx: 126, cy: 70 },
};

/**
 * A small sky over a hill, the picture of a part of the day on its answer: the sun's place, the
 * sky's colour, and the moon at night, so no part depends on colour alone.
 */
export function Sky({ part }: { part: DayPart }) {
  const dark = part === "night";
  return (
    <svg className={`times-of-day-sky is-${part}`} viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect width="160" height="100" rx="16" fill={SKY[part]} />
      {dark ? (
        <>
          <circle cx="112" cy="34" r="18" fill="#f6c945" />
          <circle cx="122" cy="27" r="16" fill={SKY.night} />
          <circle cx="40" cy="24" r="3" fill="#f6c945" />
          <circle cx="66" cy="44" r="2.5" fill="#f6c945" />
        </>
      ) : (
        <circle cx={SUN[part].cx} cy={SUN[part].cy} r="18" fill={part === "evening" ? "#f57c00" : "#f6c945"} />
      )}
      <path d="M0 78 Q40 64 80 76 T160 74 V84 Q160 100 144 100 H16 Q0 100 0 84 Z" fill={dark ? "#3e5a7d" : "#8cc66b"} />
    </svg>
  );
}

/** The sun's place in a scene's 360 × 640 box: low on the left in the morning, high at midday, low on the right in the evening. */
const SCENE_SUN: Record<Exclude<DayPart, "night">, { cx: number; cy: number }> = {
  morning: { cx: 64, cy: 300 },
  day: { cx: 180, cy: 120 },
  evening: { cx: 296, cy: 300 },
};

/** The light of each part over the whole scene: a pink morning, a clear day, an orange evening. */
const SCENE_LIGHT: Record<Exclude<DayPart, "night">, string | null> = {
  morning: "#ffc2a1",
  day: null,
  evening: "#f7894a",
};

/**
 * The part of the day drawn into the scene itself (the park by day, the night scene at night):
 * the light over everything, the sun where it stands, and a house whose windows are lit in the
 * evening and at night. The game's first level asks what part of the day the scene shows.
 */
export function SkyDetails({ part }: { part: DayPart }) {
  const lit = part === "evening" || part === "night";
  const light = part === "night" ? null : SCENE_LIGHT[part];
  return (
    <g>
      {light ? <rect width="360" height="640" fill={light} opacity="0.35" style={{ mixBlendMode: "multiply" }} /> : null}
      {part === "night" ? null : (
        <circle className="times-of-day-sun" cx={SCENE_SUN[part].cx} cy={SCENE_SUN[part].cy} r="32" fill={part === "evening" ? "#f57c00" : "#f6c945"} />
      )}
      <g transform={`translate(150 ${part === "night" ? 384 : 352})`}>
        <path d="M-6 24 L28 0 L62 24 Z" fill="#c0563f" />
        <rect x="0" y="22" width="56" height="42" rx="4" fill={part === "night" ? "#8a7a8c" : "#f3d9b1"} />
        <rect x="8" y="32" width="14" height="14" rx="3" fill={lit ? "#ffd84d" : "#bfe3f7"} />
        <rect x="34" y="32" width="14" height="14" rx="3" fill={lit ? "#ffd84d" : "#bfe3f7"} />
      </g>
    </g>
  );
}
