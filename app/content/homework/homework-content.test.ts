import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { HOMEWORK_GROUPS, displayTitle, findHomeworkGroup, findHomeworkTask, taskTexts } from "./index";

/** The spec's groups (id, access, empty) in its order. */
const SPEC_GROUPS = [
  ["early-development-0-3", "premium"],
  ["logical-analysis", "free"],
  ["motor-skills-1-2", "free"],
  ["motor-skills-2-3", "free"],
  ["imagination-analysis", "free"],
  ["self-awareness", "premium"],
  ["motor-skills-3-4", "premium"],
  ["motor-skills-4-5", "premium"],
  ["time-sense", "free"],
] as const;

/** The spec's listed tasks: id, minutes, difficulty, per group. */
const SPEC_TASKS: Record<string, ReadonlyArray<readonly [string, number, string]>> = {
  "early-development-0-3": [
    ["visual-stimulation", 3, "easy"],
    ["auditory-language-rhythm", 3, "easy"],
    ["repetitive-movements-music", 5, "easy"],
    ["mirror-play", 4, "easy"],
    ["sound-toy-interaction", 5, "medium"],
    ["emotional-bonding", 2, "easy"],
    ["peekaboo-game", 3, "easy"],
  ],
  "motor-skills-1-2": [
    ["turning-pages", 10, "easy"],
    ["drawing-chalk", 15, "easy"],
    ["beads-bottle-home", 10, "easy"],
    ["big-bead-threading", 15, "hard"],
  ],
  "motor-skills-3-4": [["small-bead-threading", 20, "medium"]],
  "motor-skills-4-5": [
    ["paper-strip-cutting", 15, "medium"],
    ["playdough-shapes", 25, "medium"],
    ["drawing-pictures", 20, "easy"],
    ["cutting-paper-shapes", 30, "hard"],
  ],
};

/**
 * Spec tasks moved to an age that suits them (content review 6.2), with their ids, minutes and
 * difficulty kept: snipping with scissors emerges at about 30 months (motor skills 2-3, from 30
 * months), and touching the thumb to each finger in turn is a 4-6-year skill (motor skills 4-5).
 */
const MOVED_SPEC_TASKS: ReadonlyArray<readonly [string, string, number, string, number]> = [
  ["scissors-open-close", "motor-skills-2-3", 10, "medium", 30],
  ["finger-thumb-touch", "motor-skills-4-5", 5, "medium", 48],
];

/** Groups the spec lists no tasks for get 4-7 written here. */
const WRITTEN_HERE = ["logical-analysis", "motor-skills-2-3", "imagination-analysis", "time-sense"];

/** Words that mean a task needs a safety note (in the English text). */
const NEEDS_SAFETY =
  /\b(scissors?|beads?|buttons?|small objects?|playdough|play dough|chalk|strings?|cords?|laces?|water|rice|pasta|beans?|glue|pins?|coins?|marbles?)\b/i;

/** A task's safety note and steps, in each language. */
function safetyOf(groupId: string, taskId: string): string[] {
  const task = findHomeworkTask(findHomeworkGroup(groupId)!, taskId);
  return LANGUAGES.map((language) => `${task?.safety?.[language] ?? ""} ${task?.steps[language].join(" ") ?? ""}`);
}

const allTasks = HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => ({ group, task })));

