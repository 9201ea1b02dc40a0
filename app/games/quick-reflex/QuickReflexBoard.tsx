import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import { KeyboardHelp } from "../shell/KeyboardHelp";
import { FIELD_CELLS, type ReflexPlay, frameKey, frameMs, isTapKey, reflexRounds, reflexScore, startReflexPlay, tapItem, tick } from "./logic";
import { PICTURES, TARGET_SCENES } from "./pictures";
import "./quick-reflex.css";

const CELLS = Array.from({ length: FIELD_CELLS }, (_, cell) => cell);

/** Interactive elements keep their own Space and Enter (the pause button, a link…). */
const OWN_KEYS = "button, a, input, select, textarea, summary, [contenteditable]";

export default function QuickReflexBoard({ level, paused, untimed, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => reflexRounds(level, Math.random));
  const [play, setPlay] = useState<ReflexPlay>(startReflexPlay);
  // The latest play, so two quick taps before a re-render both count once.
  const latest = useRef(play);
  const finished = useRef(false);
  const round = rounds[Math.min(play.round, rounds.length - 1)] ?? rounds[0];
  const shown = play.phase === "show" ? round?.items[play.item] : undefined;
  const prompt = round ? t(`games.quickReflex.prompts.${round.target}`) : "";
  const score = reflexScore(play);

  // The board's clock: each frame (intro, picture, gap) lasts its time; a pause stops it, and
  // the frame starts again on resume. A wrong tap does not restart the picture's time. Untimed,
  // a target waits for the child's tap.
  const frame = frameKey(play);
  const ms = frameMs(play, rounds, level, untimed);
  useEffect(() => {
    if (paused || ms === null) return;
    const timer = window.setTimeout(() => {
      if (frameKey(latest.current) !== frame) return;
      const next = tick(latest.current, rounds);
      latest.current = next;
      setPlay(next);
    }, ms);
    return () => window.clearTimeout(timer);
  }, [frame, ms, paused, rounds]);

  // Each round's target is spoken once, when the round starts.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (play.phase === "over") {
      onRounds(rounds.length, rounds.length);
      return;
    }
    if (spokenRound.current === play.round) return;
    spokenRound.current = play.round;
    instruct(prompt);
    onRounds(play.round, rounds.length);
  }, [play.round, play.phase, prompt, instruct, onRounds, rounds.length]);

  // The first target to appear is the first move the shell's hand shows.
  const field = useRef<HTMLUListElement>(null);
  const targetInView = play.phase === "show" && !play.answered && round !== undefined && shown?.item === round.target;
  useEffect(() => {
    if (targetInView) showMe(field.current?.querySelector("button") ?? null);
  }, [targetInView, showMe]);

  useEffect(() => {
    onScore(score);
  }, [score, onScore]);

  useEffect(() => {
    if (play.phase !== "over" || finished.current) return;
    finished.current = true;
    sounds.finished();
    onFinish({ level, score: reflexScore(play), attempts: play.caught + play.falseTaps, successes: play.caught });
  }, [play, level, onFinish, sounds]);

  function tap() {
    if (paused) return;
    const { play: next, outcome } = tapItem(latest.current, rounds);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    if (outcome === "caught") {
      sounds.right();
      return;
    }
    sounds.wrong();
    instruct(prompt);
  }

  // Space or Enter taps the picture in view (unless focus is on a button of its own).
  const tapRef = useRef(tap);
  useEffect(() => {
    tapRef.current = tap;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isTapKey(event.key) || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(OWN_KEYS)) return;
      event.preventDefault();
      tapRef.current();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const feedback =
    play.phase === "intro"
      ? t("games.quickReflex.getReady")
      : play.last === "caught"
        ? t("games.quickReflex.caught")
        : play.last === "falseTap"
          ? t("games.quickReflex.falseTap")
          : play.last === "missed"
            ? t("games.quickReflex.missed")
            : "";
  const caught = play.phase === "gap" && play.last === "caught" ? round?.items[play.item] : undefined;

  return (
    <Scene name={round ? TARGET_SCENES[round.target] : "meadow"} className="quick-reflex-board">
      <div className={`quick-reflex-prompt${play.phase === "intro" ? " is-new" : ""}`}>
        {round ? <Picture picture={PICTURES[round.target]} className="quick-reflex-sample" /> : null}
        <p className="choice-question visually-hidden">{prompt}</p>
      </div>
      <output className="game-feedback quick-reflex-feedback visually-hidden">{feedback}</output>
      {/* For screen readers: the picture that just appeared (then Space or Enter taps it). */}
      <p className="visually-hidden" aria-live="assertive">
        {shown ? t(`games.quickReflex.items.${shown.item}`) : ""}
      </p>
      <ul ref={field} className={`quick-reflex-field${paused ? " is-paused" : ""}`} aria-label={t("games.quickReflex.fieldLabel")}>
        {CELLS.map((cell) => (
          <li key={cell} className="quick-reflex-cell">
            {shown && shown.cell === cell ? (
              <button
                key={frame}
                type="button"
                className={`quick-reflex-item${play.answered ? " is-wrong game-wobble" : ""}`}
                aria-label={t(`games.quickReflex.items.${shown.item}`)}
                aria-disabled={paused || play.answered}
                onClick={tap}
              >
                <Picture picture={PICTURES[shown.item]} />
              </button>
            ) : caught?.cell === cell ? (
              // The caught picture pops and flies up to the picture to catch, then it is gone.
              <span className="quick-reflex-caught" aria-hidden="true">
                <Picture picture={PICTURES[caught.item]} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <KeyboardHelp>{t("games.quickReflex.keysHint")}</KeyboardHelp>
    </Scene>
  );
}
