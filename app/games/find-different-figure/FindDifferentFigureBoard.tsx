import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import { LinedUpOption } from "../art/LinedUp";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { turnTransform } from "../turns";
import { FIGURE_COLOURS, FIGURE_ROW_SECONDS, FIGURE_SHAPES, type Figure, type FigureRow, MARKS, figureRows } from "./logic";
import "./find-different-figure.css";

const MARK_COLOUR = "#263238";
/** The light comes from the top left: the figure's base sits up and left of its shade. */
const LIGHT_OFFSET = "translate(-2.5 -2.5)";
/**
 * Where each level's figures stand: toy blocks on the room's rug, the park, the snow, the night
 * sky, the station and the garden.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "park", "snow", "night", "station", "garden"];

/** A figure in two tones (base and shade, no outline), its mark turning with it. */
function FigureView({ figure }: { figure: Figure }) {
  const transform = turnTransform(figure.turn) || undefined;
  const { d } = FIGURE_SHAPES[figure.shape];
  const colour = FIGURE_COLOURS[figure.colour];
  return (
    <svg className="find-different-figure-shape" viewBox="0 0 100 100" data-picture={figure.shape} aria-hidden="true" focusable="false">
      <g transform={transform}>
        <path d={d} fill={colour.shade} stroke={colour.shade} strokeWidth="4" strokeLinejoin="round" />
      </g>
      <g transform={LIGHT_OFFSET}>
        <g transform={transform}>
          <path d={d} fill={colour.base} />
          {figure.mark === "none" ? null : <path d={MARKS[figure.mark].d} fill={MARK_COLOUR} fillRule="evenodd" />}
        </g>
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
    <Scene name={LEVEL_SCENES[props.level - 1] ?? "room"} className="find-different-figure-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      {left === null ? null : (
        <p className="find-different-figure-timer">
          <svg className="find-different-figure-timer-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="find-different-figure-timer-track" width="100" height="10" rx="5" />
            <rect className="find-different-figure-timer-fill" width={left * 100} height="10" rx="5" />
          </svg>
        </p>
      )}
      <ul className={`lined-up-row lined-up-${row.figures.length} find-different-figure-row`} aria-label={t("games.findDifferentFigure.rowLabel")}>
        {row.figures.map((figure, position) => {
          const isWrong = wrong.includes(position);
          const isAnswer = over && position === row.answer;
          return (
            // Places stay from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <LinedUpOption
                buttonRef={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                className={`find-different-figure-option${isWrong ? " game-wobble" : ""}${isAnswer && status === "right" ? " game-pop" : ""}`}
                state={isWrong ? "wrong" : isAnswer ? "found" : null}
                label={t("games.findDifferentFigure.figure", { number: position + 1 })}
                disabled={isWrong || over || props.paused}
                step={play.round}
                onChoose={() => choose(position)}
              >
                <FigureView figure={figure} />
              </LinedUpOption>
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
    </Scene>
  );
}
