import { COURSES, courseExercises } from "~/content/courses";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { courseBandForAge } from "~/domain/courses/states";
import { GAMES, type GameInfo } from "~/games/registry";

/**
 * What offline mode keeps on the phone for one child (ADR 040): the rules, without the
 * database, so they are tested alone. The service worker is given this list by the server
 * (/offline/manifest.json) and never guesses an address.
 */

/** How long "the games the child played lately" looks back. */
export const RECENT_PLAY_DAYS = 28;
/** The most recently played games kept, besides the pinned ones: a phone's space is small. */
export const MOST_RECENT_GAMES = 12;
/** What the kept things may take on the phone by default, before the least recently used games go. */
export const DEFAULT_BUDGET_BYTES = 50 * 1024 * 1024;

type KeptKind = "picker" | "game" | "homework" | "exercise";

/** One page to keep, with the files it needs offline (its board's code, its recordings). */
export interface KeptPage {
  url: string;
  kind: KeptKind;
  /** What is dropped together when space runs short: one game is its page and its files. */
  group: string;
  /** Pinned by the parent: dropped only when nothing else is left to drop. */
  pinned: boolean;
}

export interface ChildToKeep {
  /** The child's age today, in months; null when the birth date is unknown. */
  ageMonths: number | null;
  /** Games played in the last RECENT_PLAY_DAYS days, the most recent first. */
  recentGames: ReadonlyArray<string>;
  /** Games the parent pinned. */
  pinnedGames: ReadonlyArray<string>;
  /** Whether the parent has Premium (a subscription or a trial) now. */
  premium: boolean;
}

const gameById = new Map<string, GameInfo>(GAMES.map((game) => [game.id, game]));

function gamePage(game: GameInfo, pinned: boolean): KeptPage {
  return { url: `/games/${game.id}`, kind: "game", group: `game:${game.id}`, pinned };
}

/** Free games are open to anyone, premium ones to a subscriber: nothing is kept that the page would lock. */
function playable(game: GameInfo | undefined, premium: boolean): game is GameInfo {
  return game !== undefined && (premium || game.access === "free");
}

/** The free games a visitor (or any parent) may keep: every one of them. */
export function freeGamePages(): KeptPage[] {
  return GAMES.filter((game) => game.access === "free").map((game) => gamePage(game, false));
}

/**
 * The pages kept for one child: the game picker; the pinned games, then the ones played lately
 * (up to MOST_RECENT_GAMES), then the free games; and for a subscriber the homework tasks and the
 * course exercises of the child's age. Each address once, the pinned ones marked.
 */
export function pagesToKeep(child: ChildToKeep): KeptPage[] {
  const pages: KeptPage[] = [{ url: "/play", kind: "picker", group: "picker", pinned: true }];
  const seen = new Set<string>();
  const addGame = (id: string, pinned: boolean) => {
    const game = gameById.get(id);
    if (seen.has(id) || !playable(game, child.premium)) return;
    seen.add(id);
    pages.push(gamePage(game, pinned));
  };
  for (const id of child.pinnedGames) addGame(id, true);
  for (const id of child.recentGames.slice(0, MOST_RECENT_GAMES)) addGame(id, false);
  for (const page of freeGamePages()) addGame(page.url.slice("/games/".length), false);
  if (!child.premium || child.ageMonths === null) return pages;
  const months = child.ageMonths;
  for (const group of HOMEWORK_GROUPS) {
    const tasks = group.tasks.filter((task) => task.ages.fromMonths <= months && months <= task.ages.toMonths);
    for (const task of tasks) {
      pages.push({ url: `/homework/${group.id}/${task.id}`, kind: "homework", group: "homework", pinned: true });
    }
  }
  const band = courseBandForAge(months);
  const course = COURSES.find((candidate) => candidate.band === band);
  if (course) {
    pages.push({ url: `/courses/${course.id}`, kind: "exercise", group: "course", pinned: true });
    for (const { exercise } of courseExercises(course)) {
      pages.push({ url: `/courses/${course.id}/exercises/${exercise.id}`, kind: "exercise", group: "course", pinned: true });
    }
  }
  return pages;
}
