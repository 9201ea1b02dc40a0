import { type CSSProperties, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
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
  // A block dragged onto the tower is put there like a tapped one; a tap still works alone.
  const { drag, pieceProps, placeRef, ignoreClick } = useDragToPlace(
    (id) => tap(id, false),
    () => !paused && !complete,
  );
  const firstMove = useShowMe(showMe, roundIndex === 0);

  const blockLabel = (block: Block) => t("games.buildTower.blockLabel", { width: block.width });
  const byId = (id: number) => round.blocks.find((block) => block.id === id) as Block;

  return (
    <div className="build-tower-board">
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
              <li key={`${roundIndex}-${id}`} className="build-tower-brick" style={brickStyle(block)} data-width={block.width}>
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
                ref={roundIndex === 0 && block.id === round.order[0] ? firstMove.target : undefined}
                type="button"
                className={`build-tower-spot${drag?.piece === block.id ? " is-dragging" : ""}`}
                style={drag?.piece === block.id ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
                aria-label={blockLabel(block)}
                aria-disabled={paused || complete}
                data-width={block.width}
                {...pieceProps(block.id)}
                onClick={(event) => {
                  if (ignoreClick(event)) return;
                  tap(block.id, event.currentTarget === document.activeElement);
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
    </div>
  );
}
