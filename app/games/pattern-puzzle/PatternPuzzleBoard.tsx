import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import {
  PIECES,
  type PatternRound,
  type PieceId,
  type PieceShape,
  STUDY_MS,
  nextEmptyCell,
  nextPattern,
  patternRebuilt,
  patternRounds,
  placePiece,
  puzzlePlayOver,
  startPuzzlePlay,
  studySeconds,
  studyTick,
} from "./logic";
import { Scene, type SceneName } from "../art/Scene";
import { travelIn } from "../art/travel-in";
import "./pattern-puzzle.css";

/**
 * Where each level's pattern is and what its cells are: plates on the table, the windows of a
 * train at the station, a shelf in the room, tiles on the kitchen wall, the windows of a house
 * at night. The pieces chosen travel from the ground into their place.
 */
const LEVEL_SCENES: ReadonlyArray<{ scene: SceneName; look: string }> = [
  { scene: "table", look: "plates" },
  { scene: "station", look: "train" },
  { scene: "room", look: "shelf" },
  { scene: "kitchen", look: "tiles" },
  { scene: "night", look: "house" },
];

/** How often the study countdown ticks, in milliseconds. */
const TICK_MS = 200;
/** How long the rebuilt pattern stays before the next one. */
const NEXT_PATTERN_DELAY_MS = 1300;
/** How long a wrong piece is marked. */
const WRONG_MS = 600;

const STAR = Array.from({ length: 10 }, (_, index) => {
  const angle = ((-90 + index * 36) * Math.PI) / 180;
  const radius = index % 2 === 0 ? 17 : 7.5;
  return `${(20 + Math.cos(angle) * radius).toFixed(1)},${(21.5 + Math.sin(angle) * radius).toFixed(1)}`;
}).join(" ");

/** A piece: filled, no outline, its rim in its own darker shade (docs/art-style.md). */
function PieceShapeElement({ shape, color, shade }: { shape: PieceShape; color: string; shade: string }) {
  const common = { fill: color, stroke: shade, strokeWidth: 2.5, strokeLinejoin: "round" as const };
  switch (shape) {
    case "circle":
      return <circle cx="20" cy="20" r="15" {...common} />;
    case "square":
      return <rect x="6" y="6" width="28" height="28" rx="3" {...common} />;
    case "triangle":
      return <polygon points="20,4 37,34 3,34" {...common} />;
    case "star":
      return <polygon points={STAR} {...common} />;
    case "heart":
      return <path d="M20 35C4 24 3 13 9 8.5 13.5 5 18 7 20 11 22 7 26.5 5 31 8.5 37 13 36 24 20 35Z" {...common} />;
    case "diamond":
      return <polygon points="20,3 37,20 20,37 3,20" {...common} />;
  }
}

const pieceOf = (id: PieceId) => PIECES.find((piece) => piece.id === id) ?? PIECES[0];

function PiecePicture({ id, from }: { id: PieceId; from?: { readonly current: DOMRect | null } }) {
  const piece = pieceOf(id);
  return (
    <svg
      ref={from ? travelIn(from) : undefined}
      className={`pattern-puzzle-piece${from ? " art-travel-in" : ""}`}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <PieceShapeElement shape={piece.shape} color={piece.color} shade={piece.shade} />
    </svg>
  );
}

/** The big "I have looked, hide it" button: an open eye with a tick, nothing to read. */
function ReadyPicture() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <path d="M4 30C14 14 50 14 60 30 50 46 14 46 4 30Z" fill="#fff" stroke="#1f2937" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="32" cy="30" r="9" fill="#2563eb" />
      <circle cx="32" cy="30" r="4" fill="#1f2937" />
      <circle cx="48" cy="48" r="13" fill="#16a34a" />
      <path d="M42 48.5 46.5 53 54.5 44" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Phase = "study" | "build" | "rebuilt";

