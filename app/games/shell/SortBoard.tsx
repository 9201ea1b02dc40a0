import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { BoardProps } from "../board";
import {
  type SortItem,
  type SortPlay,
  type SortRound,
  currentPick,
  nextSortRound,
  showSortHint,
  sortItem,
  sortPlayOver,
  sortRoundComplete,
  startSortPlay,
} from "../sort-rounds";
import "./sort-board.css";
import { useDragToPlace } from "./use-drag-to-place";

/** How long a sorted round stays before the next one, in milliseconds. */
const NEXT_ROUND_DELAY_MS = 1000;
/** How long a picture put into the wrong group wobbles. */
const WOBBLE_MS = 450;

interface SortBoardProps<Group extends string, Item extends SortItem<Group>>
  extends Pick<BoardProps, "level" | "paused" | "sounds" | "onScore" | "onFinish">, Partial<Pick<BoardProps, "instruct" | "showMe" | "onRounds">> {
  rounds: ReadonlyArray<SortRound<Group, Item>>;
  /** The task, spoken when a round starts and after a wrong try (only screen readers read it). */
  prompt: string;
  /** The game's id, added as `<id>-board` so the game's own CSS can dress the pictures. */
  gameId: string;
  /** A picture as the child sees it (hidden from screen readers; `itemLabel` names it). */
  renderItem: (item: Item) => ReactNode;
  itemLabel: (item: Item) => string;
  /** A sorted picture, small, inside its group (default: as in the tray). */
  renderSorted?: (item: Item) => ReactNode;
  /** A group's picture (hidden from screen readers); its name is written under it. */
  renderGroup: (group: Group) => ReactNode;
  groupLabel: (group: Group) => string;
  trayLabel: string;
  groupsLabel: string;
  /** Said after two wrong tries with one picture: where it goes. */
  hintText: (group: Group) => string;
  /** Said when a picture went into the wrong group. */
  wrongText: string;
  /** Said when every picture of the round is sorted. */
  doneText: string;
}

interface Wobble {
  id: number;
  tap: number;
}

/** The last wrong try: picture `id` put into `group`. */
export interface SortMiss<Group extends string> {
  id: number;
  group: Group;
}

/**
 * Whether a tap on `group` with picture `id` picked repeats the wrong try just made: a small
 * child's fast repeated taps on the same wrong group count once.
 */
export const repeatsMiss = <Group extends string>(miss: SortMiss<Group> | null, id: number, group: Group) =>
  miss !== null && miss.id === id && miss.group === group;

/**
 * The board of the sorting games: pictures in a tray, groups below. The first picture left is
 * picked already, so a small child only taps a group; any other picture can be picked first
 * (tap, or Enter/Space on it), and its button shows it is picked (aria-pressed). A picture can
 * also be dragged onto its group: it follows the finger, and the page does not scroll.
 */
