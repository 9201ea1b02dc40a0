import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { turnTransform } from "../turns";
import { FIGURE_COLOURS, FIGURE_ROW_SECONDS, FIGURE_SHAPES, type Figure, type FigureRow, MARKS, figureRows } from "./logic";
import "./find-different-figure.css";

const OUTLINE = "#1f2937";

function FigureView({ figure }: { figure: Figure }) {
  const transform = turnTransform(figure.turn);
  return (
    <svg className="find-different-figure-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g transform={transform || undefined}>
        <path d={FIGURE_SHAPES[figure.shape].d} fill={FIGURE_COLOURS[figure.colour]} stroke={OUTLINE} strokeWidth="4" strokeLinejoin="round" />
        {figure.mark === "none" ? null : <path d={MARKS[figure.mark].d} fill={OUTLINE} fillRule="evenodd" />}
      </g>
    </svg>
  );
}

export default function FindDifferentFigureBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rows] = useState(() => figureRows(props.level, Math.random));
  const hint = (row: FigureRow) => t(`games.findDifferentFigure.hints.${row.difference}`);
  const { play, row, prompt, wrong, status, msLeft, rowMs, choose } = useRowChoice({
    ...props,
    rows,
    answerOf: (figureRow) => figureRow.answer,
    promptOf: () => t("games.findDifferentFigure.prompt"),
    secondsPerRow: FIGURE_ROW_SECONDS,
    hintOf: (figureRow, mistakes) => (mistakes === 1 ? hint(figureRow) : null),
  });
  const over = status !== "choosing";
  const left = msLeft === null || rowMs === null ? null : msLeft / rowMs;
  const firstMove = useShowMe(props.showMe, play.round === 0);

  return (
    <div className="find-different-figure-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      {left === null ? null : (
        <p className="find-different-figure-timer">
          <svg className="find-different-figure-timer-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="find-different-figure-timer-track" width="100" height="10" rx="5" />
            <rect className="find-different-figure-timer-fill" width={left * 100} height="10" rx="5" />
          </svg>
        </p>
      )}
      <ul className={`find-different-figure-row find-different-figure-items-${row.figures.length}`} aria-label={t("games.findDifferentFigure.rowLabel")}>
        {row.figures.map((figure, position) => {
          const isWrong = wrong.includes(position);
          const isAnswer = over && position === row.answer;
          return (
            // Places stay from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <button
                ref={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                type="button"
                className={`find-different-figure-option${isWrong ? " is-wrong game-wobble" : ""}${isAnswer ? " is-answer" : ""}${isAnswer && status === "right" ? " game-pop" : ""}`}
                aria-label={t("games.findDifferentFigure.figure", { number: position + 1 })}
                aria-disabled={isWrong || over || props.paused}
                onClick={() => choose(position)}
              >
                <FigureView figure={figure} />
                {isWrong || isAnswer ? (
                  <span className="find-different-figure-mark" aria-hidden="true">
                    {isWrong ? "✗" : "✓"}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">
        {status === "right"
          ? t("games.correct")
          : status === "missed"
            ? t("games.findDifferentFigure.timeUp")
            : wrong.length > 0
              ? hint(row)
              : ""}
      </output>
    </div>
  );
}
