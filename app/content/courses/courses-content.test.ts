import { describe, expect, it } from "vitest";
import { DOMAINS } from "../assessment/types";
import { HOMEWORK_GROUPS } from "../homework";
import { findGame } from "~/games/registry";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { type Course, COURSE_BANDS, type CourseExercise, COURSES, courseCounts, courseExercises } from "./index";

const allExercises = COURSES.flatMap((course) => courseExercises(course).map(({ exercise }) => ({ course, exercise })));
const homeworkTasks = new Map(HOMEWORK_GROUPS.flatMap((group) => group.tasks.map((task) => [task.id, task] as const)));

/** Words that mean an exercise needs a safety note (in the English text). */
const NEEDS_SAFETY =
  /\b(scissors?|beads?|buttons?|small objects?|small toys?|playdough|play dough|chalk|strings?|cords?|laces?|ribbons?|water|bath|rice|pasta|beans?|peas|lentils|grapes?|nuts?|glue|pins?|coins?|marbles?|stairs?|staircases?|climb\w*|balloons?|knife|oven|stove|plastic bags?|batter(y|ies))\b/i;

/**
 * A course is followed from the band's first month, so a game it links must already suit the
 * band's youngest child: the game's ages (whole years, the upper year included) cover that month.
 */
function gameFitsYoungest(ages: { from: number; to: number }, youngestMonths: number): boolean {
  return ages.from * 12 <= youngestMonths && youngestMonths <= ages.to * 12 + 11;
}

/** Things a child gathers from around the home, where a younger brother or sister may pick up something small (in the English materials). */
const GATHERED_AT_HOME = /\b(everyday things|things from (around )?(the )?home|from home|kitchen things)\b|“money”/i;

/** Wordings the second language review, and the reading that followed it, found wrong (a sense slip, a calque, a bookish word or a misspelling); each was rewritten. */
const CORRECTED_WORDINGS: Record<"az" | "ru", ReadonlyArray<string>> = {
  az: [
    "uduzmaq əvəzinə",
    "bir çox aydın ipucu",
    "«nə»",
    "Top, toxundun",
    "alttakı",
    "«gətirən»",
    "Hazırsan, gətirən",
    "boş paltarı özü",
    "canlı məşğələ",
    "yerkökü",
    "və ya «Mama hanı?»",
    "təbil",
    "fermuar",
    "sünger",
    "Sənə elə gəlir",
    "Sənə görə,",
    "Bütün duyğular olar",
    "dəqiqəlik sınaqdan",
    "boş hissələri",
    "boş şalvar",
    "boş bir köynək",
    "gödəkcə",
    "Real bir çıxış",
    "malyar lenti",
    "podnos",
  ],
  ru: ["Немногие игры", "двух-трёх мягких игрушек", "Хватит рисунков"],
};

/** Every text of a course in one language: overview, builds, weeks and each exercise. */
function courseTexts(course: Course, language: "az" | "ru"): string[] {
  return [
    course.title[language],
    course.overview[language],
    ...course.builds[language],
    ...course.units.flatMap((unit) => [
      unit.title[language],
      ...unit.exercises.flatMap((exercise) => [
        exercise.title[language],
        exercise.parentNotes[language],
        exercise.spoken[language],
        ...(exercise.safety ? [exercise.safety[language]] : []),
        ...exercise.instructions[language],
        ...exercise.objectives[language],
        ...exercise.materials[language],
      ]),
    ]),
  ];
}

