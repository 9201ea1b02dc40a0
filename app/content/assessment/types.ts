import type { Localized } from "../localized";

/** The four areas public milestone guidance uses. */
export const DOMAINS = ["social", "language", "cognitive", "movement"] as const;
/** social: social/emotional; language: language/communication; cognitive: learning, thinking,
 * problem-solving; movement: movement/physical development. */
export type Domain = (typeof DOMAINS)[number];

/**
 * One observable behaviour that most children (about 3 in 4) show by the age it is asked at:
 * the band's lower age, or `fromMonths` when set.
 */
export interface AssessmentItem {
  /** Stable forever once published, e.g. "m14-15.language.2"; never reused for another behaviour. */
  id: string;
  domain: Domain;
  text: Localized;
  /** Asked only of children this many months old or older (the band's start when absent). */
  fromMonths?: number;
  /** Asked only of children this many months old or younger (the band's end when absent). */
  toMonths?: number;
  /** A red flag in public guidance: one "not yet" here is reason enough to talk with the doctor. */
  redFlag?: boolean;
  /**
   * Needs other children or a particular situation (someone crying, somewhere new): the parent
   * may answer "haven't had the chance to see this", which is not scored.
   */
  needsSituation?: boolean;
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
  /** The items asked now (by exact age, see `fromMonths` / `toMonths`). */
  items: ReadonlyArray<AssessmentItem>;
  /**
   * Items no longer asked (moved to a later band under a new id, or dropped). They stay so that
   * saved results which answered them still read; their ids are never reused.
   */
  retiredItems: ReadonlyArray<AssessmentItem>;
  activities: ReadonlyArray<PractiseActivity>;
}
