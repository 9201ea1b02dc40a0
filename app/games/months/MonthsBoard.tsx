import { useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { SEASON_PICTURES } from "../art/calendar-pictures";
import { Picture } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { useShowMe } from "../shell/use-show-me";
import { useTapInOrder } from "../shell/use-tap-in-order";
import { type MonthId, type MonthOrderRound, type MonthQuestionRound, SEASONS, type Season, monthsRounds } from "./logic";
import "./months.css";
import { MONTH_PICTURES } from "./pictures";

/**
 * Where each level's months are: the meadow, the room's wall calendar, the park, then the months
 * put in order on the station's train, on the kitchen shelf and on the table.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["meadow", "room", "park", "station", "kitchen", "table"];
const sceneOf = (level: number): SceneName => LEVEL_SCENES[level - 1] ?? "meadow";

/** How long a finished row of months stays before the next one, in milliseconds. */
const NEXT_ROW_DELAY_MS = 1000;
/** How long a month tapped too early wobbles. */
const WOBBLE_MS = 450;

const isSeason = (value: string): value is Season => (SEASONS as ReadonlyArray<string>).includes(value);

/**
 * A month's card: its picture and its name, on every level, so a child who cannot read tells the
 * months apart; the name is said when found.
 */
function MonthCard({ month, name }: { month: MonthId; name: string }) {
  return (
    <span className="months-card">
      <span className="months-picture" aria-hidden="true">
        <Picture picture={MONTH_PICTURES[month]} />
      </span>
      <span className="months-name" aria-hidden="true" data-spoken-word="">
        {name}
      </span>
    </span>
  );
}

export default function MonthsBoard(props: BoardProps) {
  const { t } = useTranslation();
  const [play] = useState(() => monthsRounds(props.level, Math.random));
  const month = (id: MonthId) => t(`games.months.names.${id}`);
  const season = (id: Season) => t(`games.months.seasons.${id}`);
  const { sounds, onFinish } = props;

  if (play.kind === "order") return <MonthsOrder {...props} rounds={play.rounds} name={month} />;

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  const question = (round: MonthQuestionRound) =>
    round.question === "season"
      ? t("games.months.seasonOf", { month: month(round.month) })
      : round.question === "after"
        ? t(`games.months.after.${round.month}`)
        : t(`games.months.before.${round.month}`);
  const label = (value: MonthId | Season) => (isSeason(value) ? season(value) : month(value));

  return (
    <Scene name={sceneOf(props.level)} className="months-board">
      <ChoiceBoard<MonthId | Season, MonthQuestionRound>
        {...props}
        onFinish={finish}
        rounds={play.rounds}
        renderPrompt={(round) => (
          <>
            <p className="visually-hidden">{question(round)}</p>
            <p className={`months-strip is-${round.question}`} aria-hidden="true">
              {round.question === "before" ? <span className="months-unknown">?</span> : null}
              {round.question === "before" ? <span className="months-arrow">→</span> : null}
              <MonthCard month={round.month} name={month(round.month)} />
              {round.question === "after" ? <span className="months-arrow">→</span> : null}
              {round.question === "after" ? <span className="months-unknown">?</span> : null}
            </p>
          </>
        )}
        spokenPrompt={question}
        sayOnRight={label}
        renderOption={(value) =>
          isSeason(value) ? (
            <span className="months-option">
              <span className="months-picture" aria-hidden="true">
                <Picture picture={SEASON_PICTURES[value]} />
              </span>
              <span aria-hidden="true" data-spoken-word="">
                {season(value)}
              </span>
            </span>
          ) : (
            <MonthCard month={value} name={month(value)} />
          )
        }
        optionLabel={label}
        optionsLabel={t("games.months.optionsLabel")}
      />
    </Scene>
  );
}

/** The last levels: tap the months in the order of the year. */
function MonthsOrder({
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
}: BoardProps & { rounds: ReadonlyArray<MonthOrderRound>; name: (id: MonthId) => string }) {
  const { t } = useTranslation();
  const { roundIndex, round, prompt, placedIds, complete, wobbling, lastWrong, pieces, tap } = useTapInOrder({
    rounds,
    promptOf: () => t("games.months.orderPrompt"),
    level,
    paused,
    sounds,
    onScore,
    onFinish,
    instruct,
    onRounds,
    nextRoundDelayMs: NEXT_ROW_DELAY_MS,
    wobbleMs: WOBBLE_MS,
  });
  const monthOf = (id: number) => round.pieces.find((piece) => piece.id === id)?.month ?? "jan";
  // The first month to tap is shown once.
  const firstMove = useShowMe(showMe, roundIndex === 0);

  return (
    <Scene name={sceneOf(level)} className="months-board is-order">
      <p className="visually-hidden">{prompt}</p>
      <ol className={`months-line${complete ? " is-complete" : ""}`} aria-label={t("games.months.lineLabel")}>
        {round.order.map((_, index) => {
          const placed = placedIds[index];
          return (
            <li
              key={`${roundIndex}-${index}`}
              className={`months-step${placed === undefined ? " is-empty" : ""}${index === placedIds.length - 1 ? " game-pop" : ""}`}
            >
              {placed === undefined ? (
                <span className="visually-hidden">{t("games.months.emptyStep")}</span>
              ) : (
                <>
                  <MonthCard month={monthOf(placed)} name={name(monthOf(placed))} />
                  <span className="visually-hidden">{name(monthOf(placed))}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <ul ref={pieces} className="months-pile" aria-label={t("games.months.pileLabel")}>
        {round.pieces.map((piece) =>
          placedIds.includes(piece.id) ? null : (
            <li key={`${roundIndex}-${piece.id}`}>
              <button
                ref={piece.id === round.order[placedIds.length] ? firstMove.target : undefined}
                type="button"
                className={`months-piece${wobbling?.id === piece.id ? ` is-wobbling-${wobbling.tap % 2}` : ""}`}
                aria-label={name(piece.month)}
                aria-disabled={paused || complete}
                onClick={(event) => tap(piece.id, event.currentTarget === document.activeElement)}
              >
                <MonthCard month={piece.month} name={name(piece.month)} />
              </button>
            </li>
          ),
        )}
      </ul>
      <output className="game-feedback visually-hidden">
        {complete ? t("games.months.orderDone") : lastWrong ? t("games.months.orderWrong") : placedIds.length > 0 ? t("games.correct") : ""}
      </output>
    </Scene>
  );
}
