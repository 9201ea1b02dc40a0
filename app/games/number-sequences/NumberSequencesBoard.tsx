import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { type SequenceRound, hintKey, sequenceAnswer, sequenceLevel, sequenceRounds } from "./logic";
import "./number-sequences.css";

/** Where the dots go, like the pips of a die (viewBox 0 0 100 100). */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[30, 22], [70, 22], [30, 50], [70, 50], [30, 78], [70, 78]],
};

function Dots({ count }: { count: number }) {
  return (
    <svg className="number-sequences-dots" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {(PIPS[count] ?? []).map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="11" />
      ))}
    </svg>
  );
}

export default function NumberSequencesBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => sequenceRounds(props.level, Math.random));
  const { look } = sequenceLevel(props.level);
  const dots = look === "dots";
  const promptOf = (round: SequenceRound) =>
    dots
      ? t("games.numberSequences.promptDots")
      : round.gap === round.numbers.length - 1
        ? t("games.numberSequences.promptNext")
        : t("games.numberSequences.promptMissing");
  const hint = (round: SequenceRound) => t(`games.numberSequences.hints.${hintKey(look, round.step)}`);
  const { play, row, prompt, wrong, status, choose } = useRowChoice({
    ...props,
    rows: rounds,
    answerOf: (round) => round.options.indexOf(sequenceAnswer(round)),
    promptOf,
    secondsPerRow: null,
    hintOf: (round, mistakes) => (mistakes === 1 ? hint(round) : null),
    // A written number that fills the gap is read out, for a child who does not know it yet.
    onRight: (round) => {
      if (!dots) props.sounds.say(String(sequenceAnswer(round)));
    },
  });
  const solved = status === "right";
  const firstMove = useShowMe(props.showMe, play.round === 0);
  /** A number as the child sees it: that many dots, or the numeral. */
  const show = (number: number) => (dots ? <Dots count={number} /> : <span className="number-sequences-numeral">{number}</span>);
  const label = (number: number) => (dots ? t("games.numberSequences.dots", { count: number }) : String(number));

  return (
    <div className="number-sequences-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <ol className={`number-sequences-row number-sequences-cards-${row.numbers.length}`} aria-label={t("games.numberSequences.rowLabel")}>
        {row.numbers.map((number, position) =>
          position === row.gap ? (
            <li key={position} className={`number-sequences-card is-gap${solved ? " is-found game-pop" : ""}`}>
              {solved ? (
                <>
                  {show(number)}
                  {dots ? <span className="visually-hidden">{label(number)}</span> : null}
                </>
              ) : (
                <>
                  <span className="number-sequences-question" aria-hidden="true">
                    ?
                  </span>
                  <span className="visually-hidden">{t("games.numberSequences.gapLabel")}</span>
                </>
              )}
            </li>
          ) : (
            <li key={position} className="number-sequences-card">
              {show(number)}
              {dots ? <span className="visually-hidden">{label(number)}</span> : null}
            </li>
          ),
        )}
      </ol>
      <ul className="number-sequences-options" aria-label={t("games.numberSequences.optionsLabel")}>
        {row.options.map((number, position) => {
          const isWrong = wrong.includes(position);
          const isRight = solved && number === sequenceAnswer(row);
          return (
            // Places stay from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <button
                ref={play.round === 0 && number === sequenceAnswer(row) ? firstMove.target : undefined}
                type="button"
                className={`number-sequences-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right game-pop" : ""}`}
                aria-label={dots ? label(number) : undefined}
                aria-disabled={isWrong || solved || props.paused}
                onClick={() => choose(position)}
              >
                {show(number)}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{solved ? t("games.correct") : wrong.length > 0 ? hint(row) : ""}</output>
    </div>
  );
}
