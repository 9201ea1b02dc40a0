import type { RouterContextProvider } from "react-router";
import { gamePicture } from "~/games/game-pictures.server";
import { HOMEWORK_GROUPS } from "~/content/homework";
import { getDb } from "~/db.server";
import { forWhomOf, playerOf } from "~/domain/children/player.server";
import { gameCardTexts } from "~/domain/games/card-texts.server";
import { gameProgressPercentages } from "~/domain/games/progress.server";
import { completedTaskIds } from "~/domain/homework/progress.server";
import { catalogueSections, toggleHref } from "~/games/catalogue";
import { gameCounts } from "~/games/registry";
import { getSession } from "~/infrastructure/auth.server";
import type { Language } from "~/infrastructure/i18n-config";
import { courseCards } from "~/domain/courses/course-cards.server";
import { requestPremiumAccess } from "~/infrastructure/guards.server";

/**
 * The catalogue at /courses: the course cards (the selected child's band first), the homework
 * groups and the games by age group, each with the selected child's progress when signed in
 * (the child is read once, for all three). `?more=<group>` shows a whole age group.
 */
export async function cataloguePage(request: Request, context: Readonly<RouterContextProvider>, language: Language) {
  const expanded = new Set(new URL(request.url).searchParams.getAll("more"));
  const session = getSession(context);
  const db = getDb();
  const player = session ? await playerOf(db, session) : null;
  const courses = await courseCards(db, language, new Date(), player);
  const access = await requestPremiumAccess(context);
  const progress = player ? await gameProgressPercentages(db, player) : new Map<string, number>();
  const homeworkDone = player ? await completedTaskIds(db, player) : new Set<string>();
  return {
    signedIn: session !== null,
    courses,
    freeGames: gameCounts().free,
    playerName: player?.childName ?? null,
    forWhom: player ? forWhomOf(player) : null,
    premium: access.allowed,
    // Youngest first: by the age a group starts at, then where it ends.
    homework: HOMEWORK_GROUPS.toSorted((a, b) => a.ages.fromMonths - b.ages.fromMonths || a.ages.toMonths - b.ages.toMonths).map((group) => ({
      id: group.id,
      icon: group.icon,
      ages: group.ages,
      access: group.access,
      title: group.title[language],
      total: group.tasks.length,
      completed: group.tasks.filter((task) => homeworkDone.has(task.id)).length,
    })),
    sections: catalogueSections(expanded).map((section) => ({
      group: section.group,
      hiddenCount: section.hiddenCount,
      expanded: section.expanded,
      hasToggle: section.hasToggle,
      toggle: toggleHref(expanded, section.group),
      games: section.shown.map((game) => ({
        id: game.id,
        ...gameCardTexts(game.id, language),
        picture: gamePicture(game.id),
        ages: game.ages,
        access: game.access,
        progress: progress.get(game.id) ?? null,
      })),
    })),
  };
}
