import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/context";
import type { BoardProps } from "../board";
import { type LetterCounts, countMarks, letterAccuracy, letterGrid, letterScore, startLetterPlay, toggleCell } from "./logic";
import "./attention-letters.css";

/**
 * The letter search: the child crosses out every target letter, then presses "Done" (or the
 * time runs out). Like a paper cancellation test, a tap gives no right/wrong hint and the score
 * is reported when the play ends: otherwise tapping everything and undoing the wrong ones
 * would beat the test.
 */
export default function AttentionLettersBoard({ level, paused, untimed, timeUp, sounds, onScore, onFinish }: BoardProps) {
  const { t } = useTranslation();
  const [grid] = useState(() => letterGrid(level, Math.random));
  const [play, setPlay] = useState(() => startLetterPlay(grid));
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [result, setResult] = useState<LetterCounts | null>(null);
  const finished = useRef(false);
  // Roving tabindex: the one cell Tab reaches; the arrow keys move it.
  const [active, setActive] = useState(0);
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const { columns } = grid;
  const prompt = t("games.attentionLetters.findEvery", { count: grid.targets.length });

  const spoken = useRef(false);
  useEffect(() => {
    if (spoken.current) return;
    spoken.current = true;
    sounds.say([prompt, ...grid.targets]);
  }, [prompt, grid, sounds]);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    const current = latest.current;
    const counts = countMarks(grid, current.marked);
    const score = letterScore(counts);
    setResult(counts);
    sounds.finished();
    onScore(score);
    onFinish({ level, score, attempts: current.marks, successes: counts.correct });
  }, [grid, level, onFinish, onScore, sounds]);

  useEffect(() => {
    if (timeUp && !untimed) finish();
  }, [timeUp, untimed, finish]);

  function toggle(index: number) {
    setActive(index);
    if (paused || finished.current) return;
    const next = toggleCell(latest.current, index);
    latest.current = next;
    setPlay(next);
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

  const markedCount = play.marked.filter(Boolean).length;

  return (
    <div className="attention-letters-board">
      <p className="attention-letters-prompt">
        {prompt}{" "}
        {grid.targets.map((letter) => (
          <span key={letter} className="attention-letters-target">
            {letter}
          </span>
        ))}
      </p>
      <p className="attention-letters-hint">{t("games.attentionLetters.hint")}</p>
      <ul
        className={`attention-letters-grid attention-letters-cols-${columns}${paused ? " is-paused" : ""}`}
        aria-label={t("games.attentionLetters.boardLabel")}
      >
        {grid.cells.map((letter, index) => {
          const marked = play.marked[index] === true;
          return (
            // The grid never changes during a play, so a cell's place is its identity.
            <li key={index}>
              <button
                type="button"
                ref={(node) => {
                  cells.current[index] = node;
                }}
                className={`attention-letters-cell${marked ? " is-marked" : ""}`}
                aria-label={t("games.attentionLetters.cell", { letter, row: Math.floor(index / columns) + 1, column: (index % columns) + 1 })}
                aria-pressed={marked}
                aria-disabled={paused || result !== null}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => move(event, index)}
                onClick={() => toggle(index)}
              >
                {letter}
              </button>
            </li>
          );
        })}
      </ul>
      <output className="game-round">
        {result
          ? t("games.attentionLetters.result", { ...result, accuracy: Math.round(letterAccuracy(result) * 100) })
          : t("games.attentionLetters.marked", { marked: markedCount })}
      </output>
      <p className="attention-letters-actions">
        <button type="button" className="button button-primary" aria-disabled={paused || result !== null} onClick={() => !paused && finish()}>
          {t("games.attentionLetters.done")}
        </button>
      </p>
    </div>
  );
}
