/** Expert support's limits: the zod schemas check them and the pages show them. */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 2000;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 4000;
/** How long the expert's link opens the question. */
export const EXPERT_LINK_DAYS = 14;
/** Questions a parent may send in one day. */
export const QUESTIONS_PER_DAY = 3;
