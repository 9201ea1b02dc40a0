import type { ReactNode } from "react";
import "./scene.css";

/**
 * The places a game's task sits in (docs/art-style.md §3): pale backgrounds of at most three
 * layers, so the things the child looks for stand out. A game changes its scene with its levels
 * (at least three scenes per game).
 */
const SCENES = ["meadow", "farm", "room", "kitchen", "shore", "night", "park", "garden", "snow", "table", "forest", "station"] as const;
export type SceneName = (typeof SCENES)[number];

const SKY = "#dff3fb";
const GRASS = "#cfe9b5";
const GRASS_SHADE = "#a9d68a";
const SAND = "#f6e7c8";
const SAND_SHADE = "#e8d3b5";
const WALL = "#fbeedd";
const NIGHT = "#2c3e66";
const SUN = "#f6c945";

function Cloud({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="#fff">
      <ellipse cx="0" cy="0" rx="34" ry="16" />
      <ellipse cx="-22" cy="6" rx="22" ry="12" />
      <ellipse cx="24" cy="6" rx="24" ry="12" />
    </g>
  );
}

function Hills({ top, colour, shade }: { top: number; colour: string; shade: string }) {
  return (
    <>
      <path d={`M0 ${top + 30} Q90 ${top - 30} 190 ${top + 20} T360 ${top} V640 H0 Z`} fill={shade} />
      <path d={`M0 ${top + 60} Q120 ${top + 10} 240 ${top + 55} T360 ${top + 45} V640 H0 Z`} fill={colour} />
    </>
  );
}

function Flower({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-1.5" y="0" width="3" height="16" rx="1.5" fill="#6fae4f" />
      <circle cx="-5" cy="-2" r="5" fill={colour} />
      <circle cx="5" cy="-2" r="5" fill={colour} />
      <circle cx="0" cy="-7" r="5" fill={colour} />
      <circle cx="0" cy="3" r="5" fill={colour} />
      <circle cx="0" cy="-2" r="3.5" fill={SUN} />
    </g>
  );
}

function Tree({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="-7" y="-10" width="14" height="50" rx="6" fill="#a1785c" />
      <circle cx="0" cy="-30" r="34" fill="#8cc66b" />
      <circle cx="-14" cy="-40" r="16" fill="#a6d98a" />
    </g>
  );
}

function Window({ x, y, night = false }: { x: number; y: number; night?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-6" y="-6" width="112" height="102" rx="10" fill="#e4cfae" />
      <rect x="0" y="0" width="100" height="90" rx="6" fill={night ? NIGHT : SKY} />
      {night ? <circle cx="70" cy="26" r="12" fill={SUN} /> : <Cloud x={38} y={30} scale={0.6} />}
      <rect x="47" y="0" width="6" height="90" fill="#e4cfae" />
      <rect x="0" y="42" width="100" height="6" fill="#e4cfae" />
    </g>
  );
}

