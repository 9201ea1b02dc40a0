import { useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { type TrainRound, WAGON_COLORS, type Wagon, trainLevel, trainRounds } from "./logic";
import "./build-train.css";

/** How long the finished train stays before the next one, in milliseconds. */
const NEXT_TRAIN_DELAY_MS = 1000;
/** How long a wrong wagon shakes. */
const SHAKE_MS = 450;

/** Where the dots go, like the pips of a die (viewBox 0 0 100 80). */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[50, 34]],
  2: [[34, 22], [66, 46]],
  3: [[30, 20], [50, 34], [70, 48]],
  4: [[34, 22], [66, 22], [34, 46], [66, 46]],
  5: [[30, 20], [70, 20], [50, 34], [30, 48], [70, 48]],
  6: [[34, 18], [66, 18], [34, 34], [66, 34], [34, 50], [66, 50]],
};

function WagonPicture({ wagon, dots, width }: { wagon: Wagon; dots: boolean; width: number }) {
  return (
    <svg viewBox="0 0 100 80" width={width} height={(width * 80) / 100} aria-hidden="true" focusable="false">
      <rect x="2" y="36" width="8" height="6" fill="#4b5563" />
      <rect x="8" y="6" width="84" height="52" rx="8" fill={WAGON_COLORS[wagon.color]} stroke="#1f2937" strokeWidth="3" />
      <circle cx="30" cy="66" r="10" fill="#374151" />
      <circle cx="70" cy="66" r="10" fill="#374151" />
      {dots ? (
        (PIPS[wagon.number] ?? []).map(([cx, cy]) => <circle key={`${cx}-${cy}`} className="build-train-dot" cx={cx} cy={cy} r="7" fill="#1f2937" />)
      ) : (
        <text x="50" y="46" textAnchor="middle" fontSize="36" fontWeight="800" fill="#1f2937">
          {wagon.number}
        </text>
      )}
    </svg>
  );
}

function Engine() {
  return (
    <svg className="build-train-engine" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <rect x="14" y="4" width="14" height="18" rx="3" fill="#374151" />
      <rect x="6" y="22" width="64" height="36" rx="10" fill="#dc2626" stroke="#1f2937" strokeWidth="3" />
      <rect x="66" y="8" width="44" height="50" rx="6" fill="#2563eb" stroke="#1f2937" strokeWidth="3" />
      <rect x="76" y="16" width="24" height="16" rx="3" fill="#e0f2fe" />
      <rect x="110" y="36" width="8" height="6" fill="#4b5563" />
      <circle cx="26" cy="66" r="10" fill="#374151" />
      <circle cx="56" cy="66" r="10" fill="#374151" />
      <circle cx="90" cy="66" r="10" fill="#374151" />
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
  const { play, roundIndex, round, prompt, placedIds: coupledIds, complete, wobbling: shaking, lastWrong, pieces: yard, tap } = useTapInOrder({
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
  const { target: firstWagon, to: train } = useShowMe(showMe, roundIndex === 0);

  const wagonLabel = (wagon: Wagon) =>
    dots ? t("games.buildTrain.wagonDots", { count: wagon.number }) : t("games.buildTrain.wagonNumber", { number: wagon.number });

  return (
    <div className="build-train-board">
      <p className="build-train-prompt visually-hidden">{prompt}</p>
      <ol ref={train} className={`build-train-track${complete ? " is-complete" : ""}`} aria-label={t("games.buildTrain.trainLabel")}>
        <li className="build-train-car">
          <Engine />
          <span className="visually-hidden">{t("games.buildTrain.engine")}</span>
        </li>
        {coupledIds.map((id) => {
          const wagon = byId(id);
          return (
            <li key={`${roundIndex}-${id}`} className="build-train-car is-coupled">
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
                onClick={(event) => tap(wagon.id, event.currentTarget === document.activeElement)}
              >
                <WagonPicture wagon={wagon} dots={dots} width={76} />
              </button>
            </li>
          ),
        )}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? t("games.buildTrain.trainReady") : lastWrong ? t("games.buildTrain.wrongWagon") : play.placed > 0 ? t("games.correct") : ""}
      </output>
    </div>
  );
}
