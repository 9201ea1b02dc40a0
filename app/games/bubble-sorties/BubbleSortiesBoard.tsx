import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Picture } from "../art/Picture";
import { Scene } from "../art/Scene";
import { ShapeIcon } from "../shell/ShapeIcon";
import {
  BUBBLE_COLORS,
  FIELD_HEIGHT_PX,
  type Bubble,
  type BubbleColor,
  type Feature,
  type TargetShape,
  bubbleLevel,
  bubbleScore,
  laneSeconds,
  matches,
  newWave,
  startBubblePlay,
  tapBubble,
  targetCount,
  targetsLeft,
  waveCleared,
} from "./logic";
import { LEVEL_SCENES, PICTURES } from "./pictures";
import "./bubble-sorties.css";

/** How long the last pop stays on screen before the result. */
const FINISH_DELAY_MS = 700;

/** What a bubble (or the prompt's sample) shows: a coloured ball, or a picture, shape or digit on a light ball. */
function BubbleFace({ feature, tint }: { feature: Feature; tint: BubbleColor }) {
  const color = BUBBLE_COLORS[tint];
  const plain = feature.kind === "color";
  return (
    <>
      <svg className="bubble-sorties-ball" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {plain ? null : <circle cx="50" cy="50" r="45" fill="#ffffff" fillOpacity="0.8" />}
        <circle cx="50" cy="50" r="45" fill={color} fillOpacity={plain ? 1 : 0.22} stroke={color} strokeWidth="5" />
        <ellipse cx="34" cy="30" rx="13" ry="8" fill="#ffffff" fillOpacity="0.6" transform="rotate(-30 34 30)" />
      </svg>
      {feature.kind === "color" ? null : (
        <span className={`bubble-sorties-mark bubble-sorties-mark-${feature.kind}`} aria-hidden="true">
          {feature.kind === "picture" ? <Picture picture={PICTURES[feature.value]} /> : null}
          {feature.kind === "number" ? feature.value : null}
          {feature.kind === "shape" ? <ShapeIcon shape={feature.value} color={color} size={34} /> : null}
        </span>
      )}
    </>
  );
}

/** A popped bubble: a ring of drops of its colour that flies apart and fades. */
function Burst({ tint }: { tint: BubbleColor }) {
  return (
    <svg className="bubble-sorties-burst" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <g fill={BUBBLE_COLORS[tint]}>
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <circle key={angle} cx="50" cy="14" r="7" transform={`rotate(${angle} 50 50)`} />
        ))}
      </g>
    </svg>
  );
}

/** A keyboard user keeps their place: focus moves to the next bubble before this one goes. */
function keepFocus(button: HTMLButtonElement) {
  if (!button.matches(":focus-visible")) return;
  const all = [...(button.closest("ul")?.querySelectorAll<HTMLButtonElement>("button.bubble-sorties-bubble") ?? [])];
  const index = all.indexOf(button);
  (all[index + 1] ?? all[index - 1])?.focus();
}

