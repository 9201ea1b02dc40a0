import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { hideMismatch, memoryFinished, memoryScore, newMemoryGame, turnCard, waitingToHide } from "./logic";

/** How long two different cards stay open, so the child can remember them. */
const SHOW_MISMATCH_MS = 900;

export default function MemoryBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [game, setGame] = useState(() => newMemoryGame(level, Math.random));
  const finished = useRef(false);
  const pairs = game.cards.length / 2;

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

  // Sounds and the score follow each change, so quick taps in a row all count.
  const before = useRef(game);
  useEffect(() => {
    const previous = before.current;
    before.current = game;
    if (game.matched.length > previous.matched.length) {
      sounds.right();
      onScore(memoryScore(game));
    } else if (game.mismatches > previous.mismatches) {
      sounds.wrong();
    }
  }, [game, sounds, onScore]);

  function turn(index: number) {
    if (paused) return;
    setGame((current) => turnCard(current, index));
  }

  return (
    <div className="memory-board">
      <output className="game-round">{t("games.memory.pairsFound", { found: game.matched.length / 2, total: pairs })}</output>
      <ul className={`memory-grid memory-grid-${pairs}`} aria-label={t("games.memory.boardLabel")}>
        {game.cards.map((card, index) => {
          const faceUp = game.open.includes(index) || game.matched.includes(index);
          return (
            <li key={card.id}>
              <button
                type="button"
                className={`memory-card${faceUp ? " is-open" : ""}${game.matched.includes(index) ? " is-matched" : ""}`}
                aria-label={
                  faceUp
                    ? t("games.memory.cardShown", { number: index + 1, symbol: card.symbol })
                    : t("games.memory.cardHidden", { number: index + 1 })
                }
                aria-disabled={faceUp || paused}
                onClick={() => turn(index)}
              >
                <span aria-hidden="true">{faceUp ? card.symbol : "?"}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
