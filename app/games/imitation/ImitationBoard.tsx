import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import { KeyboardHelp } from "../shell/KeyboardHelp";
import { type ImitationPlay, PADS, type Stage, imitationRounds, levelCast, litPad, padForKey, pressPad, stageFrames, startImitationPlay, tick } from "./logic";
import { LEVEL_SCENES, PICTURES } from "./pictures";
import "./imitation.css";

/** How long a tapped pad shows that it was pressed (a wrong one wobbles a little longer). */
const PRESS_FLASH_MS = 250;
const WRONG_FLASH_MS = 450;

export default function ImitationBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => imitationRounds(level, Math.random));
  const [play, setPlay] = useState<ImitationPlay>(startImitationPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [pressed, setPressed] = useState<{ pad: number; right: boolean } | null>(null);
  const padButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const pressTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pressTimer.current), []);
  const finished = useRef(false);
  const lit = litPad(play, rounds, level);

  // The clock of the shown sequences: each frame lasts its time, and stops while paused.
  useEffect(() => {
    if (paused) return;
    const frame = stageFrames(play, rounds, level)[play.frame];
    if (!frame) return;
    const timer = window.setTimeout(() => {
      const next = tick(latest.current, rounds, level);
      latest.current = next;
      setPlay(next);
    }, frame.ms);
    return () => window.clearTimeout(timer);
  }, [play, paused, rounds, level]);

  // A short tone with each light while the game shows the sequence.
  useEffect(() => {
    if (lit !== null && play.stage === "watch") sounds.right();
  }, [lit, play.stage, sounds]);

  const hints: Record<Stage, string> = {
    watch: t("games.imitation.watch"),
    repeat: t("games.imitation.yourTurn"),
    review: t("games.imitation.review"),
    slow: t("games.imitation.slow"),
    cheer: t("games.imitation.wellDone"),
    over: t("games.imitation.wellDone"),
  };
  const hint = hints[play.stage];

  // Each new stage is spoken once: watch, your turn and the right order are the instruction
  // (the speaker button says them again), well done is praise. The right order shown after a
  // wrong tap is said by the tap itself; each wrong try brings a new "your turn".
  const spoken = useRef<string | null>(null);
  useEffect(() => {
    const key = `${play.round}-${play.stage}-${play.misses}`;
    if (spoken.current === key || play.stage === "over") return;
    spoken.current = key;
    if (play.stage === "cheer") sounds.say(hint);
    else if (play.stage !== "review" && play.stage !== "slow") instruct(hint);
    if (play.stage === "watch") onRounds(play.round, rounds.length);
  }, [play.round, play.stage, play.misses, hint, rounds.length, sounds, instruct, onRounds]);

  // The child's first turn: the hand shows the first pad to tap.
  const demonstrated = useRef(false);
  useEffect(() => {
    if (demonstrated.current || play.stage !== "repeat") return;
    demonstrated.current = true;
    showMe(padButtons.current[rounds[play.round]?.[0] ?? 0] ?? null);
  }, [play.stage, play.round, rounds, showMe]);

  useEffect(() => {
    if (play.stage !== "over" || finished.current) return;
    finished.current = true;
    onRounds(rounds.length, rounds.length);
    sounds.finished();
    onFinish({ level, score: play.score, attempts: play.attempts, successes: play.successes });
  }, [play, level, rounds.length, onFinish, onRounds, sounds]);

  function press(pad: number) {
    if (paused) return;
    const { play: next, outcome } = pressPad(latest.current, rounds, pad);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    window.clearTimeout(pressTimer.current);
    setPressed({ pad, right: outcome !== "wrong" });
    pressTimer.current = window.setTimeout(() => setPressed(null), outcome === "wrong" ? WRONG_FLASH_MS : PRESS_FLASH_MS);
    if (outcome === "wrong") {
      sounds.wrong();
      instruct(next.stage === "slow" ? t("games.imitation.slow") : t("games.imitation.review"));
      return;
    }
    sounds.right();
    onScore(next.score);
  }

  // Keys 1-4 press the pads too; the latest press function is kept for the listener.
  const pressRef = useRef(press);
  useEffect(() => {
    pressRef.current = press;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))) return;
      const pad = padForKey(event.key);
      if (pad === null) return;
      event.preventDefault();
      pressRef.current(pad);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const sequence = rounds[play.round] ?? [];
  const waiting = play.stage !== "repeat" || paused;
  const cast = levelCast(level);

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "farm"} className="imitation-board">
      <output className="visually-hidden">
        {hint}
        {play.stage === "repeat" ? ` ${t("games.imitation.progress", { done: play.entered, total: sequence.length })}` : ""}
      </output>
      <ul className={`imitation-pads${waiting ? " is-waiting" : ""}`} aria-label={t("games.imitation.padsLabel")}>
        {PADS.map((pad, index) => (
          <li key={pad.color}>
            <button
              type="button"
              ref={(node) => {
                padButtons.current[index] = node;
              }}
              className={`imitation-pad imitation-pad-${pad.color}${lit === index ? " is-lit" : ""}${pressed?.pad === index ? (pressed.right ? " is-pressed" : " is-pressed game-wobble") : ""}`}
              data-lit={lit === index ? "true" : "false"}
              aria-label={t("games.imitation.padName", {
                colour: t(`games.imitation.colours.${pad.color}`),
                thing: t(`games.imitation.things.${cast[index] ?? cast[0]}`),
              })}
              aria-disabled={waiting}
              aria-keyshortcuts={String(index + 1)}
              onClick={() => press(index)}
            >
              <span className="imitation-pad-mat" aria-hidden="true" />
              <Picture picture={PICTURES[cast[index] ?? cast[0]]} className="imitation-pad-friend" />
              <span className="imitation-pad-key" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <KeyboardHelp>{t("games.imitation.keysHint")}</KeyboardHelp>
    </Scene>
  );
}
