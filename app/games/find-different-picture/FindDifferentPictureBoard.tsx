import { createElement, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import { LinedUpOption } from "../art/LinedUp";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { drawingById } from "./drawings";
import { PICTURE_ROW_SECONDS, type PictureItem, type PictureRow, pictureRows } from "./logic";
import { PICTURES } from "./pictures";
import "./find-different-picture.css";

/**
 * Where each level's row stands: things on the meadow, look-alikes in the park, animals and
 * things facing one way on the shore, things with a part missing on the kitchen table, small
 * details in the room, and the mixed last level in the forest.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "park", "shore", "table", "room", "forest"];

function PictureView({ item }: { item: PictureItem }) {
  if (item.kind === "picture") {
    const picture = PICTURES[item.picture];
    return picture ? <Picture picture={picture} /> : null;
  }
  const parts = drawingById(item.drawing).parts.filter((part) => part.id !== item.missing);
  return (
    <svg className="find-different-picture-drawing" data-picture={item.drawing} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {/* A flipped drawing faces left: mirrored across the middle of its box. */}
      <g transform={item.flipped ? "matrix(-1 0 0 1 100 0)" : undefined}>
        {parts.flatMap((part) => part.shapes.map((shape, index) => createElement(shape.el, { key: `${part.id}-${index}`, ...shape.a })))}
      </g>
    </svg>
  );
}

export default function FindDifferentPictureBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rows] = useState(() => pictureRows(props.level, Math.random));
  const hint = (row: PictureRow) => t(`games.findDifferentPicture.hints.${row.difference}`);
  const { play, row, prompt, wrong, status, msLeft, rowMs, choose } = useRowChoice({
    ...props,
    rows,
    answerOf: (pictureRow) => pictureRow.answer,
    promptOf: () => t("games.findDifferentPicture.prompt"),
    secondsPerRow: PICTURE_ROW_SECONDS,
    hintOf: (pictureRow, mistakes) => (mistakes === 1 ? hint(pictureRow) : null),
  });
  const over = status !== "choosing";
  const left = msLeft === null || rowMs === null ? null : msLeft / rowMs;
  const firstMove = useShowMe(props.showMe, play.round === 0);

  return (
    <Scene name={LEVEL_SCENES[props.level - 1] ?? "meadow"} className="find-different-picture-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      {left === null ? null : (
        <p className="find-different-picture-timer">
          <svg className="find-different-picture-timer-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="find-different-picture-timer-track" width="100" height="10" rx="5" />
            <rect className="find-different-picture-timer-fill" width={left * 100} height="10" rx="5" />
          </svg>
        </p>
      )}
      <ul className={`lined-up-row lined-up-${row.items.length} find-different-picture-row`} aria-label={t("games.findDifferentPicture.rowLabel")}>
        {row.items.map((item, position) => {
          const isWrong = wrong.includes(position);
          const isAnswer = over && position === row.answer;
          return (
            // Places stay from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <LinedUpOption
                buttonRef={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                className={`find-different-picture-option${isWrong ? " game-wobble" : ""}${isAnswer && status === "right" ? " game-pop" : ""}`}
                state={isWrong ? "wrong" : isAnswer ? "found" : null}
                label={t("games.findDifferentPicture.picture", { number: position + 1 })}
                disabled={isWrong || over || props.paused}
                step={play.round}
                onChoose={() => choose(position)}
              >
                <PictureView item={item} />
              </LinedUpOption>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">
        {status === "right"
          ? t("games.correct")
          : status === "missed"
            ? t("games.findDifferentPicture.timeUp")
            : wrong.length > 0
              ? hint(row)
              : ""}
      </output>
    </Scene>
  );
}
