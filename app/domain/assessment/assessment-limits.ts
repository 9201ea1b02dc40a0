/** The assessment's limits and periods, shared by its zod schemas, pages and jobs. */
export const ASSESSMENT_EMAIL_MIN = 6;
export const ASSESSMENT_EMAIL_MAX = 254;
/** Unsaved assessments (and a visitor's email) are deleted this many days after the start. */
export const ASSESSMENT_KEPT_DAYS = 30;
/** The assessment covers children from birth to 6 years (72 months). */
export const MAX_ASSESSMENT_MONTHS = 72;
/** Prematurity is corrected for until the second birthday, as paediatric practice does. */
export const CORRECTION_UNTIL_MONTHS = 24;
/** "Born early" means before 37 weeks: 4 to 16 weeks before the due date (40 weeks). */
export const WEEKS_EARLY_MIN = 4;
export const WEEKS_EARLY_MAX = 16;

/** The value of the "which child" choice, when saving a result, that means "a new child profile". */
export const NEW_CHILD = "new";

/**
 * How many visitor assessments one browser keeps keys to: enough for every child of a family
 * and a few restarts, while the cookie stays far below browsers' size limits.
 */
export const VISITOR_TOKENS_KEPT = 10;
