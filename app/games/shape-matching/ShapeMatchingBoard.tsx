import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Scene, type SceneName } from "../art/Scene";
import type { BoardProps } from "../board";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { useShowMe } from "../shell/use-show-me";
import {
  type MatchBoard,
  type MatchShape,
  SHAPE_PATHS,
  boardDone,
  fillerOf,
  matchBoards,
  matchLevel,
  matchPlayOver,
  nextBoard,
  placeShape,
  startMatchPlay,
} from "./logic";
import "./shape-matching.css";

/** How long the full board stays before the next one, in milliseconds. */
const NEXT_BOARD_DELAY_MS = 1300;
/** How long a shape sent back wobbles in the tray. */
const BOUNCE_MS = 450;
/** The shapes' paints, by their place in the tray (the style guide's named colours). */
const PAINTS = ["#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#ec407a"] as const;
/** Each level's shape sorter stands somewhere else: a room, a table, a meadow, a park, the snow. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["room", "table", "meadow", "park", "snow"];
/** A shape just put in: where it came from, relative to its hole, so it travels there. */
interface Arrival {
  outline: number;
  dx: number;
  dy: number;
}

type Feedback = "none" | "chosen" | "pickFirst" | "wrong" | "placed" | "done";

function ShapePicture({ shape, turns = 0, fill, className }: { shape: MatchShape; turns?: number; fill?: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d={SHAPE_PATHS[shape]} fill={fill ?? "none"} transform={turns ? `rotate(${turns * 90} 50 50)` : undefined} strokeLinejoin="round" />
    </svg>
  );
}

