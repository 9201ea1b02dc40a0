/**
 * Small things the toy games (stack-rings, build-tower, build-train, thread-beads, jigsaw,
 * missing-pieces) draw into their scenes' backdrops (`<Scene details>`), in the style of
 * docs/art-style.md: filled shapes, rounded, no outline. Never tappable. Each is drawn around
 * its foot at (x, y) in the backdrop's 360 × 640 box.
 */

export function Snowman({ x, y, scarf = "#e53935" }: { x: number; y: number; scarf?: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-28" r="28" fill="#fafafa" />
      <circle cx="0" cy="-72" r="19" fill="#fafafa" />
      <circle cx="-7" cy="-76" r="3" fill="#263238" />
      <circle cx="7" cy="-76" r="3" fill="#263238" />
      <path d="M0 -69 l13 4 -13 3 z" fill="#fb8c00" />
      <rect x="-19" y="-56" width="38" height="8" rx="4" fill={scarf} />
    </g>
  );
}

export function Mushroom({ x, y, cap, scale = 1 }: { x: number; y: number; cap: string; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="-5" y="-18" width="10" height="18" rx="4" fill="#fafafa" />
      <path d="M-17 -14 q17 -26 34 0 z" fill={cap} />
    </g>
  );
}

export function Bench({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0" y="-56" width="90" height="10" rx="5" fill="#b98e6a" />
      <rect x="0" y="-36" width="90" height="12" rx="6" fill="#b98e6a" />
      <rect x="8" y="-26" width="8" height="26" rx="4" fill="#8d6e63" />
      <rect x="74" y="-26" width="8" height="26" rx="4" fill="#8d6e63" />
    </g>
  );
}

/** A balloon on its string; (x, y) is the string's end. */
export function Balloon({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="0" cy="-165" rx="20" ry="25" fill={colour} />
      <path d="M0 -140 q-8 40 4 80 q-10 30 -4 60" fill="none" stroke="#8d6e63" strokeWidth="2" />
    </g>
  );
}

/** A butterfly in the air, centred on (x, y). */
export function Butterfly({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse cx="-11" cy="0" rx="13" ry="9" fill={colour} transform="rotate(-30 -11 0)" />
      <ellipse cx="11" cy="0" rx="13" ry="9" fill={colour} transform="rotate(30 11 0)" />
      <rect x="-3" y="-10" width="6" height="22" rx="3" fill="#263238" />
    </g>
  );
}

export function FloorLamp({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-3" y="-90" width="6" height="90" rx="3" fill="#8d6e63" />
      <path d="M-23 -86 h46 l-10 -40 h-26 z" fill="#f6c945" />
    </g>
  );
}

export function Cushion({ x, y, colour }: { x: number; y: number; colour: string }) {
  return <rect x={x} y={y - 44} width="80" height="44" rx="18" fill={colour} />;
}

/** A toy box with its lid a shade darker. */
export function ToyBox({ x, y, colour, lid }: { x: number; y: number; colour: string; lid: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0" y="-64" width="78" height="64" rx="10" fill={colour} />
      <rect x="0" y="-64" width="78" height="16" rx="8" fill={lid} />
    </g>
  );
}

/** A ball with one shine. */
export function Ball({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-19" r="19" fill={colour} />
      <circle cx="-6" cy="-25" r="5" fill="#fff" opacity="0.6" />
    </g>
  );
}
