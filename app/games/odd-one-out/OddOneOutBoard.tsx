import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { type OddRound, oddRounds } from "./logic";
import "./odd-one-out.css";

/** Untimed, so the reason ("the others are all animals") can be read and heard before the next row. */
const REASON_PAUSE_MS = 2400;

export default function OddOneOutBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => oddRounds(props.level, Math.random));
  const reason = (round: OddRound) => t(`games.oddOneOut.reasons.${round.group}`);
  const hint = (round: OddRound) => t(`games.oddOneOut.hints.${round.rule}`);
  const { play, row, prompt, wrong, status, choose } = useRowChoice({
    ...props,
    rows: rounds,
    answerOf: (round) => round.answer,
    promptOf: () => t("games.oddOneOut.prompt"),
    secondsPerRow: null,
    rightPauseMs: REASON_PAUSE_MS,
    onRight: (round) => props.sounds.say(reason(round)),
    onWrong: (round, mistakes) => {
      if (mistakes === 1) props.sounds.say(hint(round));
    },
  });
  const solved = status === "right";

  return (
    <div className="odd-one-out-board">
      <p className="game-round">
        {Math.min(play.round + 1, rounds.length)} / {rounds.length}
      </p>
      <p className="choice-question">{prompt}</p>
      <ul className={`odd-one-out-row odd-one-out-items-${row.things.length}`} aria-label={t("games.oddOneOut.rowLabel")}>
        {row.things.map((item, position) => {
          const isWrong = wrong.includes(position);
          const isRight = solved && position === row.answer;
          return (
            // The row keeps its places from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <button
                type="button"
                className={`odd-one-out-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${solved && !isRight ? " is-together" : ""}`}
                aria-label={t("games.oddOneOut.picture", { number: position + 1, picture: item.emoji })}
                aria-disabled={isWrong || solved || props.paused}
                onClick={() => choose(position)}
              >
                <span className="odd-one-out-emoji" aria-hidden="true">
                  {item.emoji}
                </span>
                {isWrong ? (
                  <span className="odd-one-out-mark" aria-hidden="true">
                    ✗
                  </span>
                ) : isRight ? (
                  <span className="odd-one-out-mark" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback">{solved ? `${t("games.correct")} ${reason(row)}` : wrong.length > 0 ? hint(row) : ""}</output>
    </div>
  );
}
