import { AGE_BANDS } from "~/content/assessment";
import { AUTISM_ITEMS } from "~/content/autism/items";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { gameCounts } from "~/games/registry";

/**
 * Every count the marketing pages state, read from the content at render time: the texts carry
 * {{count}}-style placeholders, never a number of their own (claims.test.ts checks the strings).
 */
export function contentCounts() {
  const tasks = HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => ({ task, access: group.access })));
  return {
    games: gameCounts(),
    homework: { all: tasks.length, free: tasks.filter((entry) => entry.access === "free").length },
    assessmentBands: AGE_BANDS.length,
    screeningQuestions: AUTISM_ITEMS.length,
  };
}
