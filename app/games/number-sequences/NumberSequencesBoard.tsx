import { useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { travelIn } from "../art/travel-in";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useRowChoice } from "../shell/use-row-choice";
import { useShowMe } from "../shell/use-show-me";
import { type SequenceRound, hintKey, sequenceAnswer, sequenceLevel, sequenceRounds } from "./logic";
import "./number-sequences.css";

/** Where the dots go, like the pips of a die (viewBox 0 0 100 100). */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [30, 22],
    [70, 22],
    [30, 50],
    [70, 50],
    [30, 78],
    [70, 78],
  ],
};

/** A ladybird with `count` spots, laid out like a die's pips, to count. */
function Dots({ count }: { count: number }) {
  return (
    <svg className="number-sequences-dots" viewBox="0 0 100 112" aria-hidden="true" focusable="false">
      <ellipse cx="50" cy="14" rx="20" ry="14" fill="#263238" />
      <circle cx="42" cy="10" r="4" fill="#fafafa" />
      <circle cx="58" cy="10" r="4" fill="#fafafa" />
      <circle cx="50" cy="62" r="48" fill="#e53935" />
      <path d="M50 14 A48 48 0 0 1 50 110 Z" fill="#c62828" />
      <ellipse cx="30" cy="40" rx="10" ry="6" fill="#fff" opacity="0.45" />
      <g transform="translate(0 12)">
        {(PIPS[count] ?? []).map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} className="number-sequences-spot" cx={cx} cy={cy} r="10" fill="#263238" />
        ))}
      </g>
    </svg>
  );
}

/**
 * Each level's place and the things its numbers are on: ladybirds with spots to count on the
 * meadow, wagons of a train at the station, stars at night, flower pots in the garden, balloons
 * in the park, cookies on the kitchen table. The thing for the "?" is chosen below and travels
 * into the row.
 */
const LEVEL_SCENES: ReadonlyArray<{ scene: SceneName; thing: string }> = [
  { scene: "meadow", thing: "ladybird" },
  { scene: "station", thing: "wagon" },
  { scene: "night", thing: "star" },
  { scene: "garden", thing: "pot" },
  { scene: "park", thing: "balloon" },
  { scene: "kitchen", thing: "cookie" },
];

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
  const place = LEVEL_SCENES[props.level - 1] ?? (LEVEL_SCENES[0] as (typeof LEVEL_SCENES)[number]);
  // Where the right choice was when tapped: it travels from there into the gap.
  const [from, setFrom] = useState<DOMRect | null>(null);
  const firstMove = useShowMe(props.showMe, play.round === 0);
  /** A number as the child sees it: that many dots, or the numeral. */
  const show = (number: number) => (dots ? <Dots count={number} /> : <span className="number-sequences-numeral">{number}</span>);
  const label = (number: number) => (dots ? t("games.numberSequences.dots", { count: number }) : String(number));

  return (
    <Scene name={place.scene} className={`number-sequences-scene is-${place.thing}`}>
      <div className="number-sequences-board">
        <p className="choice-question visually-hidden">{prompt}</p>
        <ol className={`number-sequences-row number-sequences-cards-${row.numbers.length}`} aria-label={t("games.numberSequences.rowLabel")}>
          {row.numbers.map((number, position) =>
            position === row.gap ? (
              <li key={position} className={`number-sequences-card is-gap${solved ? " is-found" : ""}`}>
                {solved ? (
                  <span key={play.round} ref={travelIn(from)} className="number-sequences-thing art-travel-in">
                    {show(number)}
                    {dots ? <span className="visually-hidden">{label(number)}</span> : null}
                  </span>
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
                <span className="number-sequences-thing">
                  {show(number)}
                  {dots ? <span className="visually-hidden">{label(number)}</span> : null}
                </span>
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
                  onClick={(event) => {
                    if (number === sequenceAnswer(row)) setFrom(event.currentTarget.getBoundingClientRect());
                    choose(position);
                  }}
                >
                  <span className="number-sequences-thing">{show(number)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <output className="game-feedback visually-hidden">{solved ? t("games.correct") : wrong.length > 0 ? hint(row) : ""}</output>
      </div>
    </Scene>
  );
}
