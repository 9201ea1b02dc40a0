import { useCallback, useEffect, useRef, useState } from "react";
import type { BoardProps } from "../board";
import {
  ROW_MISSED_PAUSE_MS,
  ROW_RIGHT_PAUSE_MS,
  ROW_TICK_MS,
  type RowPlay,
  answerRow,
  instructionAfterWrong,
  missRow,
  rowPlayOver,
  rowsDone,
  startRowPlay,
  tickRow,
} from "../row-choice";

/** Where a row is: waiting for a tap, its right option found, or its time ran out. */
export type RowStatus = "choosing" | "right" | "missed";

export interface RowChoiceOptions<Row>
  extends Pick<BoardProps, "level" | "paused" | "untimed" | "timeUp" | "sounds" | "onScore" | "onFinish">, Partial<Pick<BoardProps, "instruct" | "onRounds">> {
  /** The rows of the play, fixed for the board's life. */
  rows: ReadonlyArray<Row>;
  /** The position of a row's right option. */
  answerOf: (row: Row) => number;
  /** What is said when a row appears (once per row); the board also writes it. */
  promptOf: (row: Row) => string;
  /** The row's own timer in seconds, or null for untimed rows (an untimed play has no row timers). */
  secondsPerRow: number | null;
  /** How long a found answer stays before the next row. */
  rightPauseMs?: number;
  /** Told of a right tap (e.g. to say why it is right). */
  onRight?: (row: Row) => void;
  /** Told of a wrong tap: the option's position and the wrong taps in the row so far (e.g. to give a hint). */
  onWrong?: (row: Row, mistakes: number, position: number) => void;
  /**
   * A hint spoken before the instruction after a wrong tap (`mistakes` wrong taps in the row so
   * far, the last on the option at `position`), or null for the instruction alone.
   */
  hintOf?: (row: Row, mistakes: number, position: number) => string | null;
}

/**
 * The play loop of a pick-the-right-one board with rows (row-choice.ts): the row shown, the
 * options tapped wrongly, scoring, the row's own timer (stopped while paused, absent in
 * untimed), moving on and finishing exactly once, also when the shell's limit runs out.
 * Taps read refs, so two quick taps before a re-render both count; taps while a found answer
 * is shown, and on an option already marked wrong, count for nothing. With `instruct`, the
 * row's instruction is given when it appears and again (after the hint) on every wrong tap, so
 * the shell's speaker button repeats it; `onRounds` hears how many rows are done.
 */
export function useRowChoice<Row>(options: RowChoiceOptions<Row>) {
  const { rows, answerOf, promptOf, secondsPerRow, level, paused, untimed, timeUp, sounds, onScore, onFinish, instruct, onRounds } = options;
  const rightPauseMs = options.rightPauseMs ?? ROW_RIGHT_PAUSE_MS;
  const rowMs = secondsPerRow === null || untimed ? null : secondsPerRow * 1000;
  const [play, setPlay] = useState(startRowPlay);
  const latest = useRef(play);
  const [wrong, setWrong] = useState<ReadonlyArray<number>>([]);
  const wrongNow = useRef<ReadonlyArray<number>>([]);
  const [status, setStatus] = useState<RowStatus>("choosing");
  /** A row is over (found or missed) and waits for the next one. */
  const waiting = useRef(false);
  const [msLeft, setMsLeft] = useState<number | null>(rowMs);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const rowIndex = Math.min(play.round, rows.length - 1);
  const row = rows[rowIndex] as Row;
  const prompt = promptOf(row);

  const finish = useCallback(
    (result: RowPlay) => {
      if (finished.current) return;
      finished.current = true;
      timers.current.forEach((timer) => window.clearTimeout(timer));
      sounds.finished();
      onFinish({ level, score: result.score, attempts: result.attempts, successes: result.successes });
    },
    [level, onFinish, sounds],
  );

  /** Shows the row's outcome for `delay` ms, then the next row (or the end of the play). */
  const moveOn = useCallback(
    (next: RowPlay, delay: number) => {
      waiting.current = true;
      timers.current.push(
        window.setTimeout(() => {
          waiting.current = false;
          wrongNow.current = [];
          setWrong([]);
          setStatus("choosing");
          setMsLeft(rowMs);
          setPlay(next);
          if (rowPlayOver(next, rows.length)) finish(next);
        }, delay),
      );
    },
    [finish, rowMs, rows.length],
  );

  // Each row's prompt is said once, when the row appears.
  const spokenRow = useRef(-1);
  useEffect(() => {
    if (spokenRow.current === rowIndex || finished.current) return;
    spokenRow.current = rowIndex;
    if (instruct) instruct(prompt);
    else sounds.say(prompt);
  }, [rowIndex, prompt, sounds, instruct]);

  // The play's progress, drawn by the shell: at the start and after every row.
  useEffect(() => {
    onRounds?.(rowsDone(play.round, rows.length), rows.length);
  }, [play.round, rows.length, onRounds]);

  // The row's own timer: counts only while the row waits for an answer and the play is not paused.
  useEffect(() => {
    if (rowMs === null || paused || status !== "choosing") return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setMsLeft((left) => (left === null ? left : tickRow(left, elapsed)));
    }, ROW_TICK_MS);
    return () => window.clearInterval(timer);
  }, [rowMs, paused, status]);

  // A row that runs out is missed: its answer is shown, then the next row comes.
  useEffect(() => {
    if (msLeft !== 0 || waiting.current || finished.current) return;
    const next = missRow(latest.current);
    latest.current = next;
    sounds.wrong();
    setStatus("missed");
    moveOn(next, ROW_MISSED_PAUSE_MS);
  }, [msLeft, moveOn, sounds]);

  // The shell's limit for the whole level ran out: the play ends with what the child did.
  useEffect(() => {
    if (timeUp && !untimed) finish(latest.current);
  }, [timeUp, untimed, finish]);

  function choose(position: number) {
    const current = latest.current;
    if (paused || waiting.current || finished.current || wrongNow.current.includes(position)) return;
    const correct = position === answerOf(rows[current.round] as Row);
    const next = answerRow(current, correct);
    latest.current = next;
    if (!correct) {
      sounds.wrong();
      wrongNow.current = [...wrongNow.current, position];
      setWrong(wrongNow.current);
      setPlay(next);
      const wrongRow = rows[current.round] as Row;
      options.onWrong?.(wrongRow, wrongNow.current.length, position);
      const hint = options.hintOf?.(wrongRow, wrongNow.current.length, position) ?? null;
      const again = promptOf(wrongRow);
      if (instruct) instruct(instructionAfterWrong(again, hint));
      else if (hint !== null) sounds.say(hint);
      return;
    }
    sounds.right();
    setStatus("right");
    onScore(next.score);
    options.onRight?.(rows[current.round] as Row);
    moveOn(next, rightPauseMs);
  }

  return { play, rowIndex, row, prompt, wrong, status, msLeft, rowMs, choose };
}