export default function PatternPuzzleBoard({ level, paused, untimed, timeUp, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [rounds] = useState(() => patternRounds(level, Math.random));
  const cellCount = (rounds[0] as PatternRound).cells.length;
  const [play, setPlay] = useState(() => startPuzzlePlay(cellCount));
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [phase, setPhase] = useState<Phase>("study");
  const [remaining, setRemaining] = useState(STUDY_MS);
  const [active, setActive] = useState(0);
  const [wrong, setWrong] = useState<{ piece: PieceId; tap: number } | null>(null);
  /** The cell just filled rightly, which pops. */
  const [lastFilled, setLastFilled] = useState<number | null>(null);
  const finished = useRef(false);
  // Where the last piece chosen was: placed, it travels from there into its cell.
  const from = useRef<DOMRect | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as PatternRound;
  const name = (id: PieceId) => t(`games.patternPuzzle.pieces.${id}`);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    const current = latest.current;
    sounds.finished();
    onFinish({ level, score: current.score, attempts: current.attempts, successes: current.successes });
  }, [level, onFinish, sounds]);

  // The level's time is up: the play ends at once with the cells rebuilt so far.
  useEffect(() => {
    if (timeUp && !untimed) finish();
  }, [timeUp, untimed, finish]);

  // Each pattern is announced once, when it appears for study. Untimed, the child's first move
  // is the tap on the big "ready" button, which the shell's hand shows on the first pattern.
  const readyButton = useRef<HTMLButtonElement>(null);
  const palette = useRef<HTMLUListElement>(null);
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (phase !== "study" || spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    instruct(t("games.patternPuzzle.study"));
    onRounds(roundIndex, rounds.length);
    if (roundIndex === 0 && untimed) showMe(readyButton.current);
  }, [phase, roundIndex, instruct, onRounds, rounds.length, showMe, untimed, t]);

  // Timed, the first move shown is the right piece for the first cell, once the pattern hides.
  const shownPiece = useRef(false);
  useEffect(() => {
    if (phase !== "build" || untimed || shownPiece.current) return;
    shownPiece.current = true;
    showMe(palette.current?.querySelectorAll("button")[round.palette.indexOf(round.cells[0] as PieceId)] ?? null);
  }, [phase, untimed, showMe, round]);

  const startBuilding = useCallback(() => {
    setPhase("build");
    setActive(0);
    instruct(t("games.patternPuzzle.build"));
  }, [instruct, t]);

  // The study countdown: it stops while paused and does not run at all when untimed.
  const remainingNow = useRef(STUDY_MS);
  useEffect(() => {
    if (phase !== "study" || paused || untimed) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      remainingNow.current = studyTick(remainingNow.current, now - last);
      last = now;
      setRemaining(remainingNow.current);
      if (remainingNow.current === 0) {
        window.clearInterval(timer);
        startBuilding();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [phase, paused, untimed, startBuilding]);

  function ready() {
    if (paused || phase !== "study" || finished.current) return;
    remainingNow.current = 0;
    setRemaining(0);
    startBuilding();
  }

  function choose(piece: PieceId) {
    const current = latest.current;
    if (paused || phase !== "build" || finished.current || puzzlePlayOver(current, rounds.length)) return;
    // Two quick taps before a re-render: the second goes to the cell after the one just filled.
    const cell = current.placed[active] === null ? active : nextEmptyCell(current, active);
    const { play: next, outcome } = placePiece(current, rounds, cell, piece);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    if (outcome === "wrong") {
      sounds.wrong();
      instruct(t("games.patternPuzzle.build"));
      const mark = { piece, tap: next.attempts };
      setWrong(mark);
      timers.current.push(window.setTimeout(() => setWrong((now) => (now === mark ? null : now)), WRONG_MS));
      return;
    }
    sounds.right();
    setLastFilled(cell);
    setWrong(null);
    onScore(next.score);
    if (!patternRebuilt(next)) {
      setActive(nextEmptyCell(next, cell));
      return;
    }
    setPhase("rebuilt");
    timers.current.push(
      window.setTimeout(() => {
        const following = nextPattern(latest.current, cellCount);
        latest.current = following;
        setPlay(following);
        if (puzzlePlayOver(following, rounds.length)) {
          onRounds(rounds.length, rounds.length);
          finish();
          return;
        }
        remainingNow.current = STUDY_MS;
        setRemaining(STUDY_MS);
        setPhase("study");
      }, NEXT_PATTERN_DELAY_MS),
    );
  }

  function pickCell(cell: number) {
    if (paused || phase !== "build" || latest.current.placed[cell] !== null) return;
    setActive(cell);
  }

  const cellLabel = (cell: number, content: string) =>
    t("games.patternPuzzle.cell", { row: Math.floor(cell / round.columns) + 1, column: (cell % round.columns) + 1, piece: content });
  const tried = play.tried[active] ?? [];
  const gridStyle = { "--pattern-puzzle-columns": round.columns } as CSSProperties;
  const feedback =
    phase === "rebuilt"
      ? t("games.patternPuzzle.rebuilt")
      : phase === "build"
        ? wrong
          ? t("games.patternPuzzle.notThatOne")
          : t("games.patternPuzzle.whichPiece", { row: Math.floor(active / round.columns) + 1, column: (active % round.columns) + 1 })
        : "";

  const place = LEVEL_SCENES[level - 1] ?? (LEVEL_SCENES[0] as (typeof LEVEL_SCENES)[number]);

  return (
    <Scene name={place.scene} className={`pattern-puzzle-scene is-${place.look}`}>
      <div className="pattern-puzzle-board">
        {phase === "study" ? (
          <>
            <p className="choice-question visually-hidden">{t("games.patternPuzzle.study")}</p>
            <ul className="pattern-puzzle-grid is-study" style={gridStyle} aria-label={t("games.patternPuzzle.patternLabel")}>
              {round.cells.map((piece, cell) => (
                // The cells never change within a pattern, so a cell's place is its identity.
                <li key={`${roundIndex}-${cell}`} className="pattern-puzzle-cell">
                  <PiecePicture id={piece} />
                  <span className="visually-hidden">{cellLabel(cell, name(piece))}</span>
                </li>
              ))}
            </ul>
            {untimed ? (
              <p className="pattern-puzzle-study-action">
                <button
                  ref={readyButton}
                  type="button"
                  className="pattern-puzzle-ready"
                  aria-label={t("games.patternPuzzle.ready")}
                  aria-disabled={paused}
                  onClick={ready}
                >
                  <ReadyPicture />
                </button>
              </p>
            ) : (
              <p className="pattern-puzzle-countdown">
                <span className="pattern-puzzle-time" aria-hidden="true">
                  <span className="pattern-puzzle-time-left" style={{ transform: `scaleX(${remaining / STUDY_MS})` }} />
                </span>
                <span className="visually-hidden">{t("games.patternPuzzle.secondsLeft", { count: studySeconds(remaining) })}</span>
              </p>
            )}
          </>
        ) : (
          <>
            <p className="choice-question visually-hidden">{phase === "rebuilt" ? t("games.patternPuzzle.rebuilt") : t("games.patternPuzzle.build")}</p>
            <ul
              className={`pattern-puzzle-grid${phase === "rebuilt" ? " is-rebuilt" : ""}`}
              style={gridStyle}
              aria-label={t("games.patternPuzzle.yourPatternLabel")}
            >
              {play.placed.map((piece, cell) => {
                const isActive = phase === "build" && piece === null && cell === active;
                return (
                  <li key={`${roundIndex}-${cell}`}>
                    <button
                      type="button"
                      className={`pattern-puzzle-cell${piece ? " is-filled" : ""}${isActive ? " is-active" : ""}${piece && cell === lastFilled ? " game-pop" : ""}`}
                      aria-label={cellLabel(cell, piece ? name(piece) : t("games.patternPuzzle.empty"))}
                      aria-pressed={isActive}
                      aria-disabled={paused || piece !== null || phase !== "build"}
                      onClick={() => pickCell(cell)}
                    >
                      {piece ? <PiecePicture id={piece} from={from} /> : <span className="pattern-puzzle-empty" aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
            <ul ref={palette} className="pattern-puzzle-palette" aria-label={t("games.patternPuzzle.paletteLabel")}>
              {round.palette.map((piece) => {
                const isTried = phase === "build" && tried.includes(piece);
                return (
                  <li key={piece}>
                    <button
                      type="button"
                      className={`pattern-puzzle-choice${isTried ? " is-wrong" : ""}${wrong?.piece === piece ? ` is-shaking-${wrong.tap % 2}` : ""}`}
                      aria-label={name(piece)}
                      aria-disabled={paused || phase !== "build" || isTried}
                      onClick={(event) => {
                        from.current = event.currentTarget.getBoundingClientRect();
                        choose(piece);
                      }}
                    >
                      <PiecePicture id={piece} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <output className="game-feedback visually-hidden">{feedback}</output>
      </div>
    </Scene>
  );
}
