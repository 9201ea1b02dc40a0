import { useEffect, useRef, useState } from "react";
import type { BoardProps } from "../board";
import { nextOrderRound, orderPlayOver, orderRoundsDone, orderScore, roundComplete, startOrderPlay, tapInOrder } from "../tap-in-order";

/** A wrong tap on piece `id`; `tap` (the attempt count) alternates the animation so a repeat replays it. */
export interface WrongTap {
  id: number;
  tap: number;
}

export interface TapInOrderOptions<Round extends { order: ReadonlyArray<number> }>
  extends Pick<BoardProps, "level" | "paused" | "sounds" | "onScore" | "onFinish">, Partial<Pick<BoardProps, "instruct" | "onRounds">> {
  /** The rounds of the play, fixed for the board's life. */
  rounds: ReadonlyArray<Round>;
  /** A round's prompt, spoken once when its pieces appear. */
  promptOf: (round: Round) => string;
  /** How long a finished round stays before the next one, in milliseconds. */
  nextRoundDelayMs: number;
  /** How long a wrongly tapped piece is marked as wobbling. */
  wobbleMs: number;
  /** Told of a piece placed in a round (e.g. to read out its number). */
  onPlaced?: (id: number, round: Round) => void;
}

/**
 * The play loop of a board where pieces are tapped in a given order (build-tower,
 * build-train): the play state, the round shown, the pieces placed, the wrong-tap feedback,
 * the prompt (spoken once a round), scoring, moving on to the next round and finishing. `pieces` goes on the list of pieces still
 * to tap: after a piece placed with the keyboard leaves it, focus moves on to one still there.
 * With `instruct`, the prompt is given when a round starts and again after a wrong tap (the
 * shell's speaker button repeats it); `onRounds` hears the rounds done. A second tap on a piece
 * already found wrong counts for nothing, and `lastPlaced` names the piece just placed (for its
 * animation).
 */
export function useTapInOrder<Round extends { order: ReadonlyArray<number> }>(options: TapInOrderOptions<Round>) {
  const { rounds, promptOf, level, paused, sounds, onScore, onFinish, nextRoundDelayMs, wobbleMs, instruct, onRounds } = options;
  const [play, setPlay] = useState(startOrderPlay);
  // The latest play, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [wobbling, setWobbling] = useState<WrongTap | null>(null);
  const [lastWrong, setLastWrong] = useState(false);
  const [lastPlaced, setLastPlaced] = useState<number | null>(null);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  const pieces = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as Round;
  const placedIds = round.order.slice(0, play.round < rounds.length ? play.placed : 0);
  const complete = play.round < rounds.length && roundComplete(play, round.order);
  const prompt = promptOf(round);

  // Each round's prompt is spoken once, when its pieces appear.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex) return;
    spokenRound.current = roundIndex;
    if (instruct) instruct(prompt);
    else sounds.say(prompt);
  }, [roundIndex, sounds, prompt, instruct]);

  // The play's progress, drawn by the shell: at the start and as each round is completed.
  const roundsDone = orderRoundsDone(play, round.order, rounds.length);
  useEffect(() => {
    onRounds?.(roundsDone, rounds.length);
  }, [roundsDone, rounds.length, onRounds]);

  // A placed piece leaves the list: after that render, keyboard focus moves on to a piece still there.
  useEffect(() => {
    const next = refocus.current ? pieces.current?.querySelector<HTMLButtonElement>("button") : null;
    if (!next) return; // after the last one, wait for the next round's
    refocus.current = false;
    next.focus();
  });

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  /** A tap on piece `id`; `focused` when the piece had keyboard focus (focus then moves on). */
  function tap(id: number, focused: boolean) {
    const current = latest.current;
    if (paused || orderPlayOver(current, rounds.length)) return;
    const order = (rounds[current.round] as Round).order;
    const { play: next, outcome } = tapInOrder(current, order, id);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    onScore(orderScore(next));
    if (outcome === "wrong") {
      sounds.wrong();
      setLastWrong(true);
      instruct?.(promptOf(rounds[current.round] as Round));
      const wobble = { id, tap: next.attempts };
      setWobbling(wobble);
      later(() => setWobbling((now) => (now === wobble ? null : now)), wobbleMs);
      return;
    }
    sounds.right();
    setLastWrong(false);
    setLastPlaced(id);
    options.onPlaced?.(id, rounds[current.round] as Round);
    refocus.current = focused;
    if (!roundComplete(next, order)) return;
    later(() => {
      const following = nextOrderRound(latest.current);
      latest.current = following;
      setPlay(following);
      if (orderPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        sounds.finished();
        onFinish({ level, score: orderScore(following), attempts: following.attempts, successes: following.successes });
      }
    }, nextRoundDelayMs);
  }

  return { play, roundIndex, round, prompt, placedIds, complete, wobbling, lastWrong, lastPlaced, pieces, tap };
}
