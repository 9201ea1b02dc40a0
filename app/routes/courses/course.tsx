import type { Route } from "./+types/course";
import { ForWhom } from "~/components/children/ForWhom";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import { ExerciseStateBadge } from "~/components/courses/ExerciseStateBadge";
import { loadCoursePage } from "./pages.server";
import { UNIT_PASS_MARK } from "~/domain/courses/states";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";
import coursesStylesheet from "~/styles/courses.css?url";
import homeworkStylesheet from "~/styles/homework.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: homeworkStylesheet },
  { rel: "stylesheet", href: coursesStylesheet },
];

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadCoursePage(params.courseId, context, getLanguage(context));
}

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { course, progress, units, nextUp, lockedReason, signedIn, childName } = loaderData;
  return (
    <article className="page course" aria-labelledby="course-title">
      <PageMeta title={t("courses.course.metaTitle", { title: course.title, brand: BRAND_NAME })} description={course.overview} />
      <p>
        <AppLink to="/courses#courses" className="back-link">
          ← {t("courses.course.back")}
        </AppLink>
      </p>
      <h1 id="course-title">
        <span aria-hidden="true">{course.icon}</span> {course.title}
      </h1>
      <ForWhom forWhom={loaderData.forWhom} />
      <p className="homework-facts">
        <span className="badge">{t(`courses.levels.${course.level}`)}</span>{" "}
        <span>{t("courses.ages", { from: course.ages.fromMonths, to: course.ages.toMonths })}</span>
      </p>
      <p className="lead">{course.overview}</p>
      <p className="course-counts">
        {t("courses.exercises", { count: course.counts.exercises })} · {t("courses.activities", { count: course.counts.activities })} ·{" "}
        {t("courses.gamesCount", { count: course.counts.games })}
      </p>
      <section aria-labelledby="builds-title">
        <h2 id="builds-title">{t("courses.course.buildsTitle")}</h2>
        <ul className="check-list">
          {course.builds.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="card course-progress" aria-labelledby="progress-title">
        <h2 id="progress-title">{t("courses.course.progressTitle")}</h2>
        {signedIn ? (
          <>
            <progress max={progress.total} value={progress.completed} aria-labelledby="progress-text" />
            <p id="progress-text">
              {childName
                ? t("courses.course.progressFor", { name: childName, completed: progress.completed, total: progress.total })
                : t("courses.course.progressForParent", { completed: progress.completed, total: progress.total })}
            </p>
          </>
        ) : (
          <p>{t("courses.course.signInForProgress")}</p>
        )}
      </section>

      {loaderData.checkAgain && childName ? (
        <aside className="notice" aria-labelledby="check-again-title">
          <h2 id="check-again-title">{t("courses.course.checkAgainTitle")}</h2>
          <p>{t("courses.course.checkAgainText", { name: childName })}</p>
          <p>
            <AppLink to="/assessment" className="button button-secondary">
              {t("courses.course.checkAgainButton")}
            </AppLink>
          </p>
        </aside>
      ) : null}

      <section aria-labelledby="next-title">
        <h2 id="next-title">{t("courses.course.nextUpTitle")}</h2>
        {loaderData.focus ? <p>{t("courses.course.nextUpFocus", { domain: t(`areas.${loaderData.focus}`) })}</p> : null}
        {nextUp.length === 0 ? (
          <p>{t("courses.course.nextUpEmpty")}</p>
        ) : (
          <ol className="course-next">
            {nextUp.map((exercise) => (
              <li key={exercise.id}>
                <AppLink to={exercise.href}>
                  <span aria-hidden="true">{exercise.icon}</span> {exercise.title}
                </AppLink>{" "}
                <span className="course-exercise-facts">
                  {t(`courses.types.${exercise.type}`)} · {t("homework.minutes", { count: exercise.minutes })}
                </span>
              </li>
            ))}
          </ol>
        )}
        {signedIn && !loaderData.assessed ? (
          <p>
            {t("courses.course.assessPrompt")} <AppLink to="/assessment">{t("courses.course.assessButton")}</AppLink>
          </p>
        ) : null}
      </section>

      {lockedReason ? (
        <>
          <p className="fine-print">{t("courses.course.sampleNote")}</p>
          <LockedContentCard reason={lockedReason} returnTo={`/courses/${course.id}`} text={t("courses.course.subscriptionText")} />
        </>
      ) : null}

      {units.map((unit) => (
        <section key={unit.number} id={`unit-${unit.number}`} className="course-unit" aria-labelledby={`unit-${unit.number}-title`}>
          <h2 id={`unit-${unit.number}-title`}>{t("courses.course.unitTitle", { number: unit.number, title: unit.title })}</h2>
          <p className="course-unit-status">
            {t("courses.doneCount", { completed: unit.completed, total: unit.total })}
            {unit.open ? null : (
              <>
                {" · "}
                {unit.lockReason === "previous_unit"
                  ? t("courses.course.unitLockedPrevious", { percent: Math.round(UNIT_PASS_MARK * 100) })
                  : t("courses.course.unitLockedSubscription")}
              </>
            )}
          </p>
          <ul className="course-exercises">
            {unit.exercises.map((exercise) => (
              <li key={exercise.id} className={`course-exercise is-${exercise.state.kind}`}>
                <span className="course-exercise-icon" aria-hidden="true">
                  {exercise.icon}
                </span>
                <span className="course-exercise-main">
                  <AppLink to={exercise.href}>{exercise.title}</AppLink>
                  <span className="course-exercise-facts">
                    {t(`courses.types.${exercise.type}`)} · {t("homework.minutes", { count: exercise.minutes })} ·{" "}
                    {t(`areas.${exercise.domains[0] ?? "social"}`)}
                  </span>
                </span>
                <ExerciseStateBadge state={exercise.state.kind} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
