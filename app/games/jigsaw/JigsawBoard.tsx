import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Scene, type SceneName } from "../art/Scene";
import { Mushroom } from "../art/toy-scene-props";
import { travelFrom } from "../art/travel-in";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { useDragToPlace } from "../shell/use-drag-to-place";
import { useShowMe } from "../shell/use-show-me";
import {
  type JigsawRound,
  SCENES,
  SCENE_SIZE,
  type SceneId,
  type SceneShape,
  jigsawLevel,
  jigsawPlayOver,
  jigsawRounds,
  nextPicture,
  pictureDone,
  pieceBox,
  placePiece,
  startJigsawPlay,
  turnPiece,
} from "./logic";
import "./jigsaw.css";

/** How long the finished picture stays before the next one, in milliseconds. */
const NEXT_PICTURE_DELAY_MS = 1600;
/** How long a piece sent back wobbles in the tray. */
const BOUNCE_MS = 450;

/** Each level's place (docs/art-style.md): the puzzle is made on a table, on a room's rug, in the kitchen, in the park, in the forest. */
const LEVEL_SCENES: ReadonlyArray<SceneName> = ["table", "room", "kitchen", "park", "forest"];

/** A few things of each place drawn into its backdrop (never tappable), so no two levels look alike. */
const LEVEL_DETAILS: ReadonlyArray<ReactNode> = [
  // A cup and the puzzle's box on the table.
  <g key="table">
    <rect x="20" y="560" width="40" height="44" rx="9" fill="#1e88e5" />
    <path d="M60 570 q14 0 14 12 t-14 12" fill="none" stroke="#1e88e5" strokeWidth="5" />
    <rect x="288" y="566" width="62" height="40" rx="6" fill="#f2a541" />
    <rect x="288" y="566" width="62" height="12" rx="6" fill="#d98b2b" />
  </g>,
  // A teddy's ball and a plant in the room.
  <g key="room">
    <rect x="300" y="400" width="34" height="36" rx="8" fill="#e76f51" />
    <circle cx="306" cy="388" r="14" fill="#43a047" />
    <circle cx="324" cy="380" r="16" fill="#66bb6a" />
  </g>,
  // A pot on the kitchen's counter.
  <g key="kitchen">
    <rect x="26" y="386" width="66" height="46" rx="10" fill="#e53935" />
    <rect x="20" y="380" width="78" height="10" rx="5" fill="#b8433a" />
    <rect x="270" y="396" width="20" height="36" rx="6" fill="#fdd835" />
    <rect x="296" y="388" width="24" height="44" rx="6" fill="#43a047" />
  </g>,
  // A picnic blanket in the park.
  <g key="park">
    <path d="M20 560 h320 l-20 60 h-280 z" fill="#ef9a9a" />
    <path d="M60 560 l-10 60 M120 560 l-6 60 M180 560 v60 M240 560 l6 60 M300 560 l10 60" stroke="#fafafa" strokeWidth="8" />
  </g>,
  // Mushrooms on the forest floor.
  <g key="forest">
    <Mushroom x={45} y={518} cap="#e53935" />
    <Mushroom x={310} y={520} cap="#f2a541" scale={0.8} />
  </g>,
];

type Feedback = "none" | "chosen" | "pickFirst" | "wrongPlace" | "turnFirst" | "placed" | "done";

function Shape({ shape }: { shape: SceneShape }) {
  switch (shape.kind) {
    case "rect":
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} fill={shape.fill} />;
    case "circle":
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />;
    case "ellipse":
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} fill={shape.fill} />;
    default:
      return <polygon points={shape.points.join(" ")} fill={shape.fill} />;
  }
}

/** The whole picture, or (with `piece`) one piece's square of it, turned by `turns` quarter turns. */
function Picture({ scene, grid, piece, turns = 0, className }: { scene: SceneId; grid: number; piece?: number; turns?: number; className: string }) {
  const box = piece === undefined ? { x: 0, y: 0, side: SCENE_SIZE } : pieceBox(piece, grid);
  const centre = `${box.x + box.side / 2} ${box.y + box.side / 2}`;
  return (
    <svg className={className} viewBox={`${box.x} ${box.y} ${box.side} ${box.side}`} aria-hidden="true" focusable="false">
      <g transform={turns ? `rotate(${turns * 90} ${centre})` : undefined}>
        {SCENES[scene].map((shape, index) => (
          <Shape key={index} shape={shape} />
        ))}
      </g>
    </svg>
  );
}

