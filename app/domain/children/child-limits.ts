/** Limits of the child form: its zod schema checks them and its page shows them. */
export const CHILD_NAME_MAX = 50;
/**
 * Child profiles cover the games' widest age range (the oldest game's upper age, 12: under 13),
 * so a child keeps a profile for every game sold for their age. The spec's "under 8" is the
 * assessment's limit; ADR 031 says why profiles differ. children.test.ts checks the registry.
 */
export const CHILD_AGE_LIMIT_YEARS = 13;
export const CHILD_MAX_AGE_MONTHS = CHILD_AGE_LIMIT_YEARS * 12 - 1;