export default function BubbleSortiesBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [wave] = useState(() => newWave(level, Math.random));
  const [play, setPlay] = useState(startBubblePlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [feedback, setFeedback] = useState<"pop" | "mistake" | null>(null);
  // The bubble tapped by mistake, wobbling until its animation ends.
  const [wobbling, setWobbling] = useState<number | null>(null);
  const field = useRef<HTMLUListElement | null>(null);
  const finished = useRef(false);
  const finishTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(finishTimer.current), []);
  const spec = bubbleLevel(level);
  const target = wave.target;

  const prompt =
    target.kind === "color"
      ? t(`games.bubbleSorties.promptColor.${target.value}`)
      : target.kind === "picture"
        ? t(`games.bubbleSorties.promptPicture.${target.value}`)
        : target.kind === "shape"
          ? t(`games.bubbleSorties.promptShape.${target.value as TargetShape}`)
          : t("games.bubbleSorties.promptNumber", { number: target.value });

  // The wave is the level's one round: the instruction is spoken when it appears, and the hand shows a right bubble.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    instruct(prompt);
    onRounds(0, targetCount(wave));
    const first = wave.bubbles.find((bubble) => matches(bubble, wave.target));
    showMe(first ? (field.current?.querySelector(`[data-bubble="${first.id}"]`) ?? null) : null);
  }, [prompt, wave, instruct, onRounds, showMe]);

  function bubbleLabel(bubble: Bubble): string {
    const { feature } = bubble;
    if (feature.kind === "color") return t(`games.bubbleSorties.colorBubble.${feature.value}`);
    if (feature.kind === "picture") return t(`games.bubbleSorties.pictureBubble.${feature.value}`);
    if (feature.kind === "shape") return t(`games.bubbleSorties.shapeBubble.${feature.value}`);
    return t("games.bubbleSorties.numberBubble", { number: feature.value });
  }

  function tap(id: number, event: MouseEvent<HTMLButtonElement>) {
    if (paused || finished.current) return;
    const { play: next, outcome } = tapBubble(wave, latest.current, id);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    setFeedback(outcome);
    onScore(bubbleScore(next));
    if (outcome === "mistake") {
      sounds.wrong();
      setWobbling(id);
      instruct(prompt);
      return;
    }
    sounds.right();
    onRounds(next.popped.length, targetCount(wave));
    keepFocus(event.currentTarget);
    if (!waveCleared(wave, next)) return;
    finished.current = true;
    finishTimer.current = window.setTimeout(() => {
      sounds.finished();
      onFinish({ level, score: bubbleScore(next), attempts: next.popped.length + next.missed.length, successes: next.popped.length });
    }, FINISH_DELAY_MS);
  }

  const left = targetsLeft(wave, play);
  const fieldStyle = {
    "--bubble-sorties-size": `${spec.size}px`,
    "--bubble-sorties-min-height": `${FIELD_HEIGHT_PX}px`,
    "--bubble-sorties-lanes": spec.lanes,
  } as CSSProperties;

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "shore"} className="bubble-sorties-board">
      <div className="bubble-sorties-prompt">
        <span className="bubble-sorties-sample" aria-hidden="true">
          <BubbleFace feature={target} tint={target.kind === "color" ? target.value : "blue"} />
        </span>
        <p className="visually-hidden">{prompt}</p>
      </div>
      <output className="visually-hidden">
        {feedback === "pop" ? `${t("games.bubbleSorties.popped")} ` : feedback === "mistake" ? `${t("games.bubbleSorties.notThisOne")} ` : ""}
        {left > 0 ? t("games.bubbleSorties.left", { count: left }) : t("games.bubbleSorties.allPopped")}
      </output>
      <ul ref={field} className={`bubble-sorties-field${paused ? " is-paused" : ""}`} style={fieldStyle} aria-label={t("games.bubbleSorties.fieldLabel")}>
        {wave.bubbles.map((bubble) => {
          const seconds = laneSeconds(level, bubble.lane);
          const slotStyle = {
            "--bubble-sorties-lane": bubble.lane,
            animationDuration: `${seconds}s`,
            animationDelay: `${(-bubble.phase * seconds).toFixed(2)}s`,
          } as CSSProperties;
          const missed = play.missed.includes(bubble.id);
          return (
            <li key={bubble.id} className="bubble-sorties-slot" style={slotStyle}>
              {play.popped.includes(bubble.id) ? (
                <Burst tint={bubble.tint} />
              ) : (
                <button
                  type="button"
                  data-bubble={bubble.id}
                  className={`bubble-sorties-bubble${missed ? " is-missed" : ""}${wobbling === bubble.id ? " game-wobble" : ""}`}
                  aria-label={bubbleLabel(bubble)}
                  aria-disabled={missed || paused}
                  onClick={(event) => tap(bubble.id, event)}
                  onAnimationEnd={() => setWobbling((now) => (now === bubble.id ? null : now))}
                >
                  <BubbleFace feature={bubble.feature} tint={bubble.tint} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Scene>
  );
}
