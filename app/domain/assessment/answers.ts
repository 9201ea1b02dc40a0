/**
 * The answers to an assessment item, in the order the page offers them. "not_seen" ("haven't
 * had the chance to see this") is offered only on items that need other children or a
 * particular situation; it is not scored.
 */
export const ANSWERS = ["yes", "sometimes", "no", "not_seen"] as const;
export type Answer = (typeof ANSWERS)[number];

/** The answers every item offers. */
const SCORED_ANSWERS = ["yes", "sometimes", "no"] as const satisfies ReadonlyArray<Answer>;
export type ScoredAnswer = (typeof SCORED_ANSWERS)[number];

/** The answers one item offers. */
export function answersFor(item: { needsSituation?: boolean }): ReadonlyArray<Answer> {
  return item.needsSituation ? ANSWERS : SCORED_ANSWERS;
}
