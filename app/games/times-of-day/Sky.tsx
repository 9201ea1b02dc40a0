import { useId } from "react";
import type { DayPart } from "./logic";

/** Sky colours, top to horizon: pale morning, bright day, sunset evening, dark night. */
const SKY: Record<DayPart, readonly [string, string]> = {
  morning: ["#9fd4ff", "#ffd1a1"],
  day: ["#3fa7f5", "#b3e1ff"],
  evening: ["#5b3f8c", "#ff9a5a"],
  night: ["#0b1433", "#26406f"],
};

/**
 * Where the sun stands: just rising on the left (east), high up at midday, setting on the
 * right (west). At night the moon is out instead. Positions are in the 160 × 100 picture.
 */
const SUN: Record<Exclude<DayPart, "night">, { cx: number; cy: number }> = {
  morning: { cx: 34, cy: 74 },
  day: { cx: 80, cy: 22 },
  evening: { cx: 126, cy: 74 },
};

const STARS = [
  [18, 14],
  [44, 30],
  [70, 10],
  [92, 36],
  [146, 48],
  [30, 52],
] as const;

/**
 * A sky over a hill with a house: the sun's place, the sky's colours, the moon and stars, and
 * the lit windows tell the part of the day (so no part depends on colour alone). `detailed`
 * adds clouds, stars and the house; the small badges of the answer buttons leave them out.
 */
export function Sky({ part, width, detailed = true }: { part: DayPart; width: number; detailed?: boolean }) {
  const gradient = useId();
  const [top, bottom] = SKY[part];
  const dark = part === "night" || part === "evening";
  return (
    <svg className={`times-of-day-sky is-${part}`} viewBox="0 0 160 100" width={width} height={(width * 100) / 160} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" rx="10" fill={`url(#${gradient})`} />
      {part === "night" && detailed
        ? STARS.map(([x, y]) => <circle key={`${x}-${y}`} className="times-of-day-star" cx={x} cy={y} r="1.6" fill="#fff6c7" />)
        : null}
      {part === "night" ? (
        <path className="times-of-day-moon" d="M126 10 a16 16 0 1 0 10 28 a13 13 0 1 1 -10 -28 z" fill="#fff3b0" stroke="#e8d36a" strokeWidth="1.5" />
      ) : (
        <circle
          className="times-of-day-sun"
          cx={SUN[part].cx}
          cy={SUN[part].cy}
          r={detailed ? 13 : 18}
          fill={part === "evening" ? "#ff9b42" : "#ffd23f"}
          stroke={part === "evening" ? "#e8590c" : "#f59e0b"}
          strokeWidth="2"
        />
      )}
      {part === "day" && detailed ? (
        <g fill="#ffffff" opacity="0.9">
          <ellipse cx="36" cy="30" rx="16" ry="6" />
          <ellipse cx="124" cy="38" rx="18" ry="6" />
        </g>
      ) : null}
      <path d="M0 80 Q40 66 80 78 T160 76 V100 H0 Z" fill={dark ? "#1f4d33" : "#4caf50"} />
      {detailed ? (
        <g>
          <rect x="65" y="70" width="30" height="22" fill={dark ? "#8d6e63" : "#c98e5c"} stroke="#3e2723" strokeWidth="1.5" />
          <polygon points="61,71 80,57 99,71" fill="#b23a2b" stroke="#3e2723" strokeWidth="1.5" />
          <rect className={`times-of-day-window${dark ? " is-lit" : ""}`} x="70" y="75" width="8" height="8" fill={dark ? "#ffd84d" : "#d6ecff"} stroke="#3e2723" />
          <rect className={`times-of-day-window${dark ? " is-lit" : ""}`} x="83" y="75" width="8" height="8" fill={dark ? "#ffd84d" : "#d6ecff"} stroke="#3e2723" />
        </g>
      ) : null}
    </svg>
  );
}
