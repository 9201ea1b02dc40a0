import { type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { KeyboardHelp } from "../shell/KeyboardHelp";
import {
  type CopyFigure,
  type Dot,
  type Stroke,
  aligned,
  copyFigures,
  copyLevel,
  copyPlayOver,
  dotAt,
  dotIndex,
  drawFigureLine,
  nextFigure,
  onGrid,
  segmentDots,
  startCopyPlay,
} from "./logic";
import "./copy-lines.css";

/** How long a finished copy stays (and cheers) before the next figure, in milliseconds. */
const NEXT_FIGURE_DELAY_MS = 1300;
/** How long a line the drawing does not have stays (red, dashed, wobbling) before it goes. */
const SLIP_SHOWN_MS = 700;

/** Each level draws somewhere else, with its own crayon: the picture hangs on the wall, the child's sheet lies below it. */
const LEVEL_WORLDS: ReadonlyArray<{ scene: SceneName; crayon: string }> = [
  { scene: "room", crayon: "#1e88e5" },
  { scene: "park", crayon: "#e53935" },
  { scene: "kitchen", crayon: "#43a047" },
  { scene: "garden", crayon: "#8e24aa" },
  { scene: "shore", crayon: "#fb8c00" },
];

type Feedback = "none" | "picked" | "notStraight" | "line" | "slip" | "right";

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

export default function CopyLinesBoard({ level, paused, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [figures] = useState(() => copyFigures(level, Math.random));
  const { size } = copyLevel(level);
  const [play, setPlay] = useState(startCopyPlay);
  // The latest play, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedNow = useRef<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>("none");
  const [showing, setShowing] = useState<"right" | null>(null);
  // A line the drawing does not have, shown for a moment while the sheet wobbles.
  const [slip, setSlip] = useState<Stroke | null>(null);
  const slipTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(slipTimer.current), []);
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

  // Each figure starts with the instruction spoken and the progress drawn; the first one's first line is shown by the hand.
  const spokenFigure = useRef(-1);
  useEffect(() => {
    if (spokenFigure.current === figureIndex) return;
    spokenFigure.current = figureIndex;
    instruct(prompt);
    onRounds(figureIndex, figures.length);
    const first = figure.strokes[0];
    if (figureIndex === 0 && first) showMe(dotButtons.current[dotIndex(first.from, size)] ?? null, dotButtons.current[dotIndex(first.to, size)] ?? null);
  }, [figureIndex, figure, figures.length, size, prompt, instruct, onRounds, showMe]);

  const blocked = () => paused || busy.current || finished.current;

  function select(index: number | null) {
    selectedNow.current = index;
    setSelected(index);
  }

  /** A line from dot `start` to dot `end` (numbers on the grid), from taps or a drag: answered at once. */
  function drawLine(start: number, end: number) {
    const stroke = { from: dotAt(start, size), to: dotAt(end, size) };
    select(null);
    if (!aligned(stroke.from, stroke.to)) {
      setFeedback("notStraight");
      return;
    }
    const { play: next, outcome } = drawFigureLine(latest.current, figures, stroke, size);
    if (outcome === "again") return;
    latest.current = next;
    setPlay(next);
    onScore(next.score);
    if (outcome === "slip") {
      sounds.wrong();
      instruct(prompt);
      setFeedback("slip");
      setSlip(stroke);
      window.clearTimeout(slipTimer.current);
      slipTimer.current = window.setTimeout(() => setSlip(null), SLIP_SHOWN_MS);
      return;
    }
    sounds.right();
    if (outcome === "line") {
      setFeedback("line");
      return;
    }
    busy.current = true;
    setShowing("right");
    setFeedback("right");
    onRounds(next.figure + 1, figures.length);
    timer.current = window.setTimeout(() => {
      const following = nextFigure(latest.current);
      latest.current = following;
      busy.current = false;
      setShowing(null);
      setFeedback("none");
      setPlay(following);
      if (copyPlayOver(following, figures.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_FIGURE_DELAY_MS);
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
      setFeedback("picked");
    } else if (start === index) {
      select(null);
      setFeedback("none");
    } else if (!aligned(dotAt(start, size), dotAt(index, size))) {
      // Not in a straight line: this dot becomes the start instead.
      select(index);
      setFeedback("notStraight");
    } else {
      drawLine(start, index);
    }
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
    if (!current.moved && end === current.start && event.pointerType !== "mouse") {
      // After a quick swipe, Chrome on Android can drop the click of the next touch (its pointer
      // events arrive, the click never does), and a small child's tap would be lost: a touch that
      // lifts on the dot it pressed is a tap, clicked here; the browser's own click, if one
      // follows, is the same tap and is swallowed.
      swallowClick.current = true;
      dotButtons.current[end]?.click();
      return;
    }
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

  const drawn = play.drawn;
  const dotName = (index: number) => {
    const { col, row } = dotAt(index, size);
    return t("games.copyLines.dot", { row: row + 1, column: col + 1 });
  };
  const lineName = (from: Dot, to: Dot) =>
    t("games.copyLines.modelLine", { fromRow: from.row + 1, fromColumn: from.col + 1, toRow: to.row + 1, toColumn: to.col + 1 });

  const messages: Record<Feedback, string> = {
    none: "",
    picked: t("games.copyLines.picked"),
    notStraight: t("games.copyLines.notStraight"),
    line: t("games.copyLines.lineKept"),
    slip: t("games.copyLines.notInDrawing"),
    right: t("games.copyLines.right"),
  };

  const viewBox = `-0.5 -0.5 ${size} ${size}`;
  const world = LEVEL_WORLDS[level - 1] ?? (LEVEL_WORLDS[0] as (typeof LEVEL_WORLDS)[number]);
  const canAct = !paused && showing === null;

  return (
    <Scene name={world.scene} className="copy-lines-board">
      <div className="copy-lines-play" style={{ "--copy-lines-size": size, "--copy-lines-crayon": world.crayon } as CSSProperties}>
        <p className="visually-hidden">{prompt}</p>
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
            <figcaption className="visually-hidden">{t("games.copyLines.modelLabel")}</figcaption>
            <ul className="visually-hidden">
              {figure.strokes.map((stroke, index) => (
                <li key={`${figureIndex}-${index}`}>{lineName(stroke.from, stroke.to)}</li>
              ))}
            </ul>
          </figure>
          <div className={`copy-lines-sheet${slip ? " game-wobble" : ""}`}>
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
                  <SegmentLine key={segment} segment={segment} size={size} className="copy-lines-drawn" />
                ))}
                {slip ? <line className="copy-lines-slip" x1={slip.from.col} y1={slip.from.row} x2={slip.to.col} y2={slip.to.row} /> : null}
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
            <p className="visually-hidden">{t("games.copyLines.gridLabel")}</p>
          </div>
        </div>
        <p className="visually-hidden">{t("games.copyLines.hint")}</p>
        <KeyboardHelp>{t("games.copyLines.keyboardHint")}</KeyboardHelp>
        <output className="visually-hidden">{messages[feedback]}</output>
      </div>
    </Scene>
  );
}
