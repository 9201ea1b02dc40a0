import type { Language } from "~/infrastructure/i18n-config";
import { earlyDevelopment03 } from "./early-development-0-3";
import { imaginationAnalysis } from "./imagination-analysis";
import { logicalAnalysis } from "./logical-analysis";
import { motorSkills12 } from "./motor-skills-1-2";
import { motorSkills23 } from "./motor-skills-2-3";
import { motorSkills34 } from "./motor-skills-3-4";
import { motorSkills45 } from "./motor-skills-4-5";
import { selfAwareness } from "./self-awareness";
import { timeSense } from "./time-sense";
import type { HomeworkGroup, HomeworkTask } from "./types";

export type { HomeworkDifficulty, HomeworkGroup, HomeworkTask } from "./types";

/** The spec's nine homework groups, in its order. */
export const HOMEWORK_GROUPS: ReadonlyArray<HomeworkGroup> = [
  earlyDevelopment03,
  logicalAnalysis,
  motorSkills12,
  motorSkills23,
  imaginationAnalysis,
  selfAwareness,
  motorSkills34,
  motorSkills45,
  timeSense,
];

export function findHomeworkGroup(groupId: string | undefined): HomeworkGroup | undefined {
  return HOMEWORK_GROUPS.find((group) => group.id === groupId);
}

export function findHomeworkTask(group: HomeworkGroup, taskId: string | undefined): HomeworkTask | undefined {
  return group.tasks.find((task) => task.id === taskId);
}

/** "Task 3: Paper strips" → "Paper strips": numbering prefixes in any of the languages are not shown. */
export function displayTitle(title: string): string {
  return title.replace(/^\s*(task|tapşırıq|задание|задача)\s*(№\s*)?\d+\s*[:.)–—-]\s*/iu, "").trim();
}

/** A task's texts in one language, ready for a page. */
export function taskTexts(task: HomeworkTask, language: Language) {
  return {
    title: displayTitle(task.title[language]),
    description: task.description[language],
    audioInstructions: task.audioInstructions[language],
    steps: task.steps[language],
    safety: task.safety?.[language] ?? null,
  };
}
