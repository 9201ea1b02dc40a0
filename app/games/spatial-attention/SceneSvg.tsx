import type { ReactNode } from "react";
import { type Reference, type Relation, type Scene, THING_EMOJI } from "./logic";

/**
 * A small scene in a 120 × 90 box: an object (table, chair, basket, box, tree) standing on the
 * floor and a thing (an emoji) in one of its places. What is behind is drawn first and partly
 * hidden; what is in front is drawn last, a little bigger. The surface things sit on (a
 * table's top, a chair's seat) has the class spatial-attention-surface.
 */
const WOOD = "#a0693a";
const WOOD_DARK = "#7a4a24";

/** Where the thing goes: its centre and its size (bigger in front, as it is nearer). */
const PLACES: Record<Reference, Partial<Record<Relation, { x: number; y: number; size: number }>>> = {
  table: { on: { x: 60, y: 34, size: 18 }, under: { x: 60, y: 71, size: 18 }, left: { x: 14, y: 72, size: 18 }, right: { x: 106, y: 72, size: 18 } },
  chair: { on: { x: 54, y: 43, size: 18 }, under: { x: 58, y: 72, size: 16 }, left: { x: 14, y: 72, size: 18 }, right: { x: 106, y: 72, size: 18 } },
  basket: { in: { x: 60, y: 46, size: 18 }, front: { x: 60, y: 76, size: 21 }, left: { x: 14, y: 72, size: 18 }, right: { x: 106, y: 72, size: 18 } },
  box: {
    on: { x: 60, y: 37, size: 18 },
    front: { x: 60, y: 74, size: 21 },
    behind: { x: 76, y: 48, size: 18 },
    left: { x: 14, y: 72, size: 18 },
    right: { x: 106, y: 72, size: 18 },
  },
  tree: { front: { x: 60, y: 72, size: 21 }, behind: { x: 65, y: 70, size: 18 }, left: { x: 22, y: 72, size: 18 }, right: { x: 98, y: 72, size: 18 } },
};

function ObjectDrawing({ reference }: { reference: Exclude<Reference, "basket"> }): ReactNode {
  const edge = { stroke: WOOD_DARK, strokeWidth: 1.5 };
  switch (reference) {
    case "table":
      return (
        <g>
          <rect x="37" y="50" width="5" height="32" fill={WOOD} {...edge} />
          <rect x="78" y="50" width="5" height="32" fill={WOOD} {...edge} />
          <rect className="spatial-attention-surface" x="30" y="44" width="60" height="7" rx="1.5" fill={WOOD} {...edge} />
        </g>
      );
    case "chair":
      return (
        <g>
          <rect x="70" y="18" width="6" height="35" rx="1.5" fill={WOOD} {...edge} />
          <rect x="40" y="57" width="5" height="25" fill={WOOD} {...edge} />
          <rect x="71" y="57" width="5" height="25" fill={WOOD} {...edge} />
          <rect className="spatial-attention-surface" x="37" y="52" width="41" height="6" rx="1.5" fill={WOOD} {...edge} />
        </g>
      );
    case "box":
      return (
        <g>
          <rect x="36" y="46" width="48" height="36" rx="2" fill="#c98b45" {...edge} />
          <path d="M36 58H84M36 70H84" stroke={WOOD_DARK} strokeWidth="1.5" />
        </g>
      );
    case "tree":
      return (
        <g>
          <circle cx="60" cy="28" r="23" fill="#3f9b4a" stroke="#2b6e34" strokeWidth="1.5" />
          <rect x="55" y="44" width="10" height="38" fill="#8b5a2b" stroke="#5e3b1a" strokeWidth="1.5" />
        </g>
      );
  }
}

function Thing({ scene }: { scene: Scene }) {
  const place = PLACES[scene.reference][scene.relation] ?? { x: 60, y: 72, size: 18 };
  return (
    <text className="spatial-attention-thing" x={place.x} y={place.y} fontSize={place.size} textAnchor="middle" dominantBaseline="central">
      {THING_EMOJI[scene.thing]}
    </text>
  );
}

export function SceneSvg({ scene }: { scene: Scene }) {
  const thing = <Thing scene={scene} />;
  const floor = <path d="M2 82H118" stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5" />;
  if (scene.reference === "basket") {
    // The basket's opening is drawn behind the thing and its front over it, so a thing in it shows only its top.
    const inside = scene.relation === "in";
    return (
      <svg className="spatial-attention-svg" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        {floor}
        <ellipse cx="60" cy="50" rx="23" ry="5" fill="#6b4423" stroke={WOOD_DARK} strokeWidth="1.5" />
        {inside ? thing : null}
        <path d="M37 50L44 82H76L83 50A23 5 0 0 1 37 50Z" fill="#d6a85a" stroke={WOOD_DARK} strokeWidth="1.5" />
        <path d="M41 62H79M43 72H77" stroke={WOOD_DARK} strokeWidth="1.2" />
        {inside ? null : thing}
      </svg>
    );
  }
  const behind = scene.relation === "behind";
  return (
    <svg className="spatial-attention-svg" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      {floor}
      {behind ? thing : null}
      <ObjectDrawing reference={scene.reference} />
      {behind ? null : thing}
    </svg>
  );
}
