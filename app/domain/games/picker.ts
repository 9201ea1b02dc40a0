import type { GameInfo } from "~/games/registry";
import { ageInMonths } from "~/lib/birth-date";

/** What the picker knows of a game the child has played: how far they came (0-100) and when. */
export interface PlayedGame {
  progress: number;
  /** ISO-8601 UTC. */
  lastPlayedAt: string;
}

export interface PickerInput {
  games: ReadonlyArray<GameInfo>;
  /** The child's age in whole years; null for a visitor or a parent without a child. */
  age: number | null;
  played: ReadonlyMap<string, PlayedGame>;
  /** Whether the player may play the whole game (free, or premium with access); else it is a preview. */
  canPlay: (game: GameInfo) => boolean;
  now: Date;
}

/** The ages the product is made for: a visitor's picker shows the games for them first. */
export const VISITOR_AGES = { from: 2, to: 6 } as const;

/** A game played this recently stays among the child's own even when it is finished. */
const RECENT_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageInYears(isoBirthDate: string, isoToday: string): number {
  return Math.floor(ageInMonths(isoBirthDate, isoToday) / 12);
}

/**
 * Whether a game is for this child: its age range holds the child's age. A child younger or
 * older than every game counts as the youngest or oldest age there is, so the picker never
 * starts empty. Without a child, the games for the product's ages.
 */
function fits(game: GameInfo, age: number | null, games: ReadonlyArray<GameInfo>): boolean {
  if (age === null) return game.ages.from <= VISITOR_AGES.to && game.ages.to >= VISITOR_AGES.from;
  const youngest = Math.min(...games.map((candidate) => candidate.ages.from));
  const oldest = Math.max(...games.map((candidate) => candidate.ages.to));
  const clamped = Math.min(Math.max(age, youngest), oldest);
  return game.ages.from <= clamped && clamped <= game.ages.to;
}

/**
 * The child's own games: played and not finished, or played in the last RECENT_DAYS. Null for
 * a game that is not one of them; otherwise when it was last played (ms), the latest first.
 */
function ownSince(game: GameInfo, input: PickerInput): number | null {
  const played = input.played.get(game.id);
  if (!played) return null;
  const at = Date.parse(played.lastPlayedAt);
  const recent = input.now.getTime() - at <= RECENT_DAYS * DAY_MS;
  return played.progress < 100 || recent ? at : null;
}

/**
 * The order of a child's picker: the games for the child's age first, the rest behind "more
 * games". In each part the child's own games come first (the latest played first), then the
 * games the player can play whole, then the previews of the others, each in the registry's
 * order (the catalogue's).
 */
export function pickerGames(input: PickerInput): { first: GameInfo[]; more: GameInfo[] } {
  const rank = (game: GameInfo): [number, number] => {
    const own = ownSince(game, input);
    if (own !== null) return [0, -own];
    return [input.canPlay(game) ? 1 : 2, 0];
  };
  const ordered = (games: GameInfo[]) =>
    games
      .map((game, index) => ({ game, index, rank: rank(game) }))
      .toSorted((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
      .map(({ game }) => game);
  const first = input.games.filter((game) => fits(game, input.age, input.games));
  const more = input.games.filter((game) => !fits(game, input.age, input.games));
  return { first: ordered(first), more: ordered(more) };
}

/**
 * Where a tile leads: the game opened in play mode behind its start button, or its preview for
 * a player without access to it.
 */
export function pickerHref(gameId: string, canPlay: boolean): string {
  return canPlay ? `/games/${gameId}?play` : `/games/${gameId}?play&preview`;
}
