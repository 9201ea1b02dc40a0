import type { CourseLevel } from "~/content/courses";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

export interface CourseCard {
  id: string;
  icon: string;
  level: CourseLevel;
  ages: { fromMonths: number; toMonths: number };
  title: string;
  counts: { exercises: number; activities: number; games: number };
  completed: number;
  forChild: string | null;
}

/** The catalogue's courses, one per age band; the selected child's course first and marked. */
export function CourseCards({ courses }: { courses: ReadonlyArray<CourseCard> }) {
  const { t } = useTranslation();
  return (
    <section id="courses" aria-labelledby="courses-title">
      <h2 id="courses-title">{t("courses.coursesTitle")}</h2>
      <p>{t("courses.coursesIntro")}</p>
      <ul className="game-cards course-cards">
        {courses.map((course) => (
          <li key={course.id} className={course.forChild ? "card game-card course-card is-for-child" : "card game-card course-card"}>
            <span className="game-icon" aria-hidden="true">
              {course.icon}
            </span>
            {course.forChild ? <p className="badge badge-ok course-for">{t("courses.forChild", { name: course.forChild })}</p> : null}
            <h3>
              <AppLink to={`/courses/${course.id}`}>{course.title}</AppLink>
            </h3>
            <p className="game-card-facts">
              <span className="badge">{t(`courses.levels.${course.level}`)}</span>{" "}
              {t("courses.ages", { from: course.ages.fromMonths, to: course.ages.toMonths })}
            </p>
            <p className="course-counts">
              {t("courses.exercises", { count: course.counts.exercises })} · {t("courses.gamesCount", { count: course.counts.games })}
            </p>
            {course.completed > 0 ? (
              <p className="game-card-progress">
                <progress max={course.counts.exercises} value={course.completed} aria-label={t("courses.course.progressTitle")} />{" "}
                {t("courses.doneCount", { completed: course.completed, total: course.counts.exercises })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