/** What is wrong with an exercise's links: the type's link missing, an unknown id, or ages that do not fit the band. */
function linkProblems(course: Course, exercise: CourseExercise): string[] {
  const problems: string[] = [];
  if (exercise.type === "game" && !exercise.gameId) problems.push("a game exercise names no game");
  if (exercise.type === "homework" && !exercise.homeworkTaskId) problems.push("a homework exercise names no task");
  if (exercise.type === "mixed" && !exercise.gameId && !exercise.homeworkTaskId) problems.push("a mixed exercise names no game or task");
  if (exercise.type === "exercise" && (exercise.gameId || exercise.homeworkTaskId)) problems.push("an exercise away from the screen links a game or task");
  if (exercise.gameId) {
    const game = findGame(exercise.gameId);
    if (!game) problems.push(`unknown game ${exercise.gameId}`);
    else if (!gameFitsYoungest(game.ages, course.ages.fromMonths)) problems.push(`${exercise.gameId} is for ages ${game.ages.from}-${game.ages.to} years`);
  }
  if (exercise.homeworkTaskId) {
    const task = homeworkTasks.get(exercise.homeworkTaskId);
    if (!task) problems.push(`unknown homework task ${exercise.homeworkTaskId}`);
    else if (task.ages.fromMonths > course.ages.toMonths || task.ages.toMonths < course.ages.fromMonths)
      problems.push(`${exercise.homeworkTaskId} is for ${task.ages.fromMonths}-${task.ages.toMonths} months`);
  }
  return problems;
}

