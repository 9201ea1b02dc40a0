import { DOMAINS, type Domain } from "~/content/assessment/types";

export interface LatestAssessmentSummary {
  /** Areas the latest assessment found on track. */
  onTrack: number;
  /** All areas the assessment asks about, read from the content. */
  areas: number;
  /** The area to practise most, among those not on track; null when every area is. */
  practise: Domain | null;
}

/**
 * The dashboard's line about the latest assessment: how many areas are on track, of how many,
 * and which to practise most. Never one overall percentage: a single number reads as a grade
 * for the child, which the content rules forbid.
 */
export function latestAssessmentSummary(sections: Readonly<Record<Domain, { percentage: number; status: string }>>): LatestAssessmentSummary {
  const notOnTrack = DOMAINS.filter((domain) => sections[domain].status !== "on_track");
  // The lowest share among the areas not on track; the first in content order on a tie.
  const practise = notOnTrack.reduce<Domain | null>(
    (lowest, domain) => (lowest === null || sections[domain].percentage < sections[lowest].percentage ? domain : lowest),
    null,
  );
  return { onTrack: DOMAINS.length - notOnTrack.length, areas: DOMAINS.length, practise };
}
