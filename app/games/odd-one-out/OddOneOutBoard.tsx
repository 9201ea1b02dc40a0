import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { LinedUpOption } from "../art/LinedUp";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { type OddRound, type Thing, oddRounds } from "./logic";
import { THING_PICTURES } from "./pictures";
import "./odd-one-out.css";

/** Untimed, so the reason ("the others are all animals") can be read and heard before the next row. */
const REASON_PAUSE_MS = 2400;

/**
 * Where each level's row stands: out on the meadow and in the park for kinds of things, in the
 * garden for colours, on the room's shelf for shapes, on the kitchen shelf for what things are
 * for, and in the farmyard for close groups. Indoors the things stand on a shelf, outdoors on the grass.
 */
const LEVEL_SCENES: ReadonlyArray<{ scene: SceneName; stand: "grass" | "shelf" }> = [
  { scene: "meadow", stand: "grass" },
  { scene: "park", stand: "grass" },
  { scene: "garden", stand: "grass" },
  { scene: "room", stand: "shelf" },
  { scene: "kitchen", stand: "shelf" },
  { scene: "farm", stand: "grass" },
];

export default function OddOneOutBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => oddRounds(props.level, Math.random));
  const reason = (round: OddRound) => t(`games.oddOneOut.reasons.${round.group}`);
  const hint = (round: OddRound) => t(`games.oddOneOut.hints.${round.rule}`);
  // The ids are the pictures' names; every one has a name in the strings (logic.test.ts checks).
  const nameOf = (item: Thing) => t(`games.oddOneOut.things.${item.id}` as "games.oddOneOut.things.dog");
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
  const place = LEVEL_SCENES[props.level - 1] ?? (LEVEL_SCENES[0] as (typeof LEVEL_SCENES)[number]);

  return (
    <Scene name={place.scene} className="odd-one-out-board">
      <p className="choice-question visually-hidden">{prompt}</p>
      <ul className={`lined-up-row lined-up-${row.things.length} odd-one-out-row odd-one-out-on-${place.stand}`} aria-label={t("games.oddOneOut.rowLabel")}>
        {row.things.map((item, position) => {
          const isWrong = wrong.includes(position);
          const isRight = solved && position === row.answer;
          const picture = THING_PICTURES[item.id];
          return (
            // The row keeps its places from one row to the next, so keyboard focus stays put.
            <li key={position}>
              <LinedUpOption
                buttonRef={play.round === 0 && position === row.answer ? firstMove.target : undefined}
                className={`odd-one-out-option${isWrong ? " game-wobble" : ""}${isRight ? " game-pop" : ""}`}
                state={isWrong ? "wrong" : isRight ? "found" : solved ? "aside" : null}
                label={t("games.oddOneOut.picture", { number: position + 1, picture: nameOf(item) })}
                disabled={isWrong || solved || props.paused}
                step={play.round}
                onChoose={() => choose(position)}
              >
                {picture ? <Picture picture={picture} /> : null}
              </LinedUpOption>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{solved ? `${t("games.correct")} ${reason(row)}` : wrong.length > 0 ? hint(row) : ""}</output>
    </Scene>
  );
}
