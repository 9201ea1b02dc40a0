import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { DayPicture } from "./DayPicture";
import { DAYS, type DayId, type QuizPlay, type WeekQuestion, answerQuiz, quizOver, startQuiz, weekLevel, weekQuestions } from "./logic";
import "./week-days.css";

/**
 * Where each level's week happens: the week board on the room's wall, the kitchen, the table,
 * the weekend's park and the garden.
 */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "kitchen", "table", "park", "garden"];

/** How long an answered question stays before the next one, in milliseconds. */
const NEXT_QUESTION_DELAY_MS = 900;
/** How long a wrong answer wobbles. */
const WOBBLE_MS = 450;

/**
 * The days of the week for a child who cannot read yet: every day has its picture, the voice asks
 * the question and names the day found; at the first levels a week strip of the pictures shows
 * the day asked about.
 */
export default function WeekDaysBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [questions] = useState(() => weekQuestions(level, Math.random));
  const { strip } = weekLevel(level);
  const [play, setPlay] = useState<QuizPlay>(startQuiz);
  // The latest play, so two quick taps before a re-render both count once.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<DayId>>([]);
  const latestWrong = useRef(wrong);
  const [wobbling, setWobbling] = useState<DayId | null>(null);
  /** The question just answered, shown with its answer until the next one comes. */
  const [solved, setSolved] = useState(false);
  const latestSolved = useRef(false);
  const [lastWrong, setLastWrong] = useState(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const firstAnswer = useRef<HTMLButtonElement>(null);

  // While an answered question is still shown, the play already points at the next one.
  const index = Math.min(solved ? play.question - 1 : play.question, questions.length - 1);
  const question = questions[index] as WeekQuestion;
  const found = solved ? question.answer.length : play.found;
  const name = (day: DayId) => t(`games.weekDays.names.${day}`);
  const text = askText(question);

  function askText({ kind, day }: WeekQuestion): string {
    if (kind === "first" || kind === "last" || kind === "weekend") return t(`games.weekDays.${kind}`);
    return day ? t(`games.weekDays.${kind}.${day}`) : "";
  }

  // Each question is spoken once, when it appears; the first answer is shown once.
  const spoken = useRef(-1);
  useEffect(() => {
    if (spoken.current === index || solved) return;
    const first = spoken.current === -1;
    spoken.current = index;
    onRounds(index, questions.length);
    instruct(text);
    if (first) showMe(firstAnswer.current);
  }, [index, solved, questions.length, instruct, showMe, onRounds, text, spoken, firstAnswer]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function choose(day: DayId) {
    const current = latest.current;
    if (paused || latestSolved.current || quizOver(current, questions.length) || latestWrong.current.includes(day)) return;
    const asked = questions[current.question] as WeekQuestion;
    const { play: next, outcome } = answerQuiz(current, asked, day);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    setLastWrong(outcome === "wrong");
    if (outcome === "wrong") {
      sounds.wrong();
      if (!asked.answer.includes(day)) {
        latestWrong.current = [...latestWrong.current, day];
        setWrong(latestWrong.current);
      }
      setWobbling(day);
      later(() => setWobbling((now) => (now === day ? null : now)), WOBBLE_MS);
      instruct(askText(asked));
      return;
    }
    sounds.right();
    if (outcome === "found") {
      instruct([name(day), t("games.weekDays.weekendNext")]);
      return;
    }
    sounds.say(name(day));
    onScore(next.score);
    latestSolved.current = true;
    setSolved(true);
    later(() => {
      latestSolved.current = false;
      latestWrong.current = [];
      setSolved(false);
      setWrong([]);
      if (quizOver(next, questions.length) && !finished.current) {
        finished.current = true;
        onRounds(questions.length, questions.length);
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_QUESTION_DELAY_MS);
  }

  const feedback = solved ? t("games.correct") : lastWrong ? t("games.tryAgain") : play.found > 0 ? t("games.weekDays.weekendNext") : "";

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} className="week-days-board">
      <p className="visually-hidden">{text}</p>
      {strip !== "none" && question.day ? (
        <ol className="week-days-strip" aria-hidden="true">
          {DAYS.map((day) => (
            <li
              key={day}
              className={`week-days-cell${day === question.day ? " is-asked" : ""}${solved && question.answer.includes(day) ? " is-found game-pop" : ""}`}
            >
              {/* The day found takes its place in the week. */}
              {strip === "names" || day === question.day || (solved && question.answer.includes(day)) ? (
                <DayPicture day={day} />
              ) : (
                <span className="week-days-blank" />
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {question.answer.length > 1 ? (
        <ol className="week-days-slots" aria-label={t("games.weekDays.weekendLabel")}>
          {question.answer.map((day, position) => (
            <li key={day} className={`week-days-slot${position < found ? " is-filled game-pop" : ""}`}>
              {position < found ? (
                <>
                  <DayPicture day={day} />
                  <span className="visually-hidden">{name(day)}</span>
                </>
              ) : (
                <span className="visually-hidden">{t("games.weekDays.emptySlot")}</span>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="choice-options week-days-options" aria-label={t("games.weekDays.optionsLabel")}>
        {question.options.map((day) => {
          const isWrong = wrong.includes(day);
          const isRight = question.answer.slice(0, found).includes(day);
          const motion = isRight ? " game-pop" : wobbling === day ? " game-wobble" : "";
          return (
            <li key={`${index}-${day}`}>
              <button
                ref={day === question.answer[0] ? firstAnswer : undefined}
                type="button"
                className={`choice-option week-days-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${motion}`}
                aria-label={name(day)}
                aria-disabled={isWrong || isRight || solved || paused}
                onClick={() => choose(day)}
              >
                <DayPicture day={day} />
                {/* The word beside its picture: the game is about the days' names, and says the one found. */}
                <span className="week-days-name" aria-hidden="true" data-spoken-word="">
                  {name(day)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{feedback}</output>
    </Scene>
  );
}