export function SortBoard<Group extends string, Item extends SortItem<Group>>({
  rounds,
  prompt,
  gameId,
  renderItem,
  itemLabel,
  renderSorted = renderItem,
  renderGroup,
  groupLabel,
  trayLabel,
  groupsLabel,
  hintText,
  wrongText,
  doneText,
  level,
  paused,
  sounds,
  instruct = sounds.say,
  showMe,
  onRounds,
  onScore,
  onFinish,
}: SortBoardProps<Group, Item>) {
  const { t } = useTranslation();
  const [play, setPlay] = useState<SortPlay>(startSortPlay);
  // The latest play and pick, so two quick taps before a re-render both count.
  const latest = useRef(play);
  const [picked, setPicked] = useState<number | null>(null);
  const latestPick = useRef<number | null>(null);
  const [wobble, setWobble] = useState<Wobble | null>(null);
  const [lastWrong, setLastWrong] = useState(false);
  const lastMiss = useRef<SortMiss<Group> | null>(null);
  const [popped, setPopped] = useState<Group | null>(null);
  const hintGroup = useRef<HTMLButtonElement>(null);
  const finished = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const roundIndex = Math.min(play.round, rounds.length - 1);
  const round = rounds[roundIndex] as SortRound<Group, Item>;
  const complete = play.round < rounds.length && sortRoundComplete(play, round);
  const current = currentPick(play, round, picked);
  const currentItem = round.items.find((item) => item.id === current);
  const hinted = currentItem && showSortHint(play, currentItem.id) ? currentItem.group : null;

  // Each round's task is spoken once, when its pictures appear; the first move is shown once.
  const spokenRound = useRef(-1);
  useEffect(() => {
    if (spokenRound.current === roundIndex || sortPlayOver(play, rounds.length)) return;
    const first = spokenRound.current === -1;
    spokenRound.current = roundIndex;
    onRounds?.(roundIndex, rounds.length);
    instruct(prompt);
    if (first) showMe?.(hintGroup.current);
  }, [roundIndex, play, rounds.length, instruct, showMe, onRounds, prompt]);

  function later(action: () => void, delay: number) {
    timers.current.push(window.setTimeout(action, delay));
  }

  function pick(id: number) {
    if (paused || latest.current.sorted.includes(id)) return;
    latestPick.current = id;
    setPicked(id);
  }

  // A picture dropped on a group: picked, then put there, as two taps would.
  const dragging = useDragToPlace(
    (id, place) => {
      const group = round.groups[place];
      if (group === undefined) return;
      pick(id);
      put(group);
    },
    () => !paused && !complete,
  );

  function put(group: Group) {
    const before = latest.current;
    if (paused || sortPlayOver(before, rounds.length)) return;
    const shown = rounds[before.round] as SortRound<Group, Item>;
    const id = currentPick(before, shown, latestPick.current);
    if (id === null || repeatsMiss(lastMiss.current, id, group)) return;
    const { play: next, outcome } = sortItem(before, shown, id, group);
    if (outcome === "ignored") return;
    latest.current = next;
    setPlay(next);
    if (outcome === "wrong") {
      sounds.wrong();
      lastMiss.current = { id, group };
      setLastWrong(true);
      const shake = { id, tap: next.attempts };
      setWobble(shake);
      later(() => setWobble((now) => (now === shake ? null : now)), WOBBLE_MS);
      instruct(prompt);
      return;
    }
    sounds.right();
    lastMiss.current = null;
    setLastWrong(false);
    setPopped(group);
    later(() => setPopped((now) => (now === group ? null : now)), WOBBLE_MS);
    onScore(next.score);
    latestPick.current = null;
    setPicked(null);
    if (!sortRoundComplete(next, shown)) return;
    later(() => {
      const following = nextSortRound(latest.current);
      latest.current = following;
      setPlay(following);
      if (sortPlayOver(following, rounds.length) && !finished.current) {
        finished.current = true;
        onRounds?.(rounds.length, rounds.length);
        sounds.finished();
        onFinish({ level, score: following.score, attempts: following.attempts, successes: following.successes });
      }
    }, NEXT_ROUND_DELAY_MS);
  }

  const feedback = complete ? doneText : hinted ? hintText(hinted) : lastWrong ? wrongText : play.sorted.length > 0 ? t("games.correct") : "";

  return (
    <div className={`sort-board ${gameId}-board`}>
      <p className="sort-board-prompt visually-hidden">{prompt}</p>
      <ul className="sort-board-tray" aria-label={trayLabel}>
        {round.items.map((item) =>
          play.sorted.includes(item.id) ? null : (
            <li key={`${roundIndex}-${item.id}`}>
              <button
                type="button"
                className={`sort-board-item${item.id === current ? " is-picked" : ""}${wobble?.id === item.id ? ` is-wobbling-${wobble.tap % 2}` : ""}${dragging.drag?.piece === item.id ? " is-dragged" : ""}`}
                style={
                  dragging.drag?.piece === item.id
                    ? ({ "--sort-board-dx": `${dragging.drag.dx}px`, "--sort-board-dy": `${dragging.drag.dy}px` } as CSSProperties)
                    : undefined
                }
                aria-label={itemLabel(item)}
                aria-pressed={item.id === current}
                aria-disabled={paused}
                {...dragging.pieceProps(item.id)}
                onClick={(event) => {
                  if (!dragging.ignoreClick(event)) pick(item.id);
                }}
              >
                {renderItem(item)}
              </button>
            </li>
          ),
        )}
      </ul>
      <ul className="sort-board-groups" aria-label={groupsLabel}>
        {round.groups.map((group, place) => (
          <li key={group} ref={dragging.placeRef(place)}>
            <button
              ref={currentItem?.group === group ? hintGroup : undefined}
              type="button"
              className={`sort-board-group${hinted === group ? " is-hint" : ""}${popped === group ? " game-pop" : ""}`}
              aria-label={groupLabel(group)}
              aria-disabled={paused || complete}
              onClick={() => put(group)}
            >
              <span className="sort-board-group-picture" aria-hidden="true">
                {renderGroup(group)}
              </span>
              <span className="sort-board-group-name" aria-hidden="true" data-spoken-word="">
                {groupLabel(group)}
              </span>
              <span className="sort-board-group-items" aria-hidden="true">
                {play.sorted
                  .map((id) => round.items.find((item) => item.id === id) as Item)
                  .filter((item) => item.group === group)
                  .map((item) => (
                    <span key={item.id} className="sort-board-sorted">
                      {renderSorted(item)}
                    </span>
                  ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <output className="game-feedback visually-hidden">{feedback}</output>
    </div>
  );
}
