import type { Localized } from "../localized";

/** The four areas public milestone guidance uses. */
export const DOMAINS = ["social", "language", "cognitive", "movement"] as const;
/** social: social/emotional; language: language/communication; cognitive: learning, thinking,
 * problem-solving; movement: movement/physical development. */
export type Domain = (typeof DOMAINS)[number];

/** One observable behaviour that most children (about 3 in 4) show by the band's age. */
export interface AssessmentItem {
  /** Stable forever once published, e.g. "m14-15.language.2". */
  id: string;
  domain: Domain;
  text: Localized;
}

/** A short "what to practise" activity a parent can do at home, for one domain of a band. */
export interface PractiseActivity {
  id: string;
  domain: Domain;
  title: Localized;
  description: Localized;
}

export interface AgeBand {
  /** e.g. "m14-15"; months are the child's age (corrected for prematurity under 24 months). */
  id: string;
  minMonths: number;
  maxMonths: number;
  items: ReadonlyArray<AssessmentItem>;
  activities: ReadonlyArray<PractiseActivity>;
}
