import { type ComponentType, useState } from "react";
import { LinedUpOption } from "../art/LinedUp";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import type { DifferentRow } from "./rows";
import "./find-different.css";

/** What the child reads and hears, in the game's own words. */
export interface FindDifferentTexts<Difference extends string> {
  prompt: string;
  rowLabel: string;
  timeUp: string;
  correct: string;
  /** The name of the option at a place (1, 2, ...). */
  option: (number: number) => string;
  /** The hint after a wrong tap. */
  hint: (difference: Difference) => string;
}

interface FindDifferentBoardProps<Item, Difference extends string> extends BoardProps {
  /** The game's id, the prefix of its board's classes. */
  game: "find-different-figure" | "find-different-picture";
  /** Makes the play's rows, once. */
  makeRows: () => DifferentRow<Item, Difference>[];
  secondsPerRow: number;
  /** Where each level's row stands (level 1 first); a level past the list stands in the first. */
  scenes: ReadonlyArray<SceneName>;
  texts: FindDifferentTexts<Difference>;
  /** Draws one thing of the row. */
  ItemView: ComponentType<{ item: Item }>;
}

/**
 * The board of both find-the-different games: a row of 3-6 things standing in the level's
 * scene, the row's own timer as a shrinking bar (only when a parent switched the timer on), the
 * first move shown, a hint after the first wrong tap; the different one hops up with a tick.
 */
export function FindDifferentBoard<Item, Difference extends string>({
  game,
  makeRows,
  secondsPerRow,
  scenes,
  texts,
  ItemView,
  ...props
}: FindDifferentBoardProps<Item, Difference>) {
  const [rows] = useState(makeRows);
  const { play, row, prompt, wrong, status, msLeft, rowMs, choose } = useRowChoice({
    ...props,
    rows,
    answerOf: (each) => each.answer,
    promptOf: () => texts.prompt,
    secondsPerRow,
    hintOf: (each, mistakes) => (mistakes === 1 ? texts.hint(each.difference) : null),
  });
  const over = status !== "choosing";
  const left = msLeft === null || rowMs === null ? null : msLeft / rowMs;
  const firstMove = useShowMe(props.showMe, play.round === 0);

  return (
    <Scene name={scenes[props.level - 1] ?? (scenes[0] as SceneName)} className={`${game}-board`}>
      <p className="choice-question visually-hidden">{prompt}</p>
      {left === null ? null : (
        <p className="find-different-timer">
          <svg className="find-different-timer-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className="find-different-timer-track" width="100" height="10" rx="5" />
            <rect className="find-different-timer-fill" width={left * 100} height="10" rx="5" />
          </svg>
        </p>
      )}
      <ul className={`lined-up-row lined-up-${row.items.length} ${game}-row`} aria-label={texts.rowLabel}>
        {row.items.map((item, position) => {
          const isWrong = wrong.includes(position);
          const isAnswer = over && position === row.answer;
          return (
            // Places stay from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <LinedUpOption
                buttonRef={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                className={`${game}-option${isWrong ? " game-wobble" : ""}${isAnswer && status === "right" ? " game-pop" : ""}`}
                state={isWrong ? "wrong" : isAnswer ? "found" : null}
                label={texts.option(position + 1)}
                disabled={isWrong || over || props.paused}
                step={play.round}
                onChoose={() => choose(position)}
              >
                <ItemView item={item} />
              </LinedUpOption>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">
        {status === "right" ? texts.correct : status === "missed" ? texts.timeUp : wrong.length > 0 ? texts.hint(row.difference) : ""}
      </output>
    </Scene>
  );
}