describe("course content", () => {
  it("has one course per band, youngest first, with the band's ages", () => {
    expect(COURSES.map((course) => course.band)).toEqual(COURSE_BANDS.map((band) => band.id));
    for (const course of COURSES) {
      const band = COURSE_BANDS.find((candidate) => candidate.id === course.band);
      expect(course.ages, course.id).toEqual(band?.ages);
    }
  });

  it("counts at least 200 exercises, at least 20 in every band, from the content", () => {
    expect(courseCounts().exercises).toBeGreaterThanOrEqual(200);
    expect(courseCounts().bands).toBe(9);
    for (const course of COURSES) expect(courseExercises(course).length, course.id).toBeGreaterThanOrEqual(20);
  });

  it("trains every developmental domain in every band, each as the main domain of at least three exercises", () => {
    for (const course of COURSES) {
      const main = courseExercises(course).map(({ exercise }) => exercise.domains[0]);
      for (const domain of DOMAINS) expect(main.filter((candidate) => candidate === domain).length, `${course.id} ${domain}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("organises every course in weeks of 4-8 exercises that fit 3-4 sessions of 15-20 minutes", () => {
    for (const course of COURSES) {
      expect(course.units.length, course.id).toBeGreaterThanOrEqual(3);
      for (const unit of course.units) {
        expect(unit.exercises.length, course.id).toBeGreaterThanOrEqual(4);
        expect(unit.exercises.length, course.id).toBeLessThanOrEqual(8);
        const minutes = unit.exercises.reduce((sum, exercise) => sum + exercise.minutes, 0);
        expect(minutes, `${course.id}: a week's minutes`).toBeGreaterThanOrEqual(3 * 15 - 15);
        expect(minutes, `${course.id}: a week's minutes`).toBeLessThanOrEqual(4 * 20 + 10);
      }
    }
  });

  it("uses each course and exercise id once, in kebab-case", () => {
    const ids = [...COURSES.map((course) => course.id), ...allExercises.map(({ exercise }) => exercise.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("links no game to a course whose youngest children the game's ages leave out", () => {
    const misfits = allExercises.flatMap(({ course, exercise }) => {
      const game = exercise.gameId === undefined ? undefined : findGame(exercise.gameId);
      return game && !gameFitsYoungest(game.ages, course.ages.fromMonths) ? [`${course.id}/${exercise.id}: ${game.id} from ${game.ages.from} years`] : [];
    });
    expect(misfits).toEqual([]);
  });

  it("sends no child under two to a screen: the courses below 24 months link no game", () => {
    const screens = allExercises.filter(({ course, exercise }) => course.ages.fromMonths < 24 && exercise.gameId !== undefined);
    expect(screens.map(({ exercise }) => exercise.id)).toEqual([]);
  });

  it("starts every course with an exercise away from the screen (the free sample)", () => {
    for (const course of COURSES) expect(course.units[0]?.exercises[0]?.type, course.id).toBe("exercise");
  });

  it.each(allExercises.map(({ course, exercise }) => [`${course.id}/${exercise.id}`, course, exercise] as const))(
    "%s links only to games and tasks that exist and suit the band",
    (_, course, exercise) => {
      expect(linkProblems(course, exercise)).toEqual([]);
    },
  );

  it.each(allExercises.map(({ course, exercise }) => [`${course.id}/${exercise.id}`, exercise] as const))("%s is complete in every language", (_, exercise) => {
    expect(exercise.icon.trim()).not.toBe("");
    expect(exercise.minutes).toBeGreaterThanOrEqual(3);
    expect(exercise.minutes).toBeLessThanOrEqual(20);
    for (const language of LANGUAGES) {
      expect(exercise.title[language].trim(), language).not.toBe("");
      expect(exercise.parentNotes[language].trim().length, language).toBeGreaterThan(20);
      expect(exercise.spoken[language].trim().length, language).toBeGreaterThan(20);
      expect(exercise.instructions[language].length, language).toBeGreaterThanOrEqual(3);
      expect(exercise.instructions[language].length, language).toBeLessThanOrEqual(6);
      expect(exercise.instructions[language].length, language).toBe(exercise.instructions.en.length);
      expect(exercise.objectives[language].length, language).toBeGreaterThanOrEqual(2);
      expect(exercise.objectives[language].length, language).toBe(exercise.objectives.en.length);
      expect(exercise.materials[language].length, language).toBe(exercise.materials.en.length);
      for (const line of [...exercise.instructions[language], ...exercise.objectives[language], ...exercise.materials[language]]) {
        expect(line.trim(), language).not.toBe("");
      }
      expect(exercise.safety === undefined || exercise.safety[language].trim().length > 10, `safety note in ${language}`).toBe(true);
    }
  });

  it.each(allExercises.map(({ course, exercise }) => [`${course.id}/${exercise.id}`, exercise] as const))(
    "%s has a safety note where it needs one",
    (_, exercise) => {
      const english = [exercise.title.en, ...exercise.instructions.en, ...exercise.materials.en].join(" ");
      const hazard = english.match(NEEDS_SAFETY)?.[0];
      expect(hazard === undefined || exercise.safety !== undefined, `mentions ${hazard} but has no safety note`).toBe(true);
    },
  );

  it.each(allExercises.map(({ course, exercise }) => [`${course.id}/${exercise.id}`, exercise] as const))(
    "%s warns about small things when the child gathers everyday things from the home",
    (_, exercise) => {
      const gathered = exercise.materials.en.join(" ").match(GATHERED_AT_HOME)?.[0];
      expect(gathered === undefined || exercise.safety !== undefined, `gathers ${gathered} but has no safety note`).toBe(true);
    },
  );

  it.each(["az", "ru"] as const)("keeps out the %s wordings the language review corrected", (language) => {
    const found = COURSES.flatMap((course) =>
      courseTexts(course, language).flatMap((text) =>
        CORRECTED_WORDINGS[language].filter((wording) => text.includes(wording)).map((wording) => `${course.id}: ${wording}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("writes az and ru in their own typography: «» quotes, … not ..., em dashes in ru", () => {
    for (const { exercise } of allExercises) {
      const texts = (language: "az" | "ru") => [
        exercise.title[language],
        exercise.parentNotes[language],
        exercise.spoken[language],
        ...(exercise.safety ? [exercise.safety[language]] : []),
        ...exercise.instructions[language],
        ...exercise.objectives[language],
        ...exercise.materials[language],
      ];
      for (const language of ["az", "ru"] as const) {
        for (const text of texts(language)) {
          expect(text, `${exercise.id} ${language}`).not.toMatch(language === "ru" ? /["“”]|\.\.\.| – | - / : /["“”]|\.\.\./);
        }
      }
    }
  });

  it("has a complete overview for every course", () => {
    for (const course of COURSES) {
      for (const language of LANGUAGES) {
        expect(course.title[language].trim()).not.toBe("");
        expect(course.overview[language].trim().length).toBeGreaterThan(80);
        expect(course.builds[language].length).toBeGreaterThanOrEqual(3);
        expect(course.builds[language].length).toBe(course.builds.en.length);
        for (const unit of course.units) expect(unit.title[language].trim()).not.toBe("");
      }
    }
  });
});
