/** The three answers to an assessment item, in the order the page offers them. */
export const ANSWERS = ["yes", "sometimes", "no"] as const;
export type Answer = (typeof ANSWERS)[number];
