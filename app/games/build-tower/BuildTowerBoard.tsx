import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import {
  type Block,
  type TowerRound,
  nextOrderRound,
  orderPlayOver,
  orderScore,
  roundComplete,
  startOrderPlay,
  tapInOrder,
  towerRounds,
} from "./logic";
import "./build-tower.css";

/** How long the finished tower stays before the next one, in milliseconds. */
const NEXT_TOWER_DELAY_MS = 1000;
/** How long a wrong block wobbles. */
const WOBBLE_MS = 450;

/** A brick's visible width: `width` units of --build-tower-unit (see build-tower.css). */
const brickStyle = (block: Block): CSSProperties => ({ "--build-tower-width": block.width, backgroundColor: block.color }) as CSSProperties;

export default function BuildTowerBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => towerRounds(level, Math.random));
  const [play, setPlay] = useState(startOrderPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wobbling, setWobbling] = useState<{ id: number; tap: number } | null>(null);
  const [lastWrong, setLastWrong] = useState(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  const pile = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as TowerRound;
  const placedIds = round.order.slice(0, play.round < rounds.length ? play.placed : 0);
  const complete = play.round < rounds.length && roundComplete(play, round.order);

  // Each tower's prompt is spoken once, when its blocks appear.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    sounds.say(t("games.buildTower.prompt"));
  }, [roundIndex, sounds, t]);

  // A placed block leaves the pile: after that render, keyboard focus moves on to a block still there.
  useEffect(() => {
    const next = refocus.current ? pile.current?.querySelector<HTMLButtonElement>("button") : null;
    if (!next) return; // after the last one, wait for the next round's
    refocus.current = false;
    next.focus();
  });

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function tap(id: number, focused: boolean) {
    const current = latest.current;
    if (paused || orderPlayOver(current, rounds.length)) return;
    const order = (rounds[current.round] as TowerRound).order;
    const { play: next, outcome } = tapInOrder(current, order, id);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    onScore(orderScore(next));
    if (outcome === "wrong") {
      sounds.wrong();
      setLastWrong(true);
      const wobble = { id, tap: next.attempts };
      setWobbling(wobble);
      later(() => setWobbling((now) => (now === wobble ? null : now)), WOBBLE_MS);
      return;
    }
    sounds.right();
    setLastWrong(false);
    refocus.current = focused;
    if (!roundComplete(next, order)) return;
    later(() => {
      const following = nextOrderRound(latest.current);
      latest.current = following;
      setPlay(following);
      if (orderPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: orderScore(following), attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_TOWER_DELAY_MS);
  }

  const blockLabel = (block: Block) => t("games.buildTower.blockLabel", { width: block.width });
  const byId = (id: number) => round.blocks.find((block) => block.id === id) as Block;

  return (
    <div className="build-tower-board">
      <p className="game-round">
        {roundIndex + 1} / {rounds.length}
      </p>
      <p className="build-tower-prompt">{t("games.buildTower.prompt")}</p>
      <div className="build-tower-scene">
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
      <ul ref={pile} className="build-tower-pile" aria-label={t("games.buildTower.pileLabel")}>
        {round.blocks.map((block) => (
          <li key={`${roundIndex}-${block.id}`}>
            {placedIds.includes(block.id) ? (
              <span className="build-tower-spot" aria-hidden="true">
                <span className="build-tower-brick is-gone" style={brickStyle(block)} />
              </span>
            ) : (
              <button
                type="button"
                className="build-tower-spot"
                aria-label={blockLabel(block)}
                aria-disabled={paused || complete}
                data-width={block.width}
                onClick={(event) => tap(block.id, event.currentTarget === document.activeElement)}
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
      <output className="game-feedback">
        {complete ? t("games.buildTower.towerReady") : lastWrong ? t("games.buildTower.wrongBlock") : play.placed > 0 ? t("games.correct") : ""}
      </output>
    </div>
  );
}
