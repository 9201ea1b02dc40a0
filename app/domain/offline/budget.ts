/**
 * Which kept groups to drop when the phone's copy grows past its budget (ADR 040: under 50 MB
 * by default, the least recently used games first). Pure, so the service worker and the tests
 * share it: the worker knows each group's size and last use, the rule is here.
 */
export interface KeptGroup {
  group: string;
  bytes: number;
  /** When a page of the group was last opened (ms since the epoch); 0 when never. */
  usedAt: number;
  /** Pinned by the parent, or not a game (homework, the course, the picker): dropped last. */
  pinned: boolean;
}

/**
 * The groups to drop, in order, so that what is left fits in `budgetBytes`: unpinned groups
 * first, the least recently used first; pinned ones only when the rest is not enough. Nothing
 * when it already fits.
 */
export function groupsToDrop(groups: ReadonlyArray<KeptGroup>, budgetBytes: number): string[] {
  let total = groups.reduce((sum, group) => sum + group.bytes, 0);
  if (total <= budgetBytes) return [];
  const order = groups.toSorted((a, b) => Number(a.pinned) - Number(b.pinned) || a.usedAt - b.usedAt);
  const dropped: string[] = [];
  for (const group of order) {
    if (total <= budgetBytes) break;
    dropped.push(group.group);
    total -= group.bytes;
  }
  return dropped;
}