export default function ShapeMatchingBoard({ level, paused, sounds, instruct, onRounds, showMe, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [boards] = useState(() => matchBoards(level, Math.random));
  const { turned } = matchLevel(level);
  const [play, setPlay] = useState(() => startMatchPlay(boards));
  // The latest play and choice, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedNow = useRef<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>("none");
  const [bouncing, setBouncing] = useState<{ piece: number; attempt: number } | null>(null);
  const [done, setDone] = useState(false);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const outlineNodes = useRef(new Map<number, HTMLLIElement>());
  const busy = useRef(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  const outlinesList = useRef<HTMLUListElement>(null);
  const trayList = useRef<HTMLUListElement>(null);
  const pieceButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, boards.length - 1);
  const board = boards[roundIndex] as MatchBoard;
  const prompt = t(turned ? "games.shapeMatching.promptTurned" : "games.shapeMatching.prompt");
  const placedPieces = play.filled.map((outline) => fillerOf(board, outline));

  // Each board's prompt is spoken once, when it appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
  }, [roundIndex, prompt, instruct]);

  // The play's progress, drawn by the shell: a full board counts before the next one comes.
  const boardsDone = Math.min(boards.length, play.round + (done ? 1 : 0));
  useEffect(() => {
    onRounds(boardsDone, boards.length);
  }, [boardsDone, boards.length, onRounds]);

  // The first move: the shape of the first outline, carried onto it.
  const firstPiece = roundIndex === 0 ? fillerOf(board, 0) : -1;
  const { target: firstPieceButton, to: firstOutline } = useShowMe(showMe, roundIndex === 0);

  const blocked = () => paused || busy.current || finished.current;

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function choose(piece: number | null) {
    selectedNow.current = piece;
    setSelected(piece);
  }

  /** After a keyboard move, focus goes where the next step is. */
  function focusLater(where: "outlines" | "tray" | number) {
    later(() => {
      const target =
        typeof where === "number"
          ? pieceButtons.current.get(where)
          : (where === "outlines" ? outlinesList.current : trayList.current)?.querySelector<HTMLButtonElement>("button");
      target?.focus();
    }, 0);
  }

  function tapPiece(piece: number, event: MouseEvent<HTMLButtonElement>) {
    if (dragging.ignoreClick(event) || blocked()) return;
    if (selectedNow.current === piece) {
      choose(null);
      setFeedback("none");
      return;
    }
    choose(piece);
    setFeedback("chosen");
    if (event.detail === 0) focusLater("outlines");
  }

  function tapOutline(outline: number, event: MouseEvent<HTMLButtonElement>) {
    if (blocked()) return;
    const piece = selectedNow.current;
    if (piece === null) {
      setFeedback("pickFirst");
      if (event.detail === 0) focusLater("tray");
      return;
    }
    placeAt(piece, outline, event.detail === 0);
  }

  /** Shape `piece` put on outline `outline`, chosen by taps, keys (`keyboard`: focus then moves on) or a drag. */
  function placeAt(piece: number, outline: number, keyboard: boolean) {
    if (blocked()) return;
    const { play: next, outcome } = placeShape(latest.current, boards, piece, outline);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    choose(null);
    if (outcome === "wrong") {
      sounds.wrong();
      const bounce = { piece, attempt: next.attempts };
      setBouncing(bounce);
      later(() => setBouncing((now) => (now === bounce ? null : now)), BOUNCE_MS);
      setFeedback("wrong");
      instruct(prompt);
      if (keyboard) focusLater(piece);
      return;
    }
    sounds.right();
    onScore(next.score);
    const from = pieceButtons.current.get(piece)?.getBoundingClientRect();
    const to = outlineNodes.current.get(outline)?.getBoundingClientRect();
    setArrival(from && to ? { outline, dx: from.left - to.left, dy: from.top - to.top } : null);
    if (!boardDone(next, boards)) {
      setFeedback("placed");
      if (keyboard) focusLater("tray");
      return;
    }
    busy.current = true;
    setDone(true);
    setFeedback("done");
    later(() => {
      const following = nextBoard(latest.current, boards);
      latest.current = following;
      busy.current = false;
      setDone(false);
      setFeedback("none");
      setPlay(following);
      if (matchPlayOver(following, boards.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_BOARD_DELAY_MS);
  }

  const dragging = useDragToPlace(
    (piece, outline) => placeAt(piece, outline, false),
    () => !blocked(),
  );
  const shapeName = (shape: MatchShape) => t(`games.shapeMatching.shapes.${shape}`);
  const messages: Record<Feedback, string> = {
    none: "",
    chosen: t("games.shapeMatching.chosen"),
    pickFirst: t("games.shapeMatching.pickFirst"),
    wrong: t("games.shapeMatching.wrong"),
    placed: t("games.correct"),
    done: t("games.shapeMatching.boardDone"),
  };

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "room"} className="shape-matching-board">
      <p className="choice-question shape-matching-prompt visually-hidden">{prompt}</p>
      <ul ref={outlinesList} className={`shape-matching-outlines${done ? " is-done" : ""}`} aria-label={t("games.shapeMatching.boardLabel")}>
        {board.outlines.map((outline, index) => {
          const filler = fillerOf(board, index);
          const placeRef = dragging.placeRef(index);
          return (
            <li
              key={`${roundIndex}-${outline.shape}`}
              ref={(node) => {
                placeRef(node);
                if (node) outlineNodes.current.set(index, node);
                else outlineNodes.current.delete(index);
                if (index === 0) firstOutline(node);
              }}
            >
              {play.filled.includes(index) ? (
                <span
                  className={`shape-matching-spot is-filled${arrival?.outline === index ? " is-arriving" : ""}`}
                  style={
                    arrival?.outline === index
                      ? ({ "--shape-matching-from-x": `${arrival.dx}px`, "--shape-matching-from-y": `${arrival.dy}px` } as CSSProperties)
                      : undefined
                  }
                >
                  <ShapePicture
                    shape={outline.shape}
                    turns={outline.turns}
                    fill={PAINTS[filler % PAINTS.length]}
                    className={`shape-matching-filled${arrival?.outline === index ? " game-pop" : ""}`}
                  />
                  <span className="visually-hidden">{t("games.shapeMatching.outlineFilled", { shape: shapeName(outline.shape) })}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className="shape-matching-spot"
                  aria-label={t("games.shapeMatching.outline", { shape: shapeName(outline.shape) })}
                  aria-disabled={paused || done}
                  onClick={(event) => tapOutline(index, event)}
                >
                  <ShapePicture shape={outline.shape} turns={outline.turns} className="shape-matching-outline" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ul ref={trayList} className="shape-matching-tray" aria-label={t("games.shapeMatching.trayLabel")}>
        {board.tray.map((shape, piece) => (
          <li key={`${roundIndex}-${shape}`} className="shape-matching-tray-spot">
            {placedPieces.includes(piece) ? null : (
              <button
                ref={(node) => {
                  if (node) pieceButtons.current.set(piece, node);
                  else pieceButtons.current.delete(piece);
                  if (piece === firstPiece) firstPieceButton(node);
                }}
                type="button"
                className={`shape-matching-piece${bouncing?.piece === piece ? ` is-bouncing-${bouncing.attempt % 2}` : ""}${dragging.drag?.piece === piece ? " is-dragged" : ""}`}
                style={
                  dragging.drag?.piece === piece
                    ? ({ "--shape-matching-dx": `${dragging.drag.dx}px`, "--shape-matching-dy": `${dragging.drag.dy}px` } as CSSProperties)
                    : undefined
                }
                {...dragging.pieceProps(piece)}
                aria-label={shapeName(shape)}
                aria-pressed={selected === piece}
                aria-disabled={paused || done}
                onClick={(event) => tapPiece(piece, event)}
              >
                <ShapePicture shape={shape} fill={PAINTS[piece % PAINTS.length]} className="shape-matching-shape" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <output className="game-feedback visually-hidden">{messages[feedback]}</output>
    </Scene>
  );
}
