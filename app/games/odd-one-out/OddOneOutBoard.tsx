import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
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
    hintOf: (round, mistakes) => (mistakes === 1 ? hint(round) : null),
  });
  const solved = status === "right";
  const firstMove = useShowMe(props.showMe, play.round === 0);

  return (
    <div className="odd-one-out-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <ul className={`odd-one-out-row odd-one-out-items-${row.things.length}`} aria-label={t("games.oddOneOut.rowLabel")}>
        {row.things.map((item, position) => {
          const isWrong = wrong.includes(position);
          const isRight = solved && position === row.answer;
          return (
            // The row keeps its places from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <button
                ref={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                type="button"
                className={`odd-one-out-option${isWrong ? " is-wrong game-wobble" : ""}${isRight ? " is-right game-pop" : ""}${solved && !isRight ? " is-together" : ""}`}
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
      <output className="game-feedback visually-hidden">{solved ? `${t("games.correct")} ${reason(row)}` : wrong.length > 0 ? hint(row) : ""}</output>
    </div>
  );
}
