import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import automobile from "fluent:automobile";
import desertIsland from "fluent:desert-island";
import fish from "fluent:fish";
import honeybee from "fluent:honeybee";
import house from "fluent:house";
import leafyGreen from "fluent:leafy-green";
import penguin from "fluent:penguin";
import sailboat from "fluent:sailboat";
import snail from "fluent:snail";
import tulip from "fluent:tulip";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { PictureData } from "../art/Picture";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { KeyboardHelp } from "../shell/KeyboardHelp";
import {
  type Point,
  type TraceFigure,
  TRACE_PASS_ACCURACY,
  checkpoints,
  extendStroke,
  movePen,
  penDirection,
  startTracePlay,
  submitStroke,
  traceFigures,
  traceLevel,
  tracePlayOver,
} from "./logic";
import "./trace-strokes.css";

/** How long the checked stroke stays on screen before the next figure or the next try. */
const RESULT_DELAY_MS = 1100;
const ARROWS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"];
const DIAGONALS = ["Home", "PageUp", "End", "PageDown"];

/** Each level, someone goes somewhere along the path: the bee to the tulip, the car home, the boat to the island, the penguin round the ice, the snail to its leaf. */
const LEVEL_WORLDS: ReadonlyArray<{ scene: SceneName; traveller: PictureData; goal: PictureData }> = [
  { scene: "meadow", traveller: honeybee, goal: tulip },
  { scene: "park", traveller: automobile, goal: house },
  { scene: "shore", traveller: sailboat, goal: desertIsland },
  { scene: "snow", traveller: penguin, goal: fish },
  { scene: "garden", traveller: snail, goal: leafyGreen },
];
/** How big the traveller and its goal are drawn, in the drawing's 0-100 units. */
const PICTURE_SIZE = 17;
/** How long the traveller takes to go along a path traced well (within RESULT_DELAY_MS). */
const TRAVEL_MS = 850;

type Feedback =
  { kind: "none" } | { kind: "tooShort" } | { kind: "passed"; points: number; penalty: number } | { kind: "failed"; percent: number; last: boolean };

/** "Start again": an arrow turning back, nothing to read. */
function ClearPicture() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M9 12A9 9 0 1 1 8 21" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M3 6 9 13 15 7" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "Done": a tick. */
function DonePicture() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M6 17 13 24 26 9" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const svgNumber = (value: number) => Math.round(value * 100) / 100;

/** A picture of the world drawn inside the drawing, centred on (0, 0). */
function PlacedPicture({ picture, className }: { picture: PictureData; className: string }) {
  return (
    <svg
      className={className}
      x={-PICTURE_SIZE / 2}
      y={-PICTURE_SIZE / 2}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      viewBox={`0 0 ${picture.width} ${picture.height}`}
      data-picture={picture.name}
      aria-hidden="true"
      focusable="false"
      // The picture set's own SVG, fixed at build time: never user input.
      // oxlint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: picture.body }}
    />
  );
}

const prefersStill = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
const polyline = (points: ReadonlyArray<Point>) => points.map((p) => `${svgNumber(p.x)},${svgNumber(p.y)}`).join(" ");