describe("homework content", () => {
  it("has the spec's nine groups with their ids, access and order; self-awareness is empty", () => {
    expect(HOMEWORK_GROUPS.map((group) => [group.id, group.access])).toEqual(SPEC_GROUPS.map(([id, access]) => [id, access]));
    expect(findHomeworkGroup("self-awareness")?.empty).toBe(true);
    expect(findHomeworkGroup("self-awareness")?.tasks).toEqual([]);
    expect(findHomeworkGroup("nope")).toBeUndefined();
  });

  it.each(Object.entries(SPEC_TASKS))("keeps the spec's tasks of %s with their minutes and difficulties, in order", (groupId, tasks) => {
    const group = findHomeworkGroup(groupId);
    expect(group?.tasks.slice(0, tasks.length).map((task) => [task.id, task.minutes, task.difficulty])).toEqual(tasks);
  });

  it.each(MOVED_SPEC_TASKS)("keeps %s, moved to %s, with its minutes and difficulty and a suitable age", (taskId, groupId, minutes, difficulty, fromMonths) => {
    const task = findHomeworkTask(findHomeworkGroup(groupId)!, taskId);
    expect([task?.minutes, task?.difficulty]).toEqual([minutes, difficulty]);
    expect(task?.ages.fromMonths).toBeGreaterThanOrEqual(fromMonths);
    expect(HOMEWORK_GROUPS.filter((group) => group.tasks.some((t) => t.id === taskId))).toHaveLength(1);
  });

  it("states the sizes that keep small things and cords safe", () => {
    for (const text of safetyOf("motor-skills-1-2", "beads-bottle-home")) {
      expect(text).toMatch(/5 (sm|cm|см)/);
      expect(text).toMatch(/6 (sm|cm|см)/);
    }
    for (const text of safetyOf("motor-skills-1-2", "big-bead-threading")) {
      expect(text).toMatch(/4[.,]5 (sm|cm|см)/);
      expect(text).toMatch(/30 (sm|cm|см)/);
    }
    for (const text of safetyOf("motor-skills-2-3", "spoon-transfer")) expect(text).toMatch(/4[.,]5 (sm|cm|см)/);
    expect(findHomeworkTask(findHomeworkGroup("motor-skills-3-4")!, "small-bead-threading")?.safety?.en).toMatch(/under 3/);
  });

  it.each(WRITTEN_HERE)("gives %s 4-7 tasks of its own", (groupId) => {
    const count = findHomeworkGroup(groupId)?.tasks.length ?? 0;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(7);
  });

  it("uses each task id once", () => {
    const ids = allTasks.map(({ task }) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(allTasks.map(({ group, task }) => [`${group.id}/${task.id}`, group, task] as const))("%s is complete in every language", (_, group, task) => {
    expect(task.icon.trim()).not.toBe("");
    expect(task.minutes).toBeGreaterThan(0);
    expect(task.ages.fromMonths).toBeGreaterThanOrEqual(group.ages.fromMonths);
    expect(task.ages.toMonths).toBeLessThanOrEqual(group.ages.toMonths);
    expect(task.ages.fromMonths).toBeLessThanOrEqual(task.ages.toMonths);
    for (const language of LANGUAGES) {
      const texts = taskTexts(task, language);
      expect(texts.title).not.toBe("");
      expect(texts.description.length).toBeGreaterThan(40);
      expect(texts.audioInstructions.length).toBeGreaterThan(30);
      expect(texts.steps).toHaveLength(5);
      for (const step of texts.steps) expect(step.trim().length).toBeGreaterThan(10);
    }
    expect(task.title.az).not.toBe(task.title.en);
    expect(task.description.ru).toMatch(/[а-яё]/i);
    expect(task.steps.ru.join(" ")).toMatch(/[а-яё]/i);
  });

  it("has a safety note wherever a task uses scissors, beads, small things, cords or water", () => {
    const missing = allTasks
      .filter(({ task }) => NEEDS_SAFETY.test(`${task.title.en} ${task.description.en} ${task.steps.en.join(" ")}`) && !task.safety)
      .map(({ task }) => task.id);
    expect(missing).toEqual([]);
    const notes = allTasks.flatMap(({ task }) => (task.safety ? LANGUAGES.map((language) => task.safety?.[language] ?? "") : []));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note.length).toBeGreaterThan(20);
  });

  it("has a title and description for every group in every language", () => {
    for (const group of HOMEWORK_GROUPS) for (const language of LANGUAGES) expect(group.title[language]).not.toBe("");
  });

  it("strips 'Task N:' prefixes in every language for display", () => {
    expect(displayTitle("Task 3: Paper strips")).toBe("Paper strips");
    expect(displayTitle("Tapşırıq 12. Kağız zolaqlar")).toBe("Kağız zolaqlar");
    expect(displayTitle("Задание №2: Бумажные полоски")).toBe("Бумажные полоски");
    expect(displayTitle("Taskbar games")).toBe("Taskbar games");
    expect(findHomeworkTask(findHomeworkGroup("motor-skills-1-2")!, "turning-pages")?.id).toBe("turning-pages");
  });
});
