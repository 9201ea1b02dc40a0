import type { AgeBand, AssessmentItem, Domain } from "~/content/assessment/types";

/** Whether the item is asked of a child of this age (months, corrected under 24). */
function askedAt(item: AssessmentItem, ageMonths: number): boolean {
  return (item.fromMonths === undefined || ageMonths >= item.fromMonths) && (item.toMonths === undefined || ageMonths <= item.toMonths);
}

/**
 * The band's items a child of this exact age is asked: a wide band (48-72 months) asks
 * 4-year-olds and 5-year-olds different items, and the first band adds the social smile from
 * 2 months.
 */
export function itemsForAge(band: AgeBand, ageMonths: number, domain?: Domain): AssessmentItem[] {
  return band.items.filter((item) => askedAt(item, ageMonths) && (domain === undefined || item.domain === domain));
}

/** Every item the band has ever asked, current and retired: what a saved answer may refer to. */
export function everyItem(band: AgeBand): AssessmentItem[] {
  return [...band.items, ...band.retiredItems];
}
