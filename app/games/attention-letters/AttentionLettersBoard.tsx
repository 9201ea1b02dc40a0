import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import { Scene, type SceneName } from "../art/Scene";
import { KeyboardHelp } from "../shell/KeyboardHelp";
import { allFound, countMarks, letterGrid, letterScore, startLetterPlay, tapLetter, targetCount } from "./logic";
import "./attention-letters.css";

/**
 * Where each level's letters are: on wooden toy blocks in the room, on paving stones in the park,
 * on pebbles on the shore, on lanterns at night. One look for every cell of a level, so nothing
 * but the letter's shape tells a target.
 */
const LEVEL_SCENES: ReadonlyArray<{ scene: SceneName; look: string }> = [
  { scene: "room", look: "blocks" },
  { scene: "park", look: "stones" },
  { scene: "shore", look: "pebbles" },
  { scene: "night", look: "lanterns" },
];

/**
 * The letter search: the child crosses out every target letter; the play ends when all are
 * found (or a parent's timer runs out). Each tap is answered at once, a target with a pop, another
 * letter with a wobble and the letters to find spoken again; a mark stays, so a wrong tap stays a
 * mistake (see tapLetter).
 */
export default function AttentionLettersBoard({ level, paused, untimed, timeUp, sounds, instruct, showMe, onRounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [grid] = useState(() => letterGrid(level, Math.random));
  const [play, setPlay] = useState(() => startLetterPlay(grid));
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [over, setOver] = useState(false);
  const finished = useRef(false);
  // The cell just tapped, to pop or wobble until its animation ends.
  const [touched, setTouched] = useState<{ index: number; right: boolean } | null>(null);
  const total = targetCount(grid);
  // Roving tabindex: the one cell Tab reaches; the arrow keys move it.
  const [active, setActive] = useState(0);
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const { columns } = grid;
  const prompt = t("games.attentionLetters.findEvery", { count: grid.targets.length });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    instruct([prompt, ...grid.targets]);
    onRounds(0, total);
    showMe(cells.current[grid.cells.findIndex((letter) => grid.targets.includes(letter))] ?? null);
  }, [prompt, grid, total, instruct, onRounds, showMe]);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    const current = latest.current;
    const counts = countMarks(grid, current.marked);
    const score = letterScore(counts);
    setOver(true);
    sounds.finished();
    onScore(score);
    onFinish({ level, score, attempts: current.marks, successes: counts.correct });
  }, [grid, level, onFinish, onScore, sounds]);

  useEffect(() => {
    if (timeUp && !untimed) finish();
  }, [timeUp, untimed, finish]);

  function tap(index: number) {
    setActive(index);
    if (paused || finished.current) return;
    const { play: next, tap: outcome } = tapLetter(grid, latest.current, index);
    if (outcome === "again") return;
    latest.current = next;
    setPlay(next);
    setTouched({ index, right: outcome === "right" });
    if (outcome === "wrong") {
      sounds.wrong();
      instruct([prompt, ...grid.targets]);
      return;
    }
    sounds.right();
    onRounds(countMarks(grid, next.marked).correct, total);
    if (allFound(grid, next.marked)) finish();
  }

  /** Arrow keys move between cells, Home and End to the ends of the row. */
  function move(event: KeyboardEvent<HTMLButtonElement>, from: number) {
    const rowStart = from - (from % columns);
    const targets: Record<string, number> = {
      ArrowLeft: from - 1,
      ArrowRight: from + 1,
      ArrowUp: from - columns,
      ArrowDown: from + columns,
      Home: rowStart,
      End: rowStart + columns - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target < 0 || target >= grid.cells.length) return; // stays at the edge of the grid
    setActive(target);
    cells.current[target]?.focus();
  }

  const counts = countMarks(grid, play.marked);

  const place = LEVEL_SCENES[level - 1] ?? (LEVEL_SCENES[0] as (typeof LEVEL_SCENES)[number]);

  return (
    <Scene name={place.scene} className={`attention-letters-scene is-${place.look}`}>
      <div className="attention-letters-board">
        <p className="attention-letters-prompt">
          <span className="visually-hidden">{prompt} </span>
          {grid.targets.map((letter) => (
            <span key={letter} className="attention-letters-target">
              {letter}
            </span>
          ))}
        </p>
        <KeyboardHelp>{t("games.attentionLetters.keys")}</KeyboardHelp>
        <ul
          className={`attention-letters-grid attention-letters-cols-${columns}${paused ? " is-paused" : ""}`}
          aria-label={t("games.attentionLetters.boardLabel")}
        >
          {grid.cells.map((letter, index) => {
            const marked = play.marked[index] === true;
            const found = marked && grid.targets.includes(letter);
            const motion = touched?.index === index ? (touched.right ? " game-pop" : " game-wobble") : "";
            return (
              // The grid never changes during a play, so a cell's place is its identity.
              <li key={index}>
                <button
                  type="button"
                  ref={(node) => {
                    cells.current[index] = node;
                  }}
                  className={`attention-letters-cell${found ? " is-marked" : marked ? " is-wrong" : ""}${motion}`}
                  aria-label={t("games.attentionLetters.cell", { letter, row: Math.floor(index / columns) + 1, column: (index % columns) + 1 })}
                  aria-pressed={found}
                  aria-disabled={paused || over || marked}
                  tabIndex={index === active ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onKeyDown={(event) => move(event, index)}
                  onClick={() => tap(index)}
                  onAnimationEnd={() => setTouched((now) => (now?.index === index ? null : now))}
                >
                  {letter}
                </button>
              </li>
            );
          })}
        </ul>
        <output className="visually-hidden">
          {touched ? t(touched.right ? "games.attentionLetters.found" : "games.attentionLetters.notThis", { found: counts.correct, total }) : ""}
        </output>
      </div>
    </Scene>
  );
}
