import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { type ChoicePlay, type ChoiceRound, choicePlayOver, startChoicePlay } from "../choice-rounds";
import type { PlayResult } from "../scoring";
import { ChoiceBoard } from "../shell/ChoiceBoard";
import { ClockFace } from "./ClockFace";
import {
  type ClockChoiceRound,
  type SetCheck,
  type SetRound,
  answerSet,
  checkSet,
  clockLevel,
  clockRounds,
  digital,
  handNumbers,
  hourAngle,
  minuteAngle,
  moveTime,
  repeatsWrongCheck,
  showGhost,
  timeWords,
} from "./logic";
import "./clock.css";

/**
 * Where each level's clock hangs: on the room's wall, in the kitchen, at the station, over the
 * table, on the park's post, on the garden's wall, and back in the room for the five minutes.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "kitchen", "station", "table", "park", "garden", "room"];
const sceneOf = (level: number): SceneName => LEVEL_SCENES[level - 1] ?? "room";

/** How long a set clock stays right before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 900;
/** How long the clock wobbles after a wrong check. */
const WOBBLE_MS = 450;

/** A big tick: "this is my answer", a picture instead of the word "Check". */
function Tick() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M10 25l9 9 19-20" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type ClockHour = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The texts the board needs about a time: in words, and where the hands point. */
function useClockTexts() {
  const { t } = useTranslation();
  const words = (time: number) => {
    const said = timeWords(time);
    return said ? t(`games.clock.${said.kind}.${said.hour as ClockHour}`) : digital(time);
  };
  const where = (angle: number) => {
    const [from, to] = handNumbers(angle);
    return to === undefined ? String(from) : t("games.clock.between", { from, to });
  };
  const hands = (time: number) => t("games.clock.handsAt", { hour: where(hourAngle(time)), minute: where(minuteAngle(time)) });
  return { t, words, hands };
}

/**
 * A choice round as the shared ChoiceBoard plays it: each option is "clock:<time>" when it is
 * drawn as a clock face, "time:<time>" when it is written (in words or digits), so an option
 * knows how to look without knowing its round.
 */
interface ShownRound extends ChoiceRound<string> {
  shows: ClockChoiceRound["shows"];
  time: number;
}

const optionKey = (round: ClockChoiceRound, time: number) => `${round.shows === "time" ? "clock" : "time"}:${time}`;

function shownRounds(rounds: ReadonlyArray<ClockChoiceRound>): ShownRound[] {
  return rounds.map((round) => ({
    shows: round.shows,
    time: round.target,
    target: optionKey(round, round.target),
    options: round.options.map((time) => optionKey(round, time)),
  }));
}

function parseOption(value: string): { face: boolean; time: number } {
  const [look, time] = value.split(":");
  return { face: look === "clock", time: Number(time) };
}

export default function ClockBoard(props: BoardProps) {
  const { t, words, hands } = useClockTexts();
  const [play] = useState(() => clockRounds(props.level, Math.random));
  const [rounds] = useState(() => (play.mode === "set" ? [] : shownRounds(play.rounds)));
  const { sounds, onFinish } = props;

  if (play.mode === "set") return <SetClock {...props} rounds={play.rounds} />;

  function finish(result: PlayResult) {
    sounds.finished();
    onFinish(result);
  }

  const read = play.mode === "read";
  const question = (round: ShownRound) =>
    read ? t("games.clock.readQuestion") : round.shows === "time" ? t("games.clock.matchTime") : t("games.clock.matchClock");
  return (
    <Scene name={sceneOf(props.level)} className={`clock-board is-${play.mode}`}>
      <ChoiceBoard<string, ShownRound>
        {...props}
        onFinish={finish}
        rounds={rounds}
        renderPrompt={(round) => (
          <>
            <p className="visually-hidden">{question(round)}</p>
            {round.shows === "time" ? (
              <p className="clock-digital clock-target">{digital(round.time)}</p>
            ) : (
              <span className="clock-on-wall">
                <ClockFace time={round.time} size={200} label={hands(round.time)} />
              </span>
            )}
          </>
        )}
        spokenPrompt={question}
        sayOnRight={read ? (value) => words(parseOption(value).time) : undefined}
        renderOption={(value) => {
          const { face, time } = parseOption(value);
          if (face) return <ClockFace time={time} size={96} />;
          // A time to read is shown as a digital clock too (digits come before reading), its words said when found.
          return read ? (
            <span className="clock-read-option">
              <span className="clock-digital">{digital(time)}</span>
              <span className="clock-words" data-spoken-word="">
                {words(time)}
              </span>
            </span>
          ) : (
            <span className="clock-digital">{digital(time)}</span>
          );
        }}
        optionLabel={(value) => {
          const { face, time } = parseOption(value);
          // A time to read is named by what is written on it (no label of its own), as voice control expects.
          return face ? hands(time) : read ? "" : digital(time);
        }}
        optionsLabel={t("games.clock.optionsLabel")}
      />
    </Scene>
  );
}