/** A round arrow: "turn the piece", drawn, not written. */
function TurnArrow() {
  return (
    <svg className="jigsaw-turn-arrow" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M38 24a14 14 0 1 1-4.1-9.9" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M40 6v12H28z" fill="currentColor" />
    </svg>
  );
}

export default function JigsawBoard({ level, paused, sounds, instruct, onRounds, showMe, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => jigsawRounds(level, Math.random));
  const { turned, ghost } = jigsawLevel(level);
  const [play, setPlay] = useState(() => startJigsawPlay(rounds));
  // The latest play and choice, so quick taps before a re-render all count.
  const latest = useRef(play);
  const [selected, setSelected] = useState<number | null>(null);
  const selectedNow = useRef<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>("none");
  const [bouncing, setBouncing] = useState<{ piece: number; attempt: number } | null>(null);
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  const board = useRef<HTMLOListElement>(null);
  const tray = useRef<HTMLUListElement>(null);
  const pieceButtons = useRef(new Map<number, HTMLButtonElement>());
  /** Where each piece put in was taken from, so it travels to its place. */
  const takenFrom = useRef(new Map<number, DOMRect>());
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as JigsawRound;
  const { grid, scene } = round;
  const prompt = t(turned ? "games.jigsaw.promptTurned" : "games.jigsaw.prompt");

  // Each picture's prompt is spoken once, when it appears.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(prompt);
  }, [roundIndex, prompt, instruct]);

  // The play's progress, drawn by the shell: a finished picture counts before the next one comes.
  const picturesDone = Math.min(rounds.length, play.round + (done ? 1 : 0));
  useEffect(() => {
    onRounds(picturesDone, rounds.length);
  }, [picturesDone, rounds.length, onRounds]);

  // The first move: the first piece in the tray, carried to its place (a piece's id is its place).
  const firstPiece = roundIndex === 0 ? round.tray[0] : undefined;
  const { target: firstPieceButton, to: firstPlace } = useShowMe(showMe, roundIndex === 0);

  const blocked = () => paused || busy.current || finished.current;

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function choose(piece: number | null) {
    selectedNow.current = piece;
    setSelected(piece);
  }

  /** After a keyboard move, focus goes where the next step is (a place, or a piece still in the tray). */
  function focusLater(where: "board" | "tray" | number) {
    later(() => {
      const target =
        typeof where === "number"
          ? pieceButtons.current.get(where)
          : (where === "board" ? board.current : tray.current)?.querySelector<HTMLButtonElement>("button");
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
    if (event.detail === 0) focusLater("board");
  }

  function turnChosen() {
    const piece = selectedNow.current;
    if (blocked() || piece === null) return;
    const next = turnPiece(latest.current, piece);
    latest.current = next;
    setPlay(next);
  }

  function tapPlace(place: number, event: MouseEvent<HTMLButtonElement>) {
    if (blocked()) return;
    const piece = selectedNow.current;
    if (piece === null) {
      setFeedback("pickFirst");
      if (event.detail === 0) focusLater("tray");
      return;
    }
    placeAt(piece, place, event.detail === 0);
  }

  /** Piece `piece` put on place `place`, chosen by taps, keys (`keyboard`: focus then moves on) or a drag. */
  function placeAt(piece: number, place: number, keyboard: boolean) {
    if (blocked()) return;
    const from = pieceButtons.current.get(piece)?.getBoundingClientRect();
    const { play: next, outcome } = placePiece(latest.current, piece, place);
    if (outcome === "ignored") return;
    if (from && outcome === "placed") takenFrom.current.set(piece, from);
    latest.current = next;
    setPlay(next);
    if (outcome !== "placed") {
      sounds.wrong();
      const bounce = { piece, attempt: next.attempts };
      setBouncing(bounce);
      later(() => setBouncing((now) => (now === bounce ? null : now)), BOUNCE_MS);
      setFeedback(outcome);
      instruct(prompt);
      // A piece in its place but turned is chosen, ready to turn; any other goes back.
      choose(outcome === "turnFirst" ? piece : null);
      if (keyboard) focusLater(piece);
      return;
    }
    sounds.right();
    onScore(next.score);
    choose(null);
    if (!pictureDone(next)) {
      setFeedback("placed");
      if (keyboard) focusLater("tray");
      return;
    }
    busy.current = true;
    setDone(true);
    setFeedback("done");
    later(() => {
      const following = nextPicture(latest.current, rounds);
      latest.current = following;
      busy.current = false;
      setDone(false);
      setFeedback("none");
      setPlay(following);
      if (jigsawPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_PICTURE_DELAY_MS);
  }

  const dragging = useDragToPlace(
    (piece, place) => placeAt(piece, place, false),
    () => !blocked(),
  );
  const pieces = grid * grid;
  const where = (piece: number) => ({ row: Math.floor(piece / grid) + 1, column: (piece % grid) + 1 });
  const messages: Record<Feedback, string> = {
    none: "",
    chosen: t("games.jigsaw.chosen"),
    pickFirst: t("games.jigsaw.pickFirst"),
    wrongPlace: t("games.jigsaw.wrongPlace"),
    turnFirst: t("games.jigsaw.turnFirst"),
    placed: t("games.correct"),
    done: t("games.jigsaw.done", { picture: t(`games.jigsaw.pictures.${scene}`) }),
  };

  return (
    <Scene name={LEVEL_SCENES[level - 1] ?? "table"} details={LEVEL_DETAILS[level - 1]} className={`jigsaw-board jigsaw-grid-${grid}`}>
      <div className="jigsaw-top">
        <figure className="jigsaw-model">
          <Picture scene={scene} grid={grid} className="jigsaw-model-picture" />
          <figcaption className="visually-hidden">{t("games.jigsaw.pictureLabel")}</figcaption>
        </figure>
        <p className="jigsaw-prompt visually-hidden">{prompt}</p>
      </div>
      <ol
        ref={board}
        className={`jigsaw-places${done ? " is-done" : ""}`}
        style={{ "--jigsaw-grid": grid } as CSSProperties}
        aria-label={t("games.jigsaw.boardLabel")}
      >
        {Array.from({ length: pieces }, (_, place) => (
          <li
            key={`${roundIndex}-${place}`}
            ref={(node) => {
              dragging.placeRef(place)(node);
              if (place === firstPiece) firstPlace(node);
            }}
            className="jigsaw-cell"
          >
            {play.placed.includes(place) ? (
              <span
                className="jigsaw-placed game-pop"
                ref={(node) => {
                  travelFrom(node, takenFrom.current.get(place));
                  takenFrom.current.delete(place);
                }}
              >
                <Picture scene={scene} grid={grid} piece={place} className="jigsaw-piece-picture" />
                <span className="visually-hidden">{t("games.jigsaw.placeDone", where(place))}</span>
              </span>
            ) : (
              <button
                type="button"
                className="jigsaw-place"
                aria-label={t("games.jigsaw.place", where(place))}
                aria-disabled={paused || done}
                onClick={(event) => tapPlace(place, event)}
              >
                {ghost ? <Picture scene={scene} grid={grid} piece={place} className="jigsaw-ghost" /> : null}
              </button>
            )}
          </li>
        ))}
      </ol>
      {turned ? (
        <p className="jigsaw-turn">
          <button
            type="button"
            className="button button-secondary jigsaw-turn-button"
            aria-label={t("games.jigsaw.turn")}
            aria-disabled={paused || selected === null}
            onClick={turnChosen}
          >
            <TurnArrow />
          </button>
        </p>
      ) : null}
      <ul ref={tray} className="jigsaw-tray" aria-label={t("games.jigsaw.trayLabel")}>
        {round.tray.map((piece, position) => {
          const turns = play.turns[piece] ?? 0;
          const label = t(turns === 0 ? "games.jigsaw.piece" : "games.jigsaw.pieceTurned", { number: position + 1 });
          const dragged = dragging.drag?.piece === piece ? dragging.drag : null;
          return (
            <li key={`${roundIndex}-${piece}`} className="jigsaw-tray-spot">
              {play.placed.includes(piece) ? null : (
                <button
                  type="button"
                  className={`jigsaw-piece${bouncing?.piece === piece ? ` is-bouncing-${bouncing.attempt % 2}` : ""}${dragged ? " is-dragged" : ""}`}
                  style={dragged ? ({ "--jigsaw-dx": `${dragged.dx}px`, "--jigsaw-dy": `${dragged.dy}px` } as CSSProperties) : undefined}
                  {...dragging.pieceProps(piece)}
                  ref={(node) => {
                    if (node) pieceButtons.current.set(piece, node);
                    else pieceButtons.current.delete(piece);
                    if (piece === firstPiece) firstPieceButton(node);
                  }}
                  aria-label={label}
                  aria-pressed={selected === piece}
                  aria-disabled={paused || done}
                  onClick={(event) => tapPiece(piece, event)}
                >
                  <Picture scene={scene} grid={grid} piece={piece} turns={turns} className="jigsaw-piece-picture" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <output className="game-feedback visually-hidden">{messages[feedback]}</output>
    </Scene>
  );
}
