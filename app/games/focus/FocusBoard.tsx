import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { SHOW_AGAIN_COST, SHOW_TARGET_MS, answerFocus, focusLevel, focusPlayOver, focusRounds, showTargetAgain, startFocusPlay } from "./logic";
import "./focus.css";

/** How long "Right!" stays before the next round, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 700;

export default function FocusBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => focusRounds(level, Math.random));
  const { remember } = focusLevel(level);
  const [play, setPlay] = useState(startFocusPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<string>>([]);
  const [solved, setSolved] = useState(false);
  /** At a remember-it level: the target is in view (and the choices are not yet). */
  const [showing, setShowing] = useState(remember);
  const finished = useRef(false);
  const nextRoundTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextRoundTimer.current), []);
  const round = rounds[Math.min(play.round, rounds.length - 1)] ?? { target: "", options: [] };

  // Each round's prompt is spoken once, when the round appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === play.round) return;
    spokenRound.current = play.round;
    sounds.say(remember ? t("games.focus.rememberIt") : t("games.focus.findThis"));
  }, [play.round, remember, sounds, t]);

  // The target hides after a short look; a pause stops the clock and the look starts over.
  useEffect(() => {
    if (!showing || paused) return;
    const timer = window.setTimeout(() => {
      setShowing(false);
      sounds.say(t("games.focus.whichOne"));
    }, SHOW_TARGET_MS);
    return () => window.clearTimeout(timer);
  }, [showing, paused, sounds, t]);

  function showAgain() {
    if (paused || solved || showing) return;
    latest.current = showTargetAgain(latest.current);
    setPlay(latest.current);
    setShowing(true);
  }

  function choose(value: string) {
    if (paused || solved || showing || latest.current.round !== play.round || wrong.includes(value)) return;
    const correct = value === round.target;
    const next = answerFocus(latest.current, correct);
    latest.current = next;
    if (!correct) {
      sounds.wrong();
      setWrong((previous) => [...previous, value]);
      setPlay(next);
      return;
    }
    sounds.right();
    setSolved(true);
    onScore(next.score);
    nextRoundTimer.current = window.setTimeout(() => {
      setSolved(false);
      setWrong([]);
      setShowing(remember);
      setPlay(next);
      if (focusPlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const hidden = remember && !showing && !solved;
  const question = remember ? (showing ? t("games.focus.rememberIt") : t("games.focus.whichOne")) : t("games.focus.findThis");
  return (
    <div className="choice-board focus-board">
      <p className="game-round">
        {Math.min(play.round + 1, rounds.length)} / {rounds.length}
      </p>
      <div className="choice-prompt">
        <p className="choice-question">{question}</p>
        {hidden ? (
          <p className="focus-target is-hidden">
            <span aria-hidden="true">?</span>
          </p>
        ) : (
          <p className="focus-target">{round.target}</p>
        )}
        {hidden ? (
          <button type="button" className="button button-secondary focus-show-again" aria-disabled={paused} onClick={showAgain}>
            {t("games.focus.showAgain")} <small>({t("games.focus.showAgainCost", { count: SHOW_AGAIN_COST })})</small>
          </button>
        ) : null}
      </div>
      {showing ? (
        <p className="focus-waiting">{t("games.focus.lookCarefully")}</p>
      ) : (
        <ul className="choice-options focus-options" aria-label={t("games.focus.optionsLabel")}>
          {round.options.map((value, position) => {
            const isWrong = wrong.includes(value);
            const isRight = solved && value === round.target;
            return (
              <li key={`${play.round}-${value}`}>
                <button
                  type="button"
                  className={`choice-option focus-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}`}
                  aria-label={t("games.focus.optionLabel", { number: position + 1, symbol: value })}
                  aria-disabled={isWrong || solved || paused}
                  onClick={() => choose(value)}
                >
                  <span aria-hidden="true">{value}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <output className="game-feedback">{solved ? t("games.correct") : wrong.length > 0 ? t("games.tryAgain") : ""}</output>
    </div>
  );
}