export default function TraceStrokesBoard({ level, paused, lives, sounds, instruct, showMe, onRounds, onScore, onLives, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const promptId = useId();
  const hintId = useId();
  const [figures] = useState(() => traceFigures(level, Math.random));
  // No lives (a young child): a missed figure is simply tried again.
  const [play, setPlay] = useState(() => startTracePlay(lives));
  // The latest play, so a stroke checked before a re-render is never counted twice.
  const latest = useRef(play);
  const [stroke, setStroke] = useState<Point[]>([]);
  const strokeNow = useRef<Point[]>([]);
  /** Who draws the current stroke: a pointer (its id) or the keyboard pen. */
  const drawer = useRef<number | "keyboard" | null>(null);
  const [pen, setPen] = useState<Point | null>(null);
  const heldKeys = useRef<string[]>([]);
  const [feedback, setFeedback] = useState<Feedback>({ kind: "none" });
  const [showing, setShowing] = useState<"passed" | "failed" | null>(null);
  const busy = useRef(false);
  const finished = useRef(false);
  const resultTimer = useRef<number | undefined>(undefined);
  const svg = useRef<SVGSVGElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => () => window.clearTimeout(resultTimer.current), []);

  const figure = figures[Math.min(play.figure, figures.length - 1)] as TraceFigure;
  const { tolerance } = traceLevel(level);
  const marks = useMemo(() => checkpoints(figure.points), [figure]);
  const start = figure.points[0] as Point;
  const end = figure.points[figure.points.length - 1] as Point;
  const prompt = t(`games.traceStrokes.prompts.${figure.kind}`);
  const startHint = t("games.traceStrokes.startHint");
  const instruction = useMemo(() => [prompt, startHint], [prompt, startHint]);
  const world = LEVEL_WORLDS[level - 1] ?? (LEVEL_WORLDS[0] as (typeof LEVEL_WORLDS)[number]);
  const closed = Math.hypot(end.x - start.x, end.y - start.y) < PICTURE_SIZE;
  // The path the traveller goes along when the child has traced it well, from where it stands.
  const travel = useMemo(() => `M${figure.points.map((p) => `${svgNumber(p.x - start.x)},${svgNumber(p.y - start.y)}`).join(" L")}`, [figure, start]);
  const journey = useRef<SVGAnimateMotionElement>(null);
  // Without motion (the phone asks for less), the traveller is simply at the goal.
  const [still, setStill] = useState(false);
  const arrived = showing === "passed" && still;
  useEffect(() => {
    const motion = journey.current;
    if (showing === "passed" && !still && motion && typeof motion.beginElement === "function") motion.beginElement();
  }, [showing, still]);

  // Each figure's prompt is spoken once, when it appears; on the first, the shell's hand goes
  // from the green dot to the end of the path.
  const startDot = useRef<SVGCircleElement>(null);
  const endDot = useRef<SVGCircleElement>(null);
  const spokenFigure = useRef(-1);
  useEffect(() => {
    if (spokenFigure.current === play.figure || play.figure >= figures.length) return;
    spokenFigure.current = play.figure;
    instruct(instruction);
    onRounds(play.figure, figures.length);
    if (play.figure === 0) showMe(startDot.current, endDot.current);
  }, [play.figure, figures.length, instruction, instruct, onRounds, showMe]);

  function setStrokePoints(points: Point[]) {
    strokeNow.current = points;
    setStroke(points);
  }

  function clearStroke() {
    drawer.current = null;
    setStrokePoints([]);
    setPen(null);
  }

  const blocked = () => paused || busy.current || finished.current;

  function submit(points: Point[]) {
    if (blocked() || points.length === 0) return;
    drawer.current = null;
    const { play: next, outcome } = submitStroke(latest.current, figures, level, points);
    if (outcome.kind === "tooShort") {
      clearStroke();
      setFeedback({ kind: "tooShort" });
      return;
    }
    latest.current = next;
    busy.current = true;
    if (outcome.kind === "passed") {
      sounds.right();
      setStill(prefersStill());
      onScore(next.score);
      setFeedback({ kind: "passed", points: outcome.check.points, penalty: outcome.check.penalty });
    } else {
      sounds.wrong();
      if (next.lives !== null) onLives(next.lives);
      const last = next.lives !== null && next.lives <= 0;
      if (!last) instruct(instruction);
      setFeedback({ kind: "failed", percent: Math.floor(outcome.check.accuracy * 100), last });
    }
    setShowing(outcome.kind);
    resultTimer.current = window.setTimeout(() => {
      busy.current = false;
      setShowing(null);
      clearStroke();
      setPlay(next);
      // A keyboard player sees the pen again at the start of what comes next.
      const nextStart = figures[Math.min(next.figure, figures.length - 1)]?.points[0];
      if (nextStart && keyboardFocused()) setPen(nextStart);
      if (tracePlayOver(next, figures.length) && !finished.current) {
        finished.current = true;
        if (next.figure >= figures.length) onRounds(figures.length, figures.length);
        if (next.figure >= figures.length) sounds.finished();
        onFinish({ level, score: next.score, attempts: next.attempts, successes: next.successes });
      }
    }, RESULT_DELAY_MS);
  }

  /** A pointer position in the drawing's 0-100 space. */
  function toDrawing(clientX: number, clientY: number): Point {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 0, y: 0 };
    return { x: ((clientX - box.left) / box.width) * 100, y: ((clientY - box.top) / box.height) * 100 };
  }

  /** Whether the drawing area has keyboard focus (not focus from a tap or a click). */
  function keyboardFocused(): boolean {
    const node = area.current;
    if (!node || document.activeElement !== node) return false;
    try {
      return node.matches(":focus-visible");
    } catch {
      return true;
    }
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    // A second finger is ignored; a new primary pointer replaces one whose "up" was lost.
    if (blocked() || (typeof drawer.current === "number" && !event.isPrimary)) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // the pointer is already gone; the stroke still works while it stays over the area
    }
    drawer.current = event.pointerId;
    setPen(null);
    setFeedback({ kind: "none" });
    setStrokePoints([toDrawing(event.clientX, event.clientY)]);
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drawer.current !== event.pointerId || paused) return;
    const native = event.nativeEvent;
    const samples = typeof native.getCoalescedEvents === "function" ? native.getCoalescedEvents() : [];
    let points = strokeNow.current;
    for (const sample of samples.length > 0 ? samples : [native]) points = extendStroke(points, toDrawing(sample.clientX, sample.clientY));
    if (points.length !== strokeNow.current.length) setStrokePoints(points);
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    if (drawer.current !== event.pointerId) return;
    // A stroke the pause cover came down over is dropped, not judged.
    if (paused) clearStroke();
    else submit(extendStroke(strokeNow.current, toDrawing(event.clientX, event.clientY)));
  }

  function pointerCancel(event: PointerEvent<HTMLDivElement>) {
    if (drawer.current === event.pointerId) clearStroke();
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (drawer.current === "keyboard") submit(strokeNow.current);
      return;
    }
    if (!ARROWS.includes(event.key) && !DIAGONALS.includes(event.key)) return;
    event.preventDefault();
    if (blocked() || typeof drawer.current === "number") return;
    if (!heldKeys.current.includes(event.key)) heldKeys.current = [...heldKeys.current, event.key];
    const direction = penDirection(DIAGONALS.includes(event.key) ? [event.key] : heldKeys.current.filter((key) => ARROWS.includes(key)));
    if (!direction) return;
    const drawn = drawer.current === "keyboard" ? strokeNow.current : [];
    const from = drawn[drawn.length - 1] ?? start;
    const moved = movePen(from, direction);
    drawer.current = "keyboard";
    setFeedback({ kind: "none" });
    setPen(moved);
    setStrokePoints([...(drawn.length > 0 ? drawn : [from]), moved]);
  }

  function keyUp(event: KeyboardEvent<HTMLDivElement>) {
    heldKeys.current = heldKeys.current.filter((key) => key !== event.key);
  }

  function startAgain() {
    if (blocked()) return;
    clearStroke();
    setFeedback({ kind: "none" });
  }

  const canSubmit = stroke.length > 0 && showing === null && !paused;
  const needed = Math.round(TRACE_PASS_ACCURACY * 100);
  let message = "";
  if (feedback.kind === "tooShort") message = t("games.traceStrokes.tooShort");
  else if (feedback.kind === "passed")
    message = `${t("games.traceStrokes.passed", { count: feedback.points })}${feedback.penalty > 0 ? ` ${t("games.traceStrokes.offPath")}` : ""}`;
  else if (feedback.kind === "failed")
    message = t(feedback.last ? "games.traceStrokes.outOfLives" : "games.traceStrokes.failed", { percent: feedback.percent, needed });

  return (
    <Scene name={world.scene} className="trace-strokes-board">
      <p id={promptId} className="choice-question visually-hidden">
        {prompt}
      </p>
      <p id={hintId} className="visually-hidden">
        {startHint}
      </p>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a drawing surface: "application" passes the arrow keys to the pen */}
      <div
        role="application"
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the pen is moved with the arrow keys, so the surface takes focus
        tabIndex={0}
        ref={area}
        className={`trace-strokes-area${showing === "passed" ? " is-cheering" : showing === "failed" ? " game-wobble" : ""}`}
        aria-label={t("games.traceStrokes.areaLabel")}
        aria-describedby={`${promptId} ${hintId}`}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerCancel}
        onLostPointerCapture={pointerCancel}
        onKeyDown={keyDown}
        onKeyUp={keyUp}
        onFocus={() => {
          if (drawer.current === null && !busy.current && keyboardFocused()) setPen(start);
        }}
        onBlur={() => {
          heldKeys.current = [];
          if (drawer.current !== "keyboard") setPen(null);
        }}
      >
        <svg ref={svg} className="trace-strokes-svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <polyline className="trace-strokes-road" points={polyline(figure.points)} strokeWidth={tolerance * 2} />
          {marks.map((mark, index) => (
            <circle key={`${figure.id}-${index}`} className="trace-strokes-checkpoint" cx={svgNumber(mark.x)} cy={svgNumber(mark.y)} r="1.3" />
          ))}
          <circle ref={endDot} className="trace-strokes-end" cx={svgNumber(end.x)} cy={svgNumber(end.y)} r="4" />
          <circle ref={startDot} className="trace-strokes-start" cx={svgNumber(start.x)} cy={svgNumber(start.y)} r="4" />
          {stroke.length > 1 ? <polyline className={`trace-strokes-ink${showing ? ` is-${showing}` : ""}`} points={polyline(stroke)} /> : null}
          {stroke.length === 1 && stroke[0] ? (
            <circle className="trace-strokes-ink-dot" cx={svgNumber(stroke[0].x)} cy={svgNumber(stroke[0].y)} r="1.5" />
          ) : null}
          {closed ? null : (
            <g transform={`translate(${svgNumber(end.x)} ${svgNumber(end.y)})`}>
              <PlacedPicture picture={world.goal} className="trace-strokes-goal" />
            </g>
          )}
          <g
            key={figure.id}
            className="trace-strokes-traveller"
            transform={`translate(${svgNumber(arrived ? end.x : start.x)} ${svgNumber(arrived ? end.y : start.y)})`}
          >
            <animateMotion ref={journey} path={travel} dur={`${TRAVEL_MS}ms`} begin="indefinite" fill="freeze" calcMode="paced" />
            <PlacedPicture picture={world.traveller} className="trace-strokes-traveller-picture" />
          </g>
          {pen ? <circle className="trace-strokes-pen" cx={svgNumber(pen.x)} cy={svgNumber(pen.y)} r="2.5" /> : null}
        </svg>
      </div>
      <p className="trace-strokes-buttons">
        <button
          type="button"
          className="button button-secondary trace-strokes-button"
          aria-label={t("games.traceStrokes.clear")}
          aria-disabled={!canSubmit}
          onClick={startAgain}
        >
          <ClearPicture />
        </button>
        <button
          type="button"
          className="button button-primary trace-strokes-button"
          aria-label={t("games.traceStrokes.done")}
          aria-disabled={!canSubmit}
          onClick={() => submit(strokeNow.current)}
        >
          <DonePicture />
        </button>
      </p>
      <KeyboardHelp>{t("games.traceStrokes.keyboardHint")}</KeyboardHelp>
      <output className="game-feedback visually-hidden">{message}</output>
    </Scene>
  );
}
