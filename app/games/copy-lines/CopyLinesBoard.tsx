import { type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import {
  type CopyFigure,
  type Dot,
  aligned,
  checkFigure,
  copyFigures,
  copyLevel,
  copyPlayOver,
  dotAt,
  dotIndex,
  drawStroke,
  nextFigure,
  onGrid,
  segmentDots,
  startCopyPlay,
} from "./logic";
import "./copy-lines.css";

/** How long a right copy stays before the next figure, in milliseconds. */
const NEXT_FIGURE_DELAY_MS = 1300;
/** How long the missing lines are shown after the last wrong check. */
const SHOW_ANSWER_DELAY_MS = 2600;

type Feedback =
  | { kind: "none" }
  | { kind: "picked" }
  | { kind: "notStraight" }
  | { kind: "empty" }
  | { kind: "again"; missing: number; extra: number }
  | { kind: "right" }
  | { kind: "over" };

const ARROW_STEPS: Record<string, Dot> = {
  ArrowLeft: { col: -1, row: 0 },
  ArrowRight: { col: 1, row: 0 },
  ArrowUp: { col: 0, row: -1 },
  ArrowDown: { col: 0, row: 1 },
};

/** A unit segment as an SVG line in the grid's own units (dots at whole numbers). */
function SegmentLine({ segment, size, className }: { segment: string; size: number; className: string }) {
  const [a, b] = segmentDots(segment, size);
  return <line className={className} x1={a.col} y1={a.row} x2={b.col} y2={b.row} />;
}

function GridDots({ size }: { size: number }) {
  return (
    <>
      {Array.from({ length: size * size }, (_, index) => {
        const { col, row } = dotAt(index, size);
        return <circle key={index} className="copy-lines-grid-dot" cx={col} cy={row} r="0.09" />;
      })}
    </>
  );
}

export default function CopyLinesBoard({ level, paused, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [figures] = useState(() => copyFigures(level, Math.random));
  const { size } = copyLevel(level);
  const [play, setPlay] = useState(startCopyPlay);
  // The latest play and drawing, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [drawn, setDrawn] = useState<string[]>([]);
  const drawnNow = useRef<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedNow = useRef<number | null>(null);
  const [marked, setMarked] = useState<string[]>([]);
  const [feedback, setFeedback] = useState<Feedback>({ kind: "none" });
  const [showing, setShowing] = useState<"right" | "over" | null>(null);
  const [focusDot, setFocusDot] = useState(0);
  const [preview, setPreview] = useState<{ from: Dot; to: Dot } | null>(null);
  const drag = useRef<{ pointerId: number; start: number; moved: boolean } | null>(null);
  /** A drag just drew a line: the click the browser sends after it is not a tap. */
  const swallowClick = useRef(false);
  const busy = useRef(false);
  const finished = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const pad = useRef<HTMLDivElement>(null);
  const dotButtons = useRef<Array<HTMLButtonElement | null>>([]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const figureIndex = Math.min(play.figure, figures.length - 1);
  const figure = figures[figureIndex] as CopyFigure;
  const prompt = t("games.copyLines.prompt");

  // Each figure's prompt is spoken once, when it appears.
  const spokenFigure = useRef(-1);
  useEffect(() => {
    if (spokenFigure.current === figureIndex) return;
    spokenFigure.current = figureIndex;
    sounds.say(prompt);
  }, [figureIndex, prompt, sounds]);

  const blocked = () => paused || busy.current || finished.current;

  function setDrawing(next: string[]) {
    drawnNow.current = next;
    setDrawn(next);
    setMarked([]);
  }

  function select(index: number | null) {
    selectedNow.current = index;
    setSelected(index);
  }

  /** A line from dot `start` to dot `end` (numbers on the grid), from taps or a drag. */
  function drawLine(start: number, end: number) {
    const from = dotAt(start, size);
    const to = dotAt(end, size);
    select(null);
    if (!aligned(from, to)) {
      setFeedback({ kind: "notStraight" });
      return;
    }
    setDrawing(drawStroke(drawnNow.current, { from, to }, size));
    setFeedback({ kind: "none" });
  }

  function tapDot(index: number, event: MouseEvent<HTMLButtonElement>) {
    if (swallowClick.current && event.detail !== 0) {
      swallowClick.current = false;
      return;
    }
    if (blocked()) return;
    const start = selectedNow.current;
    if (start === null) {
      select(index);
      setFeedback({ kind: "picked" });
    } else if (start === index) {
      select(null);
      setFeedback({ kind: "none" });
    } else if (!aligned(dotAt(start, size), dotAt(index, size))) {
      // Not in a straight line: this dot becomes the start instead.
      select(index);
      setFeedback({ kind: "notStraight" });
    } else {
      drawLine(start, index);
    }
  }

  function clear() {
    if (blocked()) return;
    select(null);
    setDrawing([]);
    setFeedback({ kind: "none" });
  }

  function check() {
    if (blocked()) return;
    if (drawnNow.current.length === 0) {
      setFeedback({ kind: "empty" });
      return;
    }
    select(null);
    const { play: next, outcome, result } = checkFigure(latest.current, figures, drawnNow.current);
    latest.current = next;
    setPlay(next);
    onScore(next.score);
    if (outcome === "again") {
      sounds.wrong();
      setMarked(result.extra);
      setFeedback({ kind: "again", missing: result.missing.length, extra: result.extra.length });
      return;
    }
    busy.current = true;
    if (outcome === "right") sounds.right();
    else sounds.wrong();
    setMarked(result.extra);
    setShowing(outcome);
    setFeedback({ kind: outcome });
    timer.current = window.setTimeout(
      () => {
        const following = nextFigure(latest.current);
        latest.current = following;
        busy.current = false;
        setShowing(null);
        setDrawing([]);
        setFeedback({ kind: "none" });
        setPlay(following);
        if (copyPlayOver(following, figures.length) && !finished.current) {
          finished.current = true;
          sounds.finished();
          onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
        }
      },
      outcome === "right" ? NEXT_FIGURE_DELAY_MS : SHOW_ANSWER_DELAY_MS,
    );
  }

  /** The dot under a pointer, or null outside the grid. */
  function dotUnder(clientX: number, clientY: number): number | null {
    const box = pad.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    const dot = { col: Math.floor(((clientX - box.left) / box.width) * size), row: Math.floor(((clientY - box.top) / box.height) * size) };
    return onGrid(dot, size) ? dotIndex(dot, size) : null;
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    swallowClick.current = false;
    if (blocked() || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    const start = dotUnder(event.clientX, event.clientY);
    drag.current = start === null ? null : { pointerId: event.pointerId, start, moved: false };
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId || paused) return;
    const over = dotUnder(event.clientX, event.clientY);
    if (over === null || over === current.start) {
      if (current.moved) setPreview(null);
      return;
    }
    current.moved = true;
    setPreview({ from: dotAt(current.start, size), to: dotAt(over, size) });
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setPreview(null);
    const end = dotUnder(event.clientX, event.clientY);
    if (!current.moved || end === null || end === current.start || blocked()) return;
    swallowClick.current = true;
    drawLine(current.start, end);
  }

  function pointerCancel() {
    drag.current = null;
    setPreview(null);
  }

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const here = dotAt(index, size);
    const there = { col: here.col + step.col, row: here.row + step.row };
    if (!onGrid(there, size)) return;
    const next = dotIndex(there, size);
    setFocusDot(next);
    dotButtons.current[next]?.focus();
  }

  const answerShown = showing === "over";
  const missing = answerShown ? figure.segments.filter((segment) => !drawn.includes(segment)) : [];
  const dotName = (index: number) => {
    const { col, row } = dotAt(index, size);
    return t("games.copyLines.dot", { row: row + 1, column: col + 1 });
  };
  const lineName = (from: Dot, to: Dot) =>
    t("games.copyLines.modelLine", { fromRow: from.row + 1, fromColumn: from.col + 1, toRow: to.row + 1, toColumn: to.col + 1 });

  let message = "";
  if (feedback.kind === "picked") message = t("games.copyLines.picked");
  else if (feedback.kind === "notStraight") message = t("games.copyLines.notStraight");
  else if (feedback.kind === "empty") message = t("games.copyLines.nothingDrawn");
  else if (feedback.kind === "right") message = t("games.copyLines.right");
  else if (feedback.kind === "over") message = t("games.copyLines.showAnswer");
  else if (feedback.kind === "again")
    message = [
      feedback.missing > 0 ? t("games.copyLines.missing", { count: feedback.missing }) : "",
      feedback.extra > 0 ? t("games.copyLines.extra", { count: feedback.extra }) : "",
      t("games.copyLines.fixAndCheck"),
    ]
      .filter(Boolean)
      .join(" ");

  const viewBox = `-0.5 -0.5 ${size} ${size}`;
  const canAct = !paused && showing === null;

  return (
    <div className="copy-lines-board" style={{ "--copy-lines-size": size } as CSSProperties}>
      <p className="game-round">
        {figureIndex + 1} / {figures.length}
      </p>
      <p className="choice-question copy-lines-prompt">{prompt}</p>
      <div className="copy-lines-sheets">
        <figure className="copy-lines-model">
          <svg viewBox={viewBox} aria-hidden="true" focusable="false">
            <GridDots size={size} />
            {figure.strokes.map((stroke, index) => (
              <line
                key={`${figureIndex}-${index}`}
                className="copy-lines-model-line"
                x1={stroke.from.col}
                y1={stroke.from.row}
                x2={stroke.to.col}
                y2={stroke.to.row}
              />
            ))}
          </svg>
          <figcaption>{t("games.copyLines.modelLabel")}</figcaption>
          <ul className="visually-hidden">
            {figure.strokes.map((stroke, index) => (
              <li key={`${figureIndex}-${index}`}>{lineName(stroke.from, stroke.to)}</li>
            ))}
          </ul>
        </figure>
        <div className="copy-lines-sheet">
          <div
            ref={pad}
            className={`copy-lines-pad${showing === "right" ? " is-right" : ""}`}
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerCancel}
            onPointerLeave={pointerCancel}
          >
            <svg className="copy-lines-ink" viewBox={viewBox} aria-hidden="true" focusable="false">
              {drawn.map((segment) => (
                <SegmentLine key={segment} segment={segment} size={size} className={`copy-lines-drawn${marked.includes(segment) ? " is-extra" : ""}`} />
              ))}
              {missing.map((segment) => (
                <SegmentLine key={`missing-${segment}`} segment={segment} size={size} className="copy-lines-missing" />
              ))}
              {preview ? (
                <line
                  className={`copy-lines-preview${aligned(preview.from, preview.to) ? "" : " is-crooked"}`}
                  x1={preview.from.col}
                  y1={preview.from.row}
                  x2={preview.to.col}
                  y2={preview.to.row}
                />
              ) : null}
            </svg>
            <fieldset className="copy-lines-dots" aria-label={t("games.copyLines.gridLabel")}>
              {Array.from({ length: size * size }, (_, index) => (
                <button
                  key={index}
                  ref={(node) => {
                    dotButtons.current[index] = node;
                  }}
                  type="button"
                  className="copy-lines-dot"
                  aria-label={dotName(index)}
                  aria-pressed={selected === index}
                  aria-disabled={!canAct}
                  tabIndex={index === focusDot ? 0 : -1}
                  onFocus={() => setFocusDot(index)}
                  onKeyDown={(event) => moveFocus(event, index)}
                  onClick={(event) => tapDot(index, event)}
                >
                  <span className="copy-lines-dot-mark" aria-hidden="true" />
                </button>
              ))}
            </fieldset>
          </div>
          <p className="copy-lines-caption">{t("games.copyLines.gridLabel")}</p>
        </div>
      </div>
      <p className="copy-lines-hint">
        {t("games.copyLines.hint")} <span className="copy-lines-keys">{t("games.copyLines.keyboardHint")}</span>
      </p>
      <p className="copy-lines-buttons">
        <button type="button" className="button button-secondary copy-lines-button" aria-disabled={!canAct || drawn.length === 0} onClick={clear}>
          {t("games.copyLines.clear")}
        </button>
        <button type="button" className="button button-primary copy-lines-button" aria-disabled={!canAct} onClick={check}>
          {t("games.copyLines.check")}
        </button>
      </p>
      <output className="game-feedback">{message}</output>
    </div>
  );
}
