import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import type { BoardProps } from "../board";
import { hideMismatch, memoryFinished, memoryScore, newMemoryGame, turnCard, waitingToHide } from "./logic";
import { CARD_BACK, MEMORY_PICTURES, MEMORY_SCENES } from "./pictures";
import "./memory.css";

/** How long two different cards stay open, so the child can remember them. */
const SHOW_MISMATCH_MS = 900;

export default function MemoryBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [game, setGame] = useState(() => newMemoryGame(level, Math.random));
  const finished = useRef(false);
  const grid = useRef<HTMLUListElement>(null);
  const pairs = game.cards.length / 2;
  const prompt = t("games.memory.prompt");

  // A child who cannot read hears what to do, sees the first card turned by the shell's hand,
  // and sees the pairs found as pictures (drawn by the shell).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    instruct(prompt);
    onRounds(0, pairs);
    showMe(grid.current?.querySelector("button") ?? null);
  }, [instruct, onRounds, pairs, prompt, showMe]);

  useEffect(() => {
    if (!waitingToHide(game)) return;
    const timer = window.setTimeout(() => setGame(hideMismatch), SHOW_MISMATCH_MS);
    return () => window.clearTimeout(timer);
  }, [game]);

  useEffect(() => {
    if (!memoryFinished(game) || finished.current) return;
    finished.current = true;
    sounds.finished();
    onFinish({ level, score: memoryScore(game), attempts: game.attempts, successes: game.matched.length / 2 });
  }, [game, level, onFinish, sounds]);

  // Sounds, voice and the score follow each change, so quick taps in a row all count (once:
  // the logic ignores a tap on an open card and a third card while two wait).
  const before = useRef(game);
  useEffect(() => {
    const previous = before.current;
    before.current = game;
    if (game.matched.length > previous.matched.length) {
      sounds.right();
      onScore(memoryScore(game));
      onRounds(game.matched.length / 2, pairs);
    } else if (game.mismatches > previous.mismatches) {
      sounds.wrong();
      instruct(prompt);
    }
  }, [game, sounds, onScore, onRounds, instruct, pairs, prompt]);

  function turn(index: number) {
    if (paused) return;
    setGame((current) => turnCard(current, index));
  }

  // The last pair found pops; two different cards wobble while they show.
  const lastPair = game.matched.slice(-2);
  const mismatch = waitingToHide(game) ? game.open : [];

  return (
    <Scene name={MEMORY_SCENES[level - 1] ?? "meadow"} className="memory-scene">
      <output className="visually-hidden">{t("games.memory.pairsFound", { found: game.matched.length / 2, total: pairs })}</output>
      <ul ref={grid} className={`memory-grid memory-cards memory-cards-${pairs}`} aria-label={t("games.memory.boardLabel")}>
        {game.cards.map((card, index) => {
          const faceUp = game.open.includes(index) || game.matched.includes(index);
          const motion = lastPair.includes(index) ? " game-pop" : mismatch.includes(index) ? " game-wobble" : "";
          return (
            <li key={card.id}>
              <button
                type="button"
                className={`memory-card${faceUp ? " is-open" : ""}${game.matched.includes(index) ? " is-matched" : ""}${motion}`}
                aria-label={
                  faceUp
                    ? t("games.memory.cardShown", { number: index + 1, symbol: t(`games.memory.things.${card.symbol}`) })
                    : t("games.memory.cardHidden", { number: index + 1 })
                }
                aria-disabled={faceUp || paused}
                onClick={() => turn(index)}
              >
                {/* The front turns in when the card is turned; the back is the same drawing on every card. */}
                <span key={faceUp ? "front" : "back"} className={faceUp ? "memory-face memory-front" : "memory-face memory-back"}>
                  <Picture picture={faceUp ? MEMORY_PICTURES[card.symbol] : CARD_BACK} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Scene>
  );
}
