import { type AgeGroupId, type GameInfo, gamesByAgeGroup } from "./registry";

/** Games shown per age group before "show more". */
const GAMES_SHOWN_PER_GROUP = 4;

export interface CatalogueSection {
  group: AgeGroupId;
  shown: GameInfo[];
  /** Games behind "show more"; 0 when the section is expanded or short. */
  hiddenCount: number;
  expanded: boolean;
  /** Whether the section has a show more / show less toggle at all. */
  hasToggle: boolean;
}

/** The catalogue's sections; `expanded` lists the groups opened with "show more" (a GET parameter). */
export function catalogueSections(expanded: ReadonlySet<string>, games?: ReadonlyArray<GameInfo>): CatalogueSection[] {
  return gamesByAgeGroup(games).map(({ group, games: inGroup }) => {
    const isExpanded = expanded.has(group);
    const hasToggle = inGroup.length > GAMES_SHOWN_PER_GROUP;
    const shown = isExpanded || !hasToggle ? inGroup : inGroup.slice(0, GAMES_SHOWN_PER_GROUP);
    return { group, shown, hiddenCount: inGroup.length - shown.length, expanded: isExpanded && hasToggle, hasToggle };
  });
}

/** The query string that toggles one group, keeping the others as they are. */
export function toggleHref(expanded: ReadonlySet<string>, group: string): string {
  const next = new Set(expanded);
  if (next.has(group)) next.delete(group);
  else next.add(group);
  const params = new URLSearchParams([...next].toSorted().map((value) => ["more", value]));
  const query = params.toString();
  return query ? `/courses?${query}#games-${group}` : `/courses#games-${group}`;
}
