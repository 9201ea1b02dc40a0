import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { DAYS, type DayId, type QuizPlay, type WeekQuestion, answerQuiz, quizOver, rightAnswers, startQuiz, weekLevel, weekQuestions } from "./logic";
import "./week-days.css";

/** How long an answered question stays before the next one, in milliseconds. */
const NEXT_QUESTION_DELAY_MS = 900;

export default function WeekDaysBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [questions] = useState(() => weekQuestions(level, Math.random));
  const { strip } = weekLevel(level);
  const [play, setPlay] = useState<QuizPlay>(startQuiz);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<DayId>>([]);
  const latestWrong = useRef(wrong);
  /** The question just answered, shown with its answer until the next one comes. */
  const [solved, setSolved] = useState(false);
  const latestSolved = useRef(false);
  const [lastWrong, setLastWrong] = useState(false);
  const finished = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

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

  // Each question is spoken once, when it appears.
  const spoken = useRef(-1);
  useEffect(() => {
    if (spoken.current === index) return;
    spoken.current = index;
    sounds.say(text);
  }, [index, sounds, text]);

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
      return;
    }
    sounds.right();
    if (outcome === "found") return;
    onScore(next.score);
    latestSolved.current = true;
    setSolved(true);
    nextTimer.current = window.setTimeout(() => {
      latestSolved.current = false;
      latestWrong.current = [];
      setSolved(false);
      setWrong([]);
      if (quizOver(next, questions.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_QUESTION_DELAY_MS);
  }

  const feedback = solved ? t("games.correct") : lastWrong ? t("games.tryAgain") : play.found > 0 ? t("games.weekDays.weekendNext") : "";

  return (
    <div className="week-days-board">
      <p className="game-round">
        {index + 1} / {questions.length}
      </p>
      <p className="week-days-tally">{t("games.weekDays.tally", { right: rightAnswers(play), total: questions.length })}</p>
      <p className="choice-question">{text}</p>
      {strip !== "none" && question.day ? (
        <ol className="week-days-strip" aria-hidden="true">
          {DAYS.map((day, position) => (
            <li key={day} className={`week-days-cell${day === question.day ? " is-asked" : ""}`}>
              <span className="week-days-number">{position + 1}</span>
              <span className="week-days-cell-name">{strip === "names" || day === question.day ? name(day) : ""}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {question.answer.length > 1 ? (
        <ol className="week-days-slots" aria-label={t("games.weekDays.weekendLabel")}>
          {question.answer.map((day, position) => (
            <li key={day} className={`week-days-slot${position < found ? " is-filled" : ""}`}>
              <span className="week-days-number" aria-hidden="true">
                {position + 1}
              </span>
              {position < found ? name(day) : <span className="visually-hidden">{t("games.weekDays.emptySlot")}</span>}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="choice-options week-days-options" aria-label={t("games.weekDays.optionsLabel")}>
        {question.options.map((day) => {
          const isWrong = wrong.includes(day);
          const isRight = question.answer.slice(0, found).includes(day);
          return (
            <li key={`${index}-${day}`}>
              <button
                type="button"
                className={`choice-option week-days-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}`}
                aria-disabled={isWrong || isRight || solved || paused}
                onClick={() => choose(day)}
              >
                {isRight ? (
                  <span className="week-days-tick" aria-hidden="true">
                    ✓{" "}
                  </span>
                ) : null}
                {name(day)}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-feedback">{feedback}</output>
    </div>
  );
}
