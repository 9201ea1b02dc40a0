import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { type ChoicePlay, type ChoiceRound, answerChoice, choicePlayOver, startChoicePlay } from "../choice-rounds";

/** How long the right answer pops before the next round, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 800;
/** How long a wrong answer wobbles. */
const WOBBLE_MS = 450;

interface ChoiceBoardProps<T, R extends ChoiceRound<T>> extends BoardProps {
  rounds: ReadonlyArray<R>;
  /** What the child looks at or hears: the target, or its name. */
  renderPrompt: (round: R) => ReactNode;
  /** The instruction as text (or parts said one after another), spoken when a round starts and after a wrong answer. */
  spokenPrompt: (round: R) => string | ReadonlyArray<string>;
  /** An answer button's picture; `position` is its place in the row. */
  renderOption: (value: T, position: number) => ReactNode;
  /** An answer's accessible name; "" when what is written on the answer names it. */
  optionLabel: (value: T) => string;
  optionsLabel: string;
  /** Where a game is about words (days, months), the word said when the child picks the right answer. */
  sayOnRight?: (value: T) => string;
}

/** What a tap on an answer does: ends the round, counts one mistake, or nothing at all. */
export type ChoiceTap = "right" | "wrong" | "ignored";

/**
 * A tap on `value` while `target` is asked: a second tap on an answer already marked wrong, or
 * any tap while the right one is being celebrated, is ignored, so a small child's fast repeated
 * taps count once.
 */
export function choiceTap<T>(value: T, target: T, wrongSoFar: ReadonlyArray<T>, solved: boolean): ChoiceTap {
  if (solved || wrongSoFar.includes(value)) return "ignored";
  return value === target ? "right" : "wrong";
}

/** Lives after a wrong answer: one less for each distinct wrong answer (null: the play has none). */
export const livesAfterWrong = (lives: number | null): number | null => (lives === null ? null : Math.max(0, lives - 1));

/**
 * The board of the pick-the-right-one games: a prompt, big picture answers, kind feedback. The
 * instruction is spoken at each round and after a wrong answer; the first right answer is shown
 * by the shell's hand; a wrong answer wobbles and the round goes on.
 */
export function ChoiceBoard<T extends string | number, R extends ChoiceRound<T> = ChoiceRound<T>>({
  rounds,
  renderPrompt,
  spokenPrompt,
  renderOption,
  optionLabel,
  optionsLabel,
  sayOnRight,
  level,
  paused,
  lives,
  sounds,
  instruct,
  showMe,
  onRounds,
  onLives,
  onScore,
  onFinish,
}: ChoiceBoardProps<T, R>) {
  const { t } = useTranslation();
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, wrong answers and lives, so two quick taps before a re-render count once.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<T>>([]);
  const latestWrong = useRef<ReadonlyArray<T>>([]);
  const latestSolved = useRef(false);
  const livesLeft = useRef(lives);
  const [wobbling, setWobbling] = useState<T | null>(null);
  const [solved, setSolved] = useState(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const round = rounds[Math.min(play.round, rounds.length - 1)] as R;
  const rightButton = useRef<HTMLButtonElement>(null);

  // Each round's instruction is spoken once, when the round appears; the progress follows it.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === play.round || choicePlayOver(play, rounds.length)) return;
    const first = spokenRound.current === -1;
    spokenRound.current = play.round;
    onRounds(play.round, rounds.length);
    instruct(spokenPrompt(round));
    if (first) showMe(rightButton.current);
  }, [play, round, rounds.length, instruct, showMe, onRounds, spokenPrompt]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function end(last: ChoicePlay) {
    if (finished.current) return;
    finished.current = true;
    onRounds(Math.min(last.round, rounds.length), rounds.length);
    onFinish({ level, score: last.score, attempts: last.attempts, successes: last.successes });
  }

  function choose(value: T) {
    if (paused || finished.current || latest.current.round !== play.round) return;
    const tap = choiceTap(value, round.target, latestWrong.current, latestSolved.current);
    if (tap === "ignored") return;
    const next = answerChoice(latest.current, tap === "right");
    latest.current = next;
    if (tap === "wrong") {
      sounds.wrong();
      latestWrong.current = [...latestWrong.current, value];
      setWrong(latestWrong.current);
      setWobbling(value);
      later(() => setWobbling((now) => (now === value ? null : now)), WOBBLE_MS);
      setPlay(next);
      livesLeft.current = livesAfterWrong(livesLeft.current);
      if (livesLeft.current !== null) {
        onLives(livesLeft.current);
        if (livesLeft.current === 0) {
          end(next);
          return;
        }
      }
      instruct(spokenPrompt(round));
      return;
    }
    sounds.right();
    if (sayOnRight) sounds.say(sayOnRight(value));
    latestSolved.current = true;
    setSolved(true);
    onScore(next.score);
    later(() => {
      latestSolved.current = false;
      latestWrong.current = [];
      setSolved(false);
      setWrong([]);
      setPlay(next);
      if (choicePlayOver(next, rounds.length)) end(next);
    }, NEXT_ROUND_DELAY_MS);
  }

  return (
    <div className="choice-board">
      <div className="choice-prompt">{renderPrompt(round)}</div>
      <ul className="choice-options" aria-label={optionsLabel}>
        {round.options.map((value, position) => {
          const isWrong = wrong.includes(value);
          const isRight = solved && value === round.target;
          const motion = isRight ? " game-pop" : wobbling === value ? " game-wobble" : "";
          return (
            <li key={`${play.round}-${value}`}>
              <button
                ref={value === round.target ? rightButton : undefined}
                type="button"
                className={`choice-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${motion}`}
                aria-label={optionLabel(value) || undefined}
                aria-disabled={isWrong || solved || paused}
                onClick={() => choose(value)}
              >
                {renderOption(value, position)}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{solved ? t("games.correct") : wrong.length > 0 ? t("games.tryAgain") : ""}</output>
    </div>
  );
}