/** Set the clock: buttons turn the hands (the hour hand follows the minute hand, as on a real clock). */
function SetClock({ rounds, level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps & { rounds: ReadonlyArray<SetRound> }) {
  const { t, words, hands } = useClockTexts();
  const { minuteStep, inWords } = clockLevel(level);
  const [play, setPlay] = useState<ChoicePlay>(startChoicePlay);
  // The latest play, time and state, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [time, setTime] = useState(rounds[0]?.start ?? 0);
  const latestTime = useRef(time);
  const [check, setCheck] = useState<SetCheck | null>(null);
  /** The time last checked and found wrong (null once a hand moves). */
  const wrongChecked = useRef<number | null>(null);
  const [wobble, setWobble] = useState(0);
  const [solved, setSolved] = useState(false);
  const latestSolved = useRef(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const firstTurn = useRef<HTMLButtonElement>(null);

  const index = Math.min(play.round, rounds.length - 1);
  const round = rounds[index] as SetRound;
  const prompt = inWords ? t("games.clock.setTo", { time: words(round.target) }) : t("games.clock.setToDigital");
  const ghost = !solved && showGhost(play);

  // Each round's task is spoken once, when it appears; the first turn of a hand is shown once.
  const spoken = useRef(-1);
  useEffect(() => {
    if (spoken.current === index || finished.current) return;
    const first = spoken.current === -1;
    spoken.current = index;
    onRounds(index, rounds.length);
    instruct(prompt);
    if (first) showMe(firstTurn.current);
  }, [index, rounds.length, instruct, showMe, onRounds, prompt, spoken, firstTurn]);

  function move(minutes: number) {
    if (paused || latestSolved.current) return;
    latestTime.current = moveTime(latestTime.current, minutes);
    wrongChecked.current = null;
    setTime(latestTime.current);
    setCheck(null);
  }

  function submit() {
    const current = latest.current;
    if (paused || latestSolved.current || choicePlayOver(current, rounds.length) || repeatsWrongCheck(wrongChecked.current, latestTime.current)) return;
    const target = (rounds[current.round] as SetRound).target;
    const result = checkSet(latestTime.current, target);
    const next = answerSet(current, latestTime.current, target);
    latest.current = next;
    setCheck(result);
    if (result !== "right") {
      sounds.wrong();
      wrongChecked.current = latestTime.current;
      setWobble(next.attempts);
      timers.current.push(window.setTimeout(() => setWobble(0), WOBBLE_MS));
      setPlay(next);
      instruct(prompt);
      return;
    }
    sounds.right();
    onScore(next.score);
    latestSolved.current = true;
    setSolved(true);
    timers.current.push(
      window.setTimeout(() => {
        latestSolved.current = false;
        setSolved(false);
        setCheck(null);
        setPlay(next);
        const following = rounds[next.round];
        if (following) {
          latestTime.current = following.start;
          setTime(following.start);
        }
        if (choicePlayOver(next, rounds.length) && !finished.current) {
          finished.current = true;
          onRounds(rounds.length, rounds.length);
          sounds.finished();
          onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
        }
      }, NEXT_ROUND_DELAY_MS),
    );
  }

  const feedback = solved
    ? t("games.correct")
    : ghost
      ? t("games.clock.ghostHint")
      : check === "wrongMinute"
        ? t("games.clock.wrongMinute")
        : check === "wrongHour"
          ? t("games.clock.wrongHour")
          : "";

  return (
    <Scene name={sceneOf(level)} className="clock-board is-set">
      <p className="visually-hidden">{prompt}</p>
      {/* The time to set: spoken (in words where the level names it) and shown as a digital clock. */}
      <p className="clock-digital clock-target" aria-hidden="true">
        {digital(round.target)}
      </p>
      <div className={`clock-setter clock-on-wall${solved ? " is-solved game-pop" : ""}${wobble ? " game-wobble" : ""}`}>
        <ClockFace time={time} size={220} label={hands(time)} ghost={ghost ? round.target : null} />
      </div>
      {/* Where the hands are now, told to screen readers after each turn. */}
      <output className="visually-hidden">{hands(time)}</output>
      <div className="clock-controls">
        <div className="clock-control">
          <span className="clock-control-name">
            <span className="clock-hand-sample is-hour" aria-hidden="true" />
            <span className="visually-hidden">{t("games.clock.hourHand")}</span>
          </span>
          <span className="clock-control-buttons">
            <button type="button" className="clock-turn" aria-label={t("games.clock.hourBack")} aria-disabled={paused || solved} onClick={() => move(-60)}>
              <span aria-hidden="true">↺</span>
            </button>
            <button
              ref={firstTurn}
              type="button"
              className="clock-turn"
              aria-label={t("games.clock.hourForward")}
              aria-disabled={paused || solved}
              onClick={() => move(60)}
            >
              <span aria-hidden="true">↻</span>
            </button>
          </span>
        </div>
        {minuteStep > 0 ? (
          <div className="clock-control">
            <span className="clock-control-name">
              <span className="clock-hand-sample is-minute" aria-hidden="true" />
              <span className="visually-hidden">{t("games.clock.minuteHand")}</span>
            </span>
            <span className="clock-control-buttons">
              <button
                type="button"
                className="clock-turn"
                aria-label={t("games.clock.minuteBack")}
                aria-disabled={paused || solved}
                onClick={() => move(-minuteStep)}
              >
                <span aria-hidden="true">↺</span>
              </button>
              <button
                type="button"
                className="clock-turn"
                aria-label={t("games.clock.minuteForward")}
                aria-disabled={paused || solved}
                onClick={() => move(minuteStep)}
              >
                <span aria-hidden="true">↻</span>
              </button>
            </span>
          </div>
        ) : null}
      </div>
      <p className="clock-check-row">
        <button
          type="button"
          className="button button-primary button-large clock-check"
          aria-label={t("games.clock.check")}
          aria-disabled={paused || solved}
          onClick={submit}
        >
          <Tick />
        </button>
      </p>
      <output className="game-feedback visually-hidden">{feedback}</output>
    </Scene>
  );
}
