import ball from "fluent:soccer-ball";
import cat from "fluent:cat";
import puppy from "fluent:dog";
import type { ReactNode } from "react";
import { Picture, type PictureData } from "../art/Picture";
import type { SceneName } from "../art/Scene";
import { type Reference, type Relation, type Scene, type Thing } from "./logic";

/**
 * A small scene in a 120 × 90 box: an object (table, chair, basket, box, tree) standing on the
 * ground and a thing (a Fluent picture) in one of its places. What is behind is drawn first and
 * partly hidden, smaller and a little higher (farther); what is in front is drawn last, bigger.
 * Drawn in the picture world's style: filled shapes, no outlines, two tones. The surface things
 * sit on (a table's top, a chair's seat) has the class spatial-attention-surface.
 */
const WOOD = "#c08552";
const WOOD_DARK = "#8d5a32";

const THING_PICTURES: Record<Thing, PictureData> = { ball, cat, puppy };

/** Where each level's little scenes stand: the room, the kitchen, the garden, the park, the meadow. */
export const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "kitchen", "garden", "park", "meadow"];

/** Where the thing goes: its centre and its size (bigger in front, as it is nearer). */
const SIDE = 28;
const LEFT = { x: 15, y: 67, size: SIDE };
const RIGHT = { x: 105, y: 67, size: SIDE };
const PLACES: Record<Reference, Partial<Record<Relation, { x: number; y: number; size: number }>>> = {
  table: { on: { x: 60, y: 29, size: 30 }, under: { x: 60, y: 67, size: 28 }, left: LEFT, right: RIGHT },
  chair: { on: { x: 52, y: 38, size: 28 }, under: { x: 58, y: 70, size: 24 }, left: LEFT, right: RIGHT },
  basket: { in: { x: 60, y: 44, size: 30 }, front: { x: 60, y: 74, size: 32 }, left: LEFT, right: RIGHT },
  box: { on: { x: 60, y: 32, size: 28 }, front: { x: 60, y: 74, size: 32 }, behind: { x: 78, y: 38, size: 24 }, left: LEFT, right: RIGHT },
  tree: { front: { x: 60, y: 72, size: 32 }, behind: { x: 62, y: 60, size: 22 }, left: { x: 17, y: 67, size: SIDE }, right: { x: 103, y: 67, size: SIDE } },
};

function ObjectDrawing({ reference }: { reference: Exclude<Reference, "basket"> }): ReactNode {
  switch (reference) {
    case "table":
      return (
        <g>
          <rect x="36" y="49" width="6" height="33" rx="2" fill={WOOD_DARK} />
          <rect x="78" y="49" width="6" height="33" rx="2" fill={WOOD_DARK} />
          <rect className="spatial-attention-surface" x="28" y="44" width="64" height="8" rx="3" fill={WOOD} />
        </g>
      );
    case "chair":
      return (
        <g>
          <rect x="70" y="16" width="7" height="38" rx="3" fill={WOOD_DARK} />
          <rect x="39" y="56" width="6" height="26" rx="2" fill={WOOD_DARK} />
          <rect x="71" y="56" width="6" height="26" rx="2" fill={WOOD_DARK} />
          <rect className="spatial-attention-surface" x="36" y="52" width="43" height="7" rx="3" fill={WOOD} />
        </g>
      );
    case "box":
      return (
        <g>
          <rect x="36" y="46" width="48" height="36" rx="4" fill="#e0a25b" />
          <rect x="64" y="46" width="20" height="36" rx="4" fill="#c7863f" />
          <rect x="55" y="46" width="10" height="36" fill="#f3c98c" />
        </g>
      );
    case "tree":
      return (
        <g>
          <rect x="52" y="42" width="16" height="40" rx="5" fill="#8d6e63" />
          <rect x="61" y="42" width="7" height="40" rx="3" fill="#6d4c41" />
          <circle cx="60" cy="26" r="24" fill="#5aa34a" />
          <circle cx="52" cy="19" r="11" fill="#7cc26a" />
        </g>
      );
  }
}

function ThingDrawing({ scene }: { scene: Scene }) {
  const place = PLACES[scene.reference][scene.relation] ?? { x: 60, y: 72, size: SIDE };
  return (
    <svg className="spatial-attention-thing" x={place.x - place.size / 2} y={place.y - place.size / 2} width={place.size} height={place.size}>
      <Picture picture={THING_PICTURES[scene.thing]} />
    </svg>
  );
}

export function SceneSvg({ scene }: { scene: Scene }) {
  const thing = <ThingDrawing scene={scene} />;
  // A soft shadow on the ground under the object.
  const ground = <ellipse cx="60" cy="83" rx="34" ry="4" fill="#263238" fillOpacity="0.12" />;
  if (scene.reference === "basket") {
    // The basket's opening is drawn behind the thing and its front over it, so a thing in it shows only its top.
    const inside = scene.relation === "in";
    return (
      <svg className="spatial-attention-svg" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
        {ground}
        <ellipse cx="60" cy="50" rx="24" ry="6" fill="#8d5a32" />
        {inside ? thing : null}
        <path d="M36 50L43 79Q44 82 47 82H73Q76 82 77 79L84 50A24 6 0 0 1 36 50Z" fill="#e0a25b" />
        <path d="M60 56V82H73Q76 82 77 79L84 50A24 6 0 0 1 60 56Z" fill="#c7863f" />
        {inside ? null : thing}
      </svg>
    );
  }
  const behind = scene.relation === "behind";
  return (
    <svg className="spatial-attention-svg" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      {ground}
      {behind ? thing : null}
      <ObjectDrawing reference={scene.reference} />
      {behind ? null : thing}
    </svg>
  );
}
