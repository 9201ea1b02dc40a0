import { type CSSProperties, type ReactNode, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Ball, Balloon, Bench, Snowman, ToyBox } from "../art/toy-scene-props";
import { travelFrom } from "../art/travel-in";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { type Block, towerRounds } from "./logic";
import "./build-tower.css";

/** How long the finished tower stays before the next one, in milliseconds. */
const NEXT_TOWER_DELAY_MS = 1000;
/** How long a wrong block wobbles. */
const WOBBLE_MS = 450;

/** The tower is the one place a block can be dragged to. */
const TOWER_PLACE = 0;

/** Each level's place (docs/art-style.md): the tower goes up in a room, a meadow, a garden, the snow, a park. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "meadow", "garden", "snow", "park"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // A ball and a toy box on the rug.
  <g key="room">
    <ToyBox x={268} y={470} colour="#f2a541" lid="#d98b2b" />
    <Ball x={36} y={472} colour="#1e88e5" />
  </g>,
  // A kite in the meadow's sky.
  <g key="meadow">
    <path d="M60 170 l26 -34 26 34 -26 40 z" fill="#e76f51" />
    <path d="M86 136 v74" stroke="#b8433a" strokeWidth="3" />
    <path d="M86 210 q-10 30 8 60 q-14 30 4 60" fill="none" stroke="#8d6e63" strokeWidth="2" />
  </g>,
  // A wheelbarrow by the garden beds.
  <g key="garden">
    <path d="M262 470 h78 l-14 34 h-52 z" fill="#43a047" />
    <circle cx="292" cy="514" r="10" fill="#263238" />
    <rect x="250" y="468" width="30" height="6" rx="3" fill="#8d6e63" />
  </g>,
  // A snowman and a sled.
  <g key="snow">
    <Snowman x={312} y={490} scarf="#1e88e5" />
    <rect x="20" y="470" width="70" height="12" rx="6" fill="#e53935" />
    <path d="M18 488 h76 q8 0 8 -8" fill="none" stroke="#8d6e63" strokeWidth="4" strokeLinecap="round" />
  </g>,
  // A balloon tied to the park's bench.
  <g key="park">
    <Bench x={262} y={496} />
    <Balloon x={300} y={452} colour="#ec407a" />
  </g>,
];

/** A brick's visible width: `width` units of --build-tower-unit (see build-tower.css). */
const brickStyle = (block: Block): CSSProperties => ({ "--build-tower-width": block.width, backgroundColor: block.color }) as CSSProperties;

export default function BuildTowerBoard({ level, paused, sounds, onScore, onFinish, instruct, onRounds, showMe }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => towerRounds(level, Math.random));
  const { play, roundIndex, round, prompt, placedIds, complete, wobbling, lastWrong, pieces, tap } = useTapInOrder({
    rounds,
    promptOf: () => t("games.buildTower.prompt"),
    level,
    paused,
    sounds,
    onScore,
    onFinish,
    instruct,
    onRounds,
    nextRoundDelayMs: NEXT_TOWER_DELAY_MS,
    wobbleMs: WOBBLE_MS,
  });
  // Where each block lies, so a block put on the tower travels there from its place.
  const blockButtons = useRef(new Map<number, HTMLButtonElement>());
  const takenFrom = useRef(new Map<number, DOMRect>());
  function take(id: number, focused: boolean) {
    const from = blockButtons.current.get(id)?.getBoundingClientRect();
    if (from) takenFrom.current.set(id, from);
    tap(id, focused);
  }
  // A block dragged onto the tower is put there like a tapped one; a tap still works alone.
  const { drag, pieceProps, placeRef, ignoreClick } = useDragToPlace(
    (id) => take(id, false),
    () => !paused && !complete,
  );
  const firstMove = useShowMe(showMe, roundIndex === 0);

  const blockLabel = (block: Block) => t("games.buildTower.blockLabel", { width: block.width });
  const byId = (id: number) => round.blocks.find((block) => block.id === id) as Block;

  return (
    <Scene
      name={LEVEL_SCENES[level - 1] ?? "room"}
      details={LEVEL_DETAILS[level - 1]}
      className={`build-tower-board${round.blocks.length >= 5 ? " is-many" : ""}`}
    >
      <p className="build-tower-prompt visually-hidden">{prompt}</p>
      <div
        className="build-tower-scene"
        ref={(node) => {
          placeRef(TOWER_PLACE)(node);
          firstMove.to(node);
        }}
      >
        <ol className={`build-tower-stack${complete ? " is-complete" : ""}`} aria-label={t("games.buildTower.towerLabel")}>
          {placedIds.map((id) => {
            const block = byId(id);
            return (
              <li
                key={`${roundIndex}-${id}`}
                ref={(node) => {
                  travelFrom(node, takenFrom.current.get(id));
                  takenFrom.current.delete(id);
                }}
                className="build-tower-brick"
                style={brickStyle(block)}
                data-width={block.width}
              >
                <span className="visually-hidden">{blockLabel(block)}</span>
              </li>
            );
          })}
        </ol>
        <div className="build-tower-ground" aria-hidden="true" />
      </div>
      <ul ref={pieces} className="build-tower-pile" aria-label={t("games.buildTower.pileLabel")}>
        {round.blocks.map((block) => (
          <li key={`${roundIndex}-${block.id}`}>
            {placedIds.includes(block.id) ? (
              <span className="build-tower-spot" aria-hidden="true">
                <span className="build-tower-brick is-gone" style={brickStyle(block)} />
              </span>
            ) : (
              <button
                ref={(node) => {
                  if (node) blockButtons.current.set(block.id, node);
                  else blockButtons.current.delete(block.id);
                  if (roundIndex === 0 && block.id === round.order[0]) firstMove.target(node);
                }}
                type="button"
                className={`build-tower-spot${drag?.piece === block.id ? " is-dragging" : ""}`}
                style={drag?.piece === block.id ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
                aria-label={blockLabel(block)}
                aria-disabled={paused || complete}
                data-width={block.width}
                {...pieceProps(block.id)}
                onClick={(event) => {
                  if (ignoreClick(event)) return;
                  take(block.id, event.currentTarget === document.activeElement);
                }}
              >
                <span
                  className={`build-tower-brick${wobbling?.id === block.id ? ` is-wobbling-${wobbling.tap % 2}` : ""}`}
                  style={{ ...brickStyle(block), "--build-tower-tilt": `${block.tilt}deg` } as CSSProperties}
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? t("games.buildTower.towerReady") : lastWrong ? t("games.buildTower.wrongBlock") : play.placed > 0 ? t("games.correct") : ""}
      </output>
    </Scene>
  );
}
