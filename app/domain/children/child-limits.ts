/** Limits of the child form, apart from its zod schema so pages can use them without zod. */
export const CHILD_NAME_MAX = 50;
/** Child profiles cover the games' widest age range: under 13. */
export const CHILD_MAX_AGE_MONTHS = 13 * 12 - 1;
