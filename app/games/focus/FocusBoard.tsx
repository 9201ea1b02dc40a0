import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import { SHOW_AGAIN_COST, SHOW_TARGET_MS, answerFocus, focusLevel, focusPlayOver, focusRounds, showTargetAgain, startFocusPlay, targetGroup } from "./logic";
import { GROUP_SCENES, type Thing, pictureOf } from "./pictures";
import "./focus.css";

/** How long a right answer stays (and pops) before the next round, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 800;

/** An open eye: "show me the picture again". */
function EyeIcon() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d="M4 24C10 13 17 9 24 9C31 9 38 13 44 24C38 35 31 39 24 39C17 39 10 35 4 24Z"
        fill="#ffffff"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="24" r="8" fill="#1c7ed6" />
      <circle cx="24" cy="24" r="3.5" fill="#1f2937" />
    </svg>
  );
}

/** A "go" triangle: "I have looked, hide it and let me choose". */
function ReadyIcon() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <path d="M16 10L38 24L16 38Z" fill="currentColor" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

function ThingPicture({ id }: { id: string }) {
  const picture = pictureOf(id);
  return picture ? <Picture picture={picture} /> : null;
}

export default function FocusBoard({ level, paused, untimed, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => focusRounds(level, Math.random));
  const { remember, distractors, options: optionCount } = focusLevel(level);
  const [play, setPlay] = useState(startFocusPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<string>>([]);
  const [solved, setSolved] = useState(false);
  /** At a remember-it level: the target is in view (and the choices are not yet). */
  const [showing, setShowing] = useState(remember);
  const finished = useRef(false);
  // The option tapped last, to pop (right) or wobble (wrong) until its animation ends.
  const [touched, setTouched] = useState<string | null>(null);
  const rightOption = useRef<HTMLButtonElement | null>(null);
  const nextRoundTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(nextRoundTimer.current), []);
  const round = rounds[Math.min(play.round, rounds.length - 1)] ?? { target: "", options: [] };

  // Each round's instruction is given once, when the round appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === play.round || focusPlayOver(play, rounds.length)) return;
    spokenRound.current = play.round;
    instruct(remember ? t("games.focus.rememberIt") : t("games.focus.findThis"));
    onRounds(play.round, rounds.length);
  }, [play, rounds.length, remember, instruct, onRounds, t]);

  // The first time the choices are on screen, the hand shows the right one.
  const demonstrated = useRef(false);
  useEffect(() => {
    if (demonstrated.current || showing || play.round !== 0) return;
    demonstrated.current = true;
    showMe(rightOption.current);
  }, [showing, play.round, showMe]);

  // Timed, the target hides after a short look (a pause stops the clock and the look starts
  // over); untimed, it stays until the child taps the big "ready" button.
  useEffect(() => {
    if (!showing || paused || untimed) return;
    const timer = window.setTimeout(() => {
      setShowing(false);
      instruct(t("games.focus.whichOne"));
    }, SHOW_TARGET_MS);
    return () => window.clearTimeout(timer);
  }, [showing, paused, untimed, instruct, t]);

  function ready() {
    if (paused || !showing) return;
    setShowing(false);
    instruct(t("games.focus.whichOne"));
  }

  function showAgain() {
    if (paused || solved || showing) return;
    latest.current = showTargetAgain(latest.current);
    setPlay(latest.current);
    setShowing(true);
    instruct(t("games.focus.rememberIt"));
  }

  function choose(value: string) {
    if (paused || solved || showing || latest.current.round !== play.round || wrong.includes(value)) return;
    const correct = value === round.target;
    const next = answerFocus(latest.current, correct);
    latest.current = next;
    setTouched(value);
    if (!correct) {
      sounds.wrong();
      instruct(remember ? t("games.focus.whichOne") : t("games.focus.findThis"));
      setWrong((previous) => [...previous, value]);
      setPlay(next);
      return;
    }
    sounds.right();
    setSolved(true);
    onScore(next.score);
    onRounds(next.round, rounds.length);
    nextRoundTimer.current = window.setTimeout(() => {
      setSolved(false);
      setWrong([]);
      setShowing(remember);
      setPlay(next);
      if (focusPlayOver(next, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const hidden = remember && !showing && !solved;
  const question = remember ? (showing ? t("games.focus.rememberIt") : t("games.focus.whichOne")) : t("games.focus.findThis");
  const scene = GROUP_SCENES[distractors][targetGroup(level, round.target)] ?? "meadow";
  const targetPicture = pictureOf(round.target);
  return (
    <Scene name={scene} className={`choice-board focus-board focus-options-${optionCount}`}>
      <div className="choice-prompt focus-prompt">
        <p className="visually-hidden">{question}</p>
        {hidden || !targetPicture ? (
          <p className="focus-target is-hidden">
            <span aria-hidden="true">?</span>
          </p>
        ) : (
          <p className="focus-target">
            <Picture picture={targetPicture} label={t(`games.focus.things.${round.target as Thing}`)} />
          </p>
        )}
        {hidden ? (
          <button
            type="button"
            className="focus-picture-button focus-show-again"
            aria-label={`${t("games.focus.showAgain")} (${t("games.focus.showAgainCost", { count: SHOW_AGAIN_COST })})`}
            aria-disabled={paused}
            onClick={showAgain}
          >
            <EyeIcon />
          </button>
        ) : null}
      </div>
      {showing ? (
        untimed ? (
          <p className="focus-waiting">
            <button type="button" className="focus-picture-button focus-ready" aria-label={t("games.focus.ready")} aria-disabled={paused} onClick={ready}>
              <ReadyIcon />
            </button>
          </p>
        ) : (
          <p className="focus-waiting">
            <span className="visually-hidden">{t("games.focus.lookCarefully")}</span>
            {/* The time to look, drawn as a bar that shrinks; like the clock it starts over with each look and after a pause. */}
            <span
              key={`${play.round}-${play.showAgainThisRound}-${paused}`}
              className={`focus-look-bar${paused ? " is-paused" : ""}`}
              style={{ animationDuration: `${SHOW_TARGET_MS}ms` }}
              aria-hidden="true"
            />
          </p>
        )
      ) : (
        <ul className="choice-options focus-options" aria-label={t("games.focus.optionsLabel")}>
          {round.options.map((value, position) => {
            const isWrong = wrong.includes(value);
            const isRight = solved && value === round.target;
            const motion = touched === value ? (isRight ? " game-pop" : isWrong ? " game-wobble" : "") : "";
            return (
              <li key={`${play.round}-${value}`}>
                <button
                  ref={value === round.target ? rightOption : undefined}
                  type="button"
                  className={`choice-option focus-option${isWrong ? " is-wrong" : ""}${isRight ? " is-right" : ""}${motion}`}
                  aria-label={t("games.focus.optionLabel", { number: position + 1, name: t(`games.focus.things.${value as Thing}`) })}
                  aria-disabled={isWrong || solved || paused}
                  onClick={() => choose(value)}
                  onAnimationEnd={() => setTouched((now) => (now === value ? null : now))}
                >
                  <ThingPicture id={value} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <output className="visually-hidden">{solved ? t("games.correct") : wrong.length > 0 ? t("games.tryAgain") : ""}</output>
    </Scene>
  );
}
