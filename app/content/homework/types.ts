import type { Domain } from "../assessment/types";
import type { Localized } from "../localized";

/**
 * Homework: offline activities a parent guides at home (spec section 3, content.md). Every text
 * is written here in az, en and ru; nothing is copied from published material.
 */
export type HomeworkDifficulty = "easy" | "medium" | "hard";

/** Ages in months, both ends included (a group for 1-2 years is { fromMonths: 12, toMonths: 24 }). */
export interface AgeRangeInMonths {
  fromMonths: number;
  toMonths: number;
}

export interface HomeworkTask {
  /** Stable id in kebab-case; the spec's ids where the spec lists the task. */
  id: string;
  /** One emoji. */
  icon: string;
  /** Estimated minutes (the spec's where it lists the task). */
  minutes: number;
  difficulty: HomeworkDifficulty;
  ages: AgeRangeInMonths;
  /** May start with "Task N:" in any language; the prefix is stripped for display. */
  title: Localized;
  /** "About the activity": what it trains and why, 2-3 sentences for the parent. */
  description: Localized;
  /** What the play button reads aloud to the child and parent: 2-4 short, warm sentences. */
  audioInstructions: Localized;
  /** Exactly five numbered steps for the parent, with household materials. */
  steps: Localized<readonly [string, string, string, string, string]>;
  /** Required when the task uses scissors, beads, small objects, water, cords or anything a child could swallow or get hurt by. */
  safety?: Localized;
}

export interface HomeworkGroup {
  /** The spec's group id. */
  id: string;
  icon: string;
  ages: AgeRangeInMonths;
  access: "free" | "premium";
  /** The developmental domain the group's tasks train most (the assessment's result links to them by it). */
  domain: Domain;
  /** The spec flags self-awareness as empty: it shows its empty-state message. */
  empty?: boolean;
  title: Localized;
  description: Localized;
  tasks: ReadonlyArray<HomeworkTask>;
}
