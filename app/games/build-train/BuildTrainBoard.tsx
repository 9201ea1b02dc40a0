import { type ReactNode, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Mushroom, Snowman } from "../art/toy-scene-props";
import { travelFrom } from "../art/travel-in";
import { toyShade } from "../art/toy-shades";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { type TrainRound, WAGON_COLORS, type Wagon, trainLevel, trainRounds } from "./logic";
import "./build-train.css";

/** How long the finished train stays before the next one, in milliseconds. */
const NEXT_TRAIN_DELAY_MS = 1000;
/** How long a wrong wagon shakes. */
const SHAKE_MS = 450;

/** Each level's place (docs/art-style.md): the train is made up at the station, then in a meadow, a forest, the snow, at night. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["station", "meadow", "forest", "snow", "night"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // The station's house and its signal.
  <g key="station">
    <rect x="250" y="440" width="90" height="56" rx="8" fill="#e9a37c" />
    <path d="M242 446 L295 414 L348 446 Z" fill="#b8433a" />
    <rect x="284" y="462" width="22" height="34" rx="4" fill="#8d6e63" />
    <rect x="26" y="420" width="8" height="76" rx="4" fill="#78909c" />
    <rect x="16" y="392" width="28" height="48" rx="8" fill="#263238" />
    <circle cx="30" cy="406" r="7" fill="#e53935" />
    <circle cx="30" cy="426" r="7" fill="#43a047" />
  </g>,
  // Cows far away in the meadow.
  <g key="meadow">
    <ellipse cx="290" cy="430" rx="22" ry="12" fill="#fafafa" />
    <ellipse cx="284" cy="428" rx="7" ry="5" fill="#263238" />
    <rect x="274" y="436" width="4" height="12" rx="2" fill="#fafafa" />
    <rect x="300" y="436" width="4" height="12" rx="2" fill="#fafafa" />
    <circle cx="312" cy="424" r="7" fill="#fafafa" />
  </g>,
  // Mushrooms under the forest's trees.
  <g key="forest">
    <Mushroom x={51} y={488} cap="#e53935" />
    <Mushroom x={304} y={494} cap="#f2a541" scale={0.8} />
  </g>,
  // A snowman by the line.
  <Snowman key="snow" x={318} y={472} scarf="#43a047" />,
  // Little lit houses in the night.
  <g key="night">
    {[40, 250].map((x) => (
      <g key={x} transform={`translate(${x} 420)`}>
        <rect x="0" y="0" width="60" height="44" rx="6" fill="#4a5d86" />
        <path d="M-6 4 L30 -22 L66 4 Z" fill="#3a4a70" />
        <rect x="12" y="12" width="14" height="14" rx="3" fill="#f6c945" />
        <rect x="34" y="12" width="14" height="14" rx="3" fill="#f6c945" />
      </g>
    ))}
  </g>,
];

/** Where the dots go, like the pips of a die (viewBox 0 0 100 80). */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 34]],
  2: [
    [34, 22],
    [66, 46],
  ],
  3: [
    [30, 20],
    [50, 34],
    [70, 48],
  ],
  4: [
    [34, 22],
    [66, 22],
    [34, 46],
    [66, 46],
  ],
  5: [
    [30, 20],
    [70, 20],
    [50, 34],
    [30, 48],
    [70, 48],
  ],
  6: [
    [34, 18],
    [66, 18],
    [34, 34],
    [66, 34],
    [34, 50],
    [66, 50],
  ],
};

/** A pair of wheels in the picture world's style: dark tyre, light hub, no outline. */
function Wheels({ at }: { at: ReadonlyArray<number> }) {
  return (
    <>
      {at.map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="68" r="10" fill="#37474f" />
          <circle cx={cx} cy="68" r="4" fill="#b0bec5" />
        </g>
      ))}
    </>
  );
}

/** A wagon: a rounded body in two tones (its number painted on the light side), a coupling, wheels. */
function WagonPicture({ wagon, dots, width }: { wagon: Wagon; dots: boolean; width: number }) {
  const paint = WAGON_COLORS[wagon.color] as string;
  return (
    <svg viewBox="0 0 100 80" width={width} height={(width * 80) / 100} aria-hidden="true" focusable="false">
      <rect x="0" y="44" width="12" height="6" rx="3" fill="#546e7a" />
      <rect x="8" y="6" width="84" height="54" rx="10" fill={toyShade(paint, 0.18)} />
      <rect x="8" y="6" width="84" height="46" rx="10" fill={paint} />
      <rect x="14" y="10" width="30" height="5" rx="2.5" fill="#fff" opacity="0.6" />
      <Wheels at={[30, 70]} />
      {dots ? (
        (PIPS[wagon.number] ?? []).map(([cx, cy]) => <circle key={`${cx}-${cy}`} className="build-train-dot" cx={cx} cy={cy} r="7" fill="#263238" />)
      ) : (
        <text x="50" y="45" textAnchor="middle" fontSize="36" fontWeight="800" fill="#263238">
          {wagon.number}
        </text>
      )}
    </svg>
  );
}

