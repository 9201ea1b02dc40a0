import { useCallback, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { SortBoard } from "../shell/SortBoard";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { type DayPart, type OrderRound, type RoutineId, type RoutineItem, type WhenRound, timesRounds } from "./logic";
import { ROUTINE_PICTURES } from "./pictures";
import { Sky, SkyDetails } from "./Sky";
import "./times-of-day.css";

/** How long a day put in order stays before the next one, in milliseconds. */
const NEXT_DAY_DELAY_MS = 1200;
/** How long a picture tapped too early wobbles. */
const WOBBLE_MS = 450;

/**
 * Where each level happens: the first shows the part of the day as the scene itself (the park in
 * the morning, by day, in the evening, or the night); then the kitchen, the farm and the garden,
 * and a day put in order in the room, on the table and at the station.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["park", "kitchen", "farm", "garden", "room", "table", "station"];
const sceneOf = (level: number): SceneName => LEVEL_SCENES[level - 1] ?? "park";

/** A picture of an everyday thing (its name is the button's accessible name). */
function RoutineCard({ routine }: { routine: RoutineId }) {
  return (
    <span className="times-of-day-card" aria-hidden="true">
      <Picture picture={ROUTINE_PICTURES[routine]} />
    </span>
  );
}

export default function TimesOfDayBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [play] = useState(() => timesRounds(props.level, Math.random));
  const part = (value: DayPart) => t(`games.timesOfDay.parts.${value}`);
  const routine = (id: RoutineId) => t(`games.timesOfDay.routines.${id}`);
  const { sounds, onFinish, onRounds } = props;
  // The round on screen, so the first level's scene can be its part of the day.
  const [shown, setShown] = useState(0);
  const rounds = useCallback(
    (done: number, total: number) => {
      setShown(Math.min(done, total - 1));
      onRounds(done, total);
    },
    [onRounds],
  );

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  if (play.mode === "sort") {
    return (
      <Scene name={sceneOf(props.level)} className="times-of-day-scene is-sort">
        <SortBoard<DayPart, RoutineItem>
          {...props}
          gameId="times-of-day"
          rounds={play.rounds}
          prompt={t("games.timesOfDay.sortPrompt")}
          renderItem={(item) => <RoutineCard routine={item.routine} />}
          itemLabel={(item) => routine(item.routine)}
          renderGroup={(group) => <Sky part={group} />}
          groupLabel={part}
          trayLabel={t("games.timesOfDay.trayLabel")}
          groupsLabel={t("games.timesOfDay.partsLabel")}
          hintText={(group) => t("games.timesOfDay.sortHint", { part: part(group) })}
          wrongText={t("games.timesOfDay.sortWrong")}
          doneText={t("games.timesOfDay.sortDone")}
        />
      </Scene>
    );
  }

  if (play.mode === "order") return <TimesOrder {...props} rounds={play.rounds} name={routine} />;

  const sky = play.mode === "sky";
  const question = (round: WhenRound) => (round.routine ? t("games.timesOfDay.whenIs", { thing: routine(round.routine) }) : t("games.timesOfDay.skyQuestion"));
  const asked = play.rounds[shown] ?? play.rounds[0];
  // At the first level the scene is the question: the park at that part of the day, or the night.
  const scene: SceneName = sky ? (asked?.target === "night" ? "night" : "park") : sceneOf(props.level);
  return (
    <Scene
      name={scene}
      className={`times-of-day-scene times-of-day-board${sky ? " is-sky" : ""}`}
      details={sky && asked ? <SkyDetails part={asked.target} /> : undefined}
    >
      <ChoiceBoard<DayPart, WhenRound>
        {...props}
        onRounds={rounds}
        onFinish={finish}
        rounds={play.rounds}
        renderPrompt={(round) => (
          <>
            <p className="visually-hidden">{question(round)}</p>
            {sky || !round.routine ? (
              <p className="visually-hidden">{t(`games.timesOfDay.scenes.${round.target}`)}</p>
            ) : (
              <p className="times-of-day-thing" aria-hidden="true">
                <Picture picture={ROUTINE_PICTURES[round.routine]} />
              </p>
            )}
          </>
        )}
        spokenPrompt={question}
        sayOnRight={part}
        renderOption={(value) => (
          <span className="times-of-day-option">
            <Sky part={value} />
            <span aria-hidden="true" data-spoken-word="">
              {part(value)}
            </span>
          </span>
        )}
        optionLabel={part}
        optionsLabel={t("games.timesOfDay.partsLabel")}
      />
    </Scene>
  );
}

/** The last levels: tap the pictures of a day in order, from morning to night. */
function TimesOrder({
  rounds,
  name,
  level,
  paused,
  sounds,
  instruct,
  showMe,
  onRounds,
  onScore,
  onFinish,
}: BoardProps & { rounds: ReadonlyArray<OrderRound>; name: (id: RoutineId) => string }) {
  const { t } = useTranslation();
  const { roundIndex, round, prompt, placedIds, complete, wobbling, lastWrong, pieces, tap } = useTapInOrder({
    rounds,
    promptOf: () => t("games.timesOfDay.orderPrompt"),
    level,
    paused,
    sounds,
    onScore,
    onFinish,
    instruct,
    onRounds,
    nextRoundDelayMs: NEXT_DAY_DELAY_MS,
    wobbleMs: WOBBLE_MS,
  });
  const byId = (id: number) => round.pieces.find((piece) => piece.id === id) as RoutineItem;
  // The first picture to tap is shown once.
  const firstMove = useShowMe(showMe, roundIndex === 0);

  return (
    <Scene name={sceneOf(level)} className="times-of-day-scene times-of-day-board is-order">
      <p className="visually-hidden">{prompt}</p>
      <ol className={`times-of-day-line${complete ? " is-complete" : ""}`} aria-label={t("games.timesOfDay.lineLabel")}>
        {round.order.map((_, index) => {
          const placed = placedIds[index];
          return (
            <li
              key={`${roundIndex}-${index}`}
              className={`times-of-day-step${placed === undefined ? " is-empty" : ""}${index === placedIds.length - 1 ? " game-pop" : ""}`}
            >
              {placed === undefined ? (
                <span className="visually-hidden">{t("games.timesOfDay.emptyStep")}</span>
              ) : (
                <>
                  <RoutineCard routine={byId(placed).routine} />
                  <span className="visually-hidden">{name(byId(placed).routine)}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <ul ref={pieces} className="times-of-day-pile" aria-label={t("games.timesOfDay.pileLabel")}>
        {round.pieces.map((piece) =>
          placedIds.includes(piece.id) ? null : (
            <li key={`${roundIndex}-${piece.id}`}>
              <button
                ref={piece.id === round.order[placedIds.length] ? firstMove.target : undefined}
                type="button"
                className={`times-of-day-piece${wobbling?.id === piece.id ? ` is-wobbling-${wobbling.tap % 2}` : ""}`}
                aria-label={name(piece.routine)}
                aria-disabled={paused || complete}
                onClick={(event) => tap(piece.id, event.currentTarget === document.activeElement)}
              >
                <RoutineCard routine={piece.routine} />
              </button>
            </li>
          ),
        )}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? t("games.timesOfDay.orderDone") : lastWrong ? t("games.timesOfDay.orderWrong") : placedIds.length > 0 ? t("games.correct") : ""}
      </output>
    </Scene>
  );
}
