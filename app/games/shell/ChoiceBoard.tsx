import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, type ChoiceRound, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";

/** How long "Right!" stays before the next round, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 700;

interface ChoiceBoardProps<T, R extends ChoiceRound<T>> extends BoardProps {
  rounds: ReadonlyArray<R>;
  /** What the child looks at or hears: the target, or its name. */
  renderPrompt: (round: R) => ReactNode;
  /** The prompt as text, spoken when a round starts. */
  spokenPrompt: (round: R) => string;
  /** An answer button's picture; `position` is its place in the row. */
  renderOption: (value: T, position: number) => ReactNode;
  optionLabel: (value: T) => string;
  optionsLabel: string;
}

/** The board of the pick-the-right-one games: a prompt, big answer buttons, kind feedback. */
export function ChoiceBoard<T extends string | number, R extends ChoiceRound<T> = ChoiceRound<T>>({
  rounds,
  renderPrompt,
  spokenPrompt,
  renderOption,
  optionLabel,
  optionsLabel,
  level,
  paused,
  sounds,
  onScore,
  onFinish,
}: ChoiceBoardProps<T, R>) {
  const { t } = useTranslation();
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<T>>([]);
  const [solved, setSolved] = useState(false);
  const finished = useRef(false);
  const nextRoundTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextRoundTimer.current), []);
  const round = rounds[Math.min(play.round, rounds.length - 1)] as R;

  // Each round's prompt is spoken once, when the round appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === play.round) return;
    spokenRound.current = play.round;
    sounds.say(spokenPrompt(round));
  }, [play.round, round, sounds, spokenPrompt]);

  function choose(value: T) {
    if (paused || solved || latest.current.round !== play.round) return;
    const correct = value === round.target;
    const next = answerChoice(latest.current, correct);
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
      setPlay(next);
      if (choicePlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  return (
    <div className="choice-board">
      <p className="game-round">
        {play.round + 1 > rounds.length ? rounds.length : play.round + 1} / {rounds.length}
      </p>
      <div className="choice-prompt">{renderPrompt(round)}</div>
      <ul className="choice-options" aria-label={optionsLabel}>
        {round.options.map((value, position) => {
          const isWrong = wrong.includes(value);
          const isRight = solved && value === round.target;
          return (
            <li key={`${play.round}-${value}`}>
              <button
                type="button"
                className={`choice-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}`}
                aria-label={optionLabel(value)}
                aria-disabled={isWrong || solved || paused}
                onClick={() => choose(value)}
              >
                {renderOption(value, position)}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback">{solved ? t("games.correct") : wrong.length > 0 ? t("games.tryAgain") : ""}</output>
    </div>
  );
}