/** The engine at the front: a red boiler with a chimney and a lamp, a blue cab with a window. */
function Engine() {
  return (
    <svg className="build-train-engine" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect x="16" y="2" width="16" height="22" rx="4" fill="#37474f" />
      <rect x="12" y="0" width="24" height="7" rx="3.5" fill="#263238" />
      <rect x="2" y="22" width="72" height="38" rx="14" fill="#b8322a" />
      <rect x="2" y="22" width="72" height="30" rx="14" fill="#e53935" />
      <circle cx="8" cy="38" r="6" fill="#f6c945" />
      <rect x="20" y="26" width="30" height="5" rx="2.5" fill="#fff" opacity="0.55" />
      <rect x="64" y="6" width="48" height="54" rx="8" fill="#1565c0" />
      <rect x="64" y="6" width="48" height="46" rx="8" fill="#1e88e5" />
      <rect x="74" y="14" width="28" height="18" rx="5" fill="#dff3fb" />
      <rect x="108" y="44" width="12" height="6" rx="3" fill="#546e7a" />
      <Wheels at={[24, 54, 90]} />
    </svg>
  );
}

export default function BuildTrainBoard({ level, paused, sounds, onScore, onFinish, instruct, onRounds, showMe }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => trainRounds(level, Math.random));
  const { look, direction, step } = trainLevel(level);
  const dots = look === "dots";
  const promptOf = (round: TrainRound) => {
    const numberOf = (id: number) => (round.wagons.find((wagon) => wagon.id === id) as Wagon).number;
    const ends = { from: numberOf(round.order[0] as number), to: numberOf(round.order.at(-1) as number) };
    return dots
      ? t("games.buildTrain.promptDots")
      : direction === "down"
        ? t("games.buildTrain.promptDown", ends)
        : step > 1
          ? t("games.buildTrain.promptSkip", ends)
          : t("games.buildTrain.promptUp", ends);
  };
  const {
    play,
    roundIndex,
    round,
    prompt,
    placedIds: coupledIds,
    complete,
    wobbling: shaking,
    lastWrong,
    pieces: yard,
    tap,
  } = useTapInOrder({
    rounds,
    promptOf,
    level,
    paused,
    sounds,
    onScore,
    onFinish,
    instruct,
    onRounds,
    nextRoundDelayMs: NEXT_TRAIN_DELAY_MS,
    wobbleMs: SHAKE_MS,
    // A coupled wagon's painted number is read out, for a child still learning them.
    onPlaced: (id, placedRound) => {
      const wagon = placedRound.wagons.find((candidate) => candidate.id === id);
      if (!dots && wagon) sounds.say(String(wagon.number));
    },
  });
  const byId = (id: number) => round.wagons.find((wagon) => wagon.id === id) as Wagon;
  // Where each wagon stands, so a wagon coupled behind the engine rolls there from the yard.
  const takenFrom = useRef(new Map<number, DOMRect>());
  const { target: firstWagon, to: train } = useShowMe(showMe, roundIndex === 0);

  const wagonLabel = (wagon: Wagon) =>
    dots ? t("games.buildTrain.wagonDots", { count: wagon.number }) : t("games.buildTrain.wagonNumber", { number: wagon.number });

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "station"} details={LEVEL_DETAILS[level - 1]} className="build-train-board">
      <p className="build-train-prompt visually-hidden">{prompt}</p>
      <ol ref={train} className={`build-train-track${complete ? " is-complete" : ""}`} aria-label={t("games.buildTrain.trainLabel")}>
        <li className="build-train-car">
          <Engine />
          <span className="visually-hidden">{t("games.buildTrain.engine")}</span>
        </li>
        {coupledIds.map((id) => {
          const wagon = byId(id);
          return (
            <li
              key={`${roundIndex}-${id}`}
              ref={(node) => {
                travelFrom(node, takenFrom.current.get(id));
                takenFrom.current.delete(id);
              }}
              className="build-train-car is-coupled"
            >
              <WagonPicture wagon={wagon} dots={dots} width={64} />
              <span className="visually-hidden">{wagonLabel(wagon)}</span>
            </li>
          );
        })}
      </ol>
      <ul ref={yard} className="build-train-yard" aria-label={t("games.buildTrain.yardLabel")}>
        {round.wagons.map((wagon) =>
          coupledIds.includes(wagon.id) ? (
            <li key={`${roundIndex}-${wagon.id}`} className="build-train-spot" aria-hidden="true" />
          ) : (
            <li key={`${roundIndex}-${wagon.id}`}>
              <button
                ref={roundIndex === 0 && wagon.id === round.order[0] ? firstWagon : undefined}
                type="button"
                className={`build-train-spot build-train-wagon${shaking?.id === wagon.id ? ` is-shaking-${shaking.tap % 2}` : ""}`}
                aria-label={wagonLabel(wagon)}
                aria-disabled={paused || complete}
                onClick={(event) => {
                  takenFrom.current.set(wagon.id, event.currentTarget.getBoundingClientRect());
                  tap(wagon.id, event.currentTarget === document.activeElement);
                }}
              >
                <WagonPicture wagon={wagon} dots={dots} width={92} />
              </button>
            </li>
          ),
        )}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? t("games.buildTrain.trainReady") : lastWrong ? t("games.buildTrain.wrongWagon") : play.placed > 0 ? t("games.correct") : ""}
      </output>
    </Scene>
  );
}
