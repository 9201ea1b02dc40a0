import { hourAngle, minuteAngle } from "./logic";

const TICKS = Array.from({ length: 60 }, (_, index) => index);
/** The numbers round the face, with their place (radius 72 in the 200 × 200 face). */
const NUMBERS = Array.from({ length: 12 }, (_, index) => {
  const number = index + 1;
  const angle = (number * Math.PI) / 6;
  return { number, x: Math.round(72 * Math.sin(angle) * 100) / 100, y: Math.round(-72 * Math.cos(angle) * 100) / 100 };
});

/**
 * An analogue clock face with the numbers 1-12: the hour hand is short and thick, the minute
 * hand long and thin (so they differ by more than colour). Each hand is drawn pointing at 12
 * and turned by its `transform="rotate(degrees)"`, clockwise. `ghost` draws the hands of
 * another time dotted, as a hint. With a `label` the face is an image with that description;
 * without one it is hidden from screen readers (its button or text names it).
 */
export function ClockFace({ time, size, label, ghost = null }: { time: number; size: number; label?: string; ghost?: number | null }) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg className="clock-face" viewBox="-100 -100 200 200" width={size} height={size} focusable="false" {...naming}>
      <circle className="clock-dial" r="96" />
      {TICKS.map((tick) => (
        <line
          key={tick}
          className={`clock-tick${tick % 5 === 0 ? " is-hour" : ""}`}
          x1="0"
          y1="-91"
          x2="0"
          y2={tick % 5 === 0 ? -82 : -87}
          transform={`rotate(${tick * 6})`}
        />
      ))}
      {NUMBERS.map(({ number, x, y }) => (
        <text key={number} className="clock-number" x={x} y={y} textAnchor="middle" dominantBaseline="central">
          {number}
        </text>
      ))}
      {ghost === null ? null : (
        <g className="clock-ghost">
          <line className="clock-ghost-hour" x1="0" y1="0" x2="0" y2="-46" transform={`rotate(${hourAngle(ghost)})`} />
          <line className="clock-ghost-minute" x1="0" y1="0" x2="0" y2="-72" transform={`rotate(${minuteAngle(ghost)})`} />
        </g>
      )}
      <line className="clock-hand-hour" x1="0" y1="8" x2="0" y2="-46" transform={`rotate(${hourAngle(time)})`} />
      <line className="clock-hand-minute" x1="0" y1="10" x2="0" y2="-72" transform={`rotate(${minuteAngle(time)})`} />
      <circle className="clock-pin" r="6" />
    </svg>
  );
}