const DRAWINGS: Record<SceneName, () => ReactNode> = {
  meadow: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <circle cx="300" cy="70" r="34" fill={SUN} />
      <Cloud x={90} y={80} />
      <Cloud x={230} y={150} scale={0.7} />
      <Hills top={430} colour={GRASS} shade={GRASS_SHADE} />
      <Flower x={40} y={560} colour="#ec407a" />
      <Flower x={320} y={540} colour="#fb8c00" />
      <Flower x={190} y={610} colour="#8e24aa" />
    </>
  ),
  farm: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <Cloud x={70} y={70} scale={0.8} />
      <Hills top={410} colour={GRASS} shade={GRASS_SHADE} />
      <g transform="translate(236 318)">
        <rect x="0" y="40" width="100" height="90" rx="6" fill="#d9584a" />
        <path d="M-10 46 L50 0 L110 46 Z" fill="#b8433a" />
        <rect x="34" y="78" width="32" height="52" rx="4" fill="#f3e3c9" />
      </g>
      <g fill="#d9b98f">
        <rect x="0" y="480" width="200" height="8" rx="4" />
        <rect x="0" y="504" width="200" height="8" rx="4" />
        {[12, 60, 108, 156].map((x) => (
          <rect key={x} x={x} y="468" width="10" height="56" rx="5" />
        ))}
      </g>
    </>
  ),
  room: () => (
    <>
      <rect width="360" height="640" fill={WALL} />
      <Window x={40} y={90} />
      <rect x="200" y="150" width="120" height="10" rx="5" fill="#d6b48c" />
      <rect y="470" width="360" height="170" fill={SAND_SHADE} />
      <rect y="470" width="360" height="10" fill="#dcc3a1" />
      <ellipse cx="180" cy="570" rx="150" ry="44" fill="#f2c6b4" />
    </>
  ),
  kitchen: () => (
    <>
      <rect width="360" height="640" fill={WALL} />
      <g fill="#f3dfc4">
        {[0, 1, 2, 3, 4, 5].map((column) =>
          [0, 1].map((row) => <rect key={`${column}-${row}`} x={column * 60 + 4} y={300 + row * 60 + 4} width="52" height="52" rx="6" />),
        )}
      </g>
      <Window x={130} y={80} />
      <rect y="430" width="360" height="24" rx="6" fill="#c99a6b" />
      <rect y="452" width="360" height="188" fill="#e0b98c" />
    </>
  ),
  shore: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <circle cx="70" cy="80" r="30" fill={SUN} />
      <Cloud x={250} y={100} scale={0.8} />
      <rect y="330" width="360" height="140" fill="#8ed0ea" />
      <path d="M0 350 q30 -12 60 0 t60 0 t60 0 t60 0 t60 0 t60 0" fill="none" stroke="#bfe6f4" strokeWidth="6" strokeLinecap="round" />
      <path d="M0 470 Q180 430 360 470 V640 H0 Z" fill={SAND} />
      <path d="M0 560 Q180 530 360 570 V640 H0 Z" fill={SAND_SHADE} />
    </>
  ),
  night: () => (
    <>
      <rect width="360" height="640" fill={NIGHT} />
      <circle cx="280" cy="90" r="30" fill={SUN} />
      <circle cx="292" cy="80" r="26" fill={NIGHT} />
      <g fill={SUN}>
        {[
          [40, 60],
          [120, 130],
          [200, 50],
          [70, 220],
          [320, 220],
          [170, 250],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3" />
        ))}
      </g>
      <Hills top={440} colour="#3e5a7d" shade="#34507a" />
    </>
  ),
  park: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <Cloud x={200} y={70} />
      <Hills top={400} colour={GRASS} shade={GRASS_SHADE} />
      <Tree x={50} y={420} />
      <Tree x={310} y={400} scale={0.8} />
      <path d="M150 640 Q170 540 210 470 L240 470 Q220 560 250 640 Z" fill={SAND} />
    </>
  ),
  garden: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <circle cx="300" cy="80" r="30" fill={SUN} />
      <g fill="#e9d2b0">
        {Array.from({ length: 10 }, (_, index) => (
          <rect key={index} x={index * 38 + 4} y="380" width="26" height="90" rx="13" />
        ))}
      </g>
      <rect y="460" width="360" height="180" fill={GRASS} />
      <g fill="#b98e6a">
        <rect x="20" y="500" width="320" height="26" rx="13" />
        <rect x="20" y="570" width="320" height="26" rx="13" />
      </g>
    </>
  ),
  snow: () => (
    <>
      <rect width="360" height="640" fill="#e8f1f8" />
      <Cloud x={100} y={90} />
      <Hills top={420} colour="#fafafa" shade="#dde8f0" />
      <g fill="#fff">
        {[
          [40, 200],
          [150, 260],
          [260, 200],
          [320, 320],
          [90, 340],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="5" />
        ))}
      </g>
    </>
  ),
  table: () => (
    <>
      <rect width="360" height="640" fill={WALL} />
      <Window x={230} y={60} />
      <rect y="250" width="360" height="390" rx="0" fill="#e6c79f" />
      <rect y="250" width="360" height="14" fill="#d2ac80" />
    </>
  ),
  forest: () => (
    <>
      <rect width="360" height="640" fill="#e4f4e6" />
      <Tree x={30} y={330} scale={1.2} />
      <Tree x={140} y={300} scale={0.9} />
      <Tree x={250} y={320} scale={1.1} />
      <Tree x={350} y={290} scale={0.9} />
      <Hills top={450} colour={GRASS} shade={GRASS_SHADE} />
    </>
  ),
  station: () => (
    <>
      <rect width="360" height="640" fill={SKY} />
      <Cloud x={260} y={80} scale={0.8} />
      <Hills top={380} colour={GRASS} shade={GRASS_SHADE} />
      <rect y="500" width="360" height="36" fill="#c9b39a" />
      <g fill="#8d6e63">
        {Array.from({ length: 12 }, (_, index) => (
          <rect key={index} x={index * 32 + 4} y="496" width="14" height="44" rx="4" />
        ))}
      </g>
      <rect y="504" width="360" height="6" rx="3" fill="#78909c" />
      <rect y="526" width="360" height="6" rx="3" fill="#78909c" />
    </>
  ),
};

/**
 * A game's board inside a scene: the scene fills the play area behind the task, and its ground
 * leaves room at the bottom for Kirpi, the guide, who stands there and is never over a target.
 */
export function Scene({
  name,
  details,
  children,
  className,
}: {
  name: SceneName;
  /** A game's own things drawn into the scene's background (in its 360 × 640 box), e.g. a pole or a track; never tappable. */
  details?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const Drawing = DRAWINGS[name];
  return (
    <div className={className ? `game-scene ${className}` : "game-scene"} data-scene={name}>
      <svg className="game-scene-backdrop" viewBox="0 0 360 640" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
        <Drawing />
        {details}
      </svg>
      <div className="game-scene-task">{children}</div>
    </div>
  );
}
