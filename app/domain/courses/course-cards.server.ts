import { COURSES, courseContentCounts } from "~/content/courses";
import type { DB } from "~/db.server";
import type { SelectedPlayer } from "~/domain/children/player.server";
import { ageInMonths } from "~/lib/birth-date";
import type { Language } from "~/infrastructure/i18n-config";
import { completedPerCourse } from "./progress.server";
import { courseBandForAge } from "./states";

/**
 * The catalogue's course cards: the selected child's band first and marked, then youngest first;
 * with how many of each course's exercises the child (or the parent, without a child selected)
 * has done. Needs no assessment result: the band comes from the child's age, so the catalogue
 * reads and scores no child's history.
 */
export async function courseCards(db: DB, language: Language, now: Date, player: SelectedPlayer | null) {
  const band = player?.childBirthDate ? courseBandForAge(ageInMonths(player.childBirthDate, now.toISOString().slice(0, 10))) : null;
  const completed = player ? await completedPerCourse(db, player) : new Map<string, number>();
  const cards = COURSES.map((course) => ({
    id: course.id,
    icon: course.icon,
    level: course.level,
    ages: course.ages,
    title: course.title[language],
    counts: courseContentCounts(course),
    completed: completed.get(course.id) ?? 0,
    forChild: band === course.band ? (player?.childName ?? null) : null,
  }));
  return cards.toSorted((a, b) => Number(b.forChild !== null) - Number(a.forChild !== null));
}
