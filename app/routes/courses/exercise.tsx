import { getFieldsetProps, getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FieldErrors } from "~/components/forms/Field";
import { ThingIcon } from "~/components/ThingIcon";
import { ForWhom } from "~/components/children/ForWhom";
import type { Route } from "./+types/exercise";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import { ExerciseStateBadge } from "~/components/courses/ExerciseStateBadge";
import { InstructionAudio } from "~/components/homework/InstructionAudio";
import { loadExercisePage, markCourseExercise } from "./pages.server";
import { EXERCISE_FEELINGS, UNIT_PASS_MARK } from "~/domain/courses/states";
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

export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadExercisePage(params.courseId, params.exerciseId, context, getLanguage(context));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return markCourseExercise(request, context, params.courseId, params.exerciseId);
}

export default function ExercisePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { course, exercise, details, locked, signedIn, unitNumber } = loaderData;
  const here = `/courses/${course.id}/exercises/${exercise.id}`;
  const state = exercise.state.kind;
  const [form, fields] = useForm<{ intent: string; feeling: string }>({ id: "mark", lastResult: actionData?.result });
  return (
    <article className="page homework course-exercise-page" aria-labelledby="exercise-title">
      <PageMeta title={t("courses.exercise.metaTitle", { title: exercise.title, course: course.title, brand: BRAND_NAME })} />
      <p>
        <AppLink to={`/courses/${course.id}#unit-${unitNumber}`} className="back-link">
          ← {t("courses.exercise.backToCourse", { course: course.title })}
        </AppLink>
      </p>
      <h1 id="exercise-title">
        <span aria-hidden="true">{exercise.icon}</span> {exercise.title}
      </h1>
      <ForWhom forWhom={loaderData.forWhom} />
      <p className="homework-facts">
        <span className="badge">{t(`courses.types.${exercise.type}`)}</span> <span className="badge">{t(`homework.difficulty.${exercise.difficulty}`)}</span>{" "}
        <span>{t("homework.minutes", { count: exercise.minutes })}</span> · <span>{t("courses.exercise.week", { number: unitNumber })}</span> ·{" "}
        <span>{exercise.domains.map((domain) => t(`areas.${domain}`)).join(", ")}</span> <ExerciseStateBadge state={state} />
      </p>
      {locked === "previous_unit" ? (
        <section className="card locked-card" aria-labelledby="locked-title">
          <h2 id="locked-title">{t("courses.exercise.lockedPreviousTitle")}</h2>
          <p>{t("courses.exercise.lockedPreviousText", { percent: Math.round(UNIT_PASS_MARK * 100), number: unitNumber - 1 })}</p>
          <p>
            <AppLink to={`/courses/${course.id}#unit-${unitNumber - 1}`} className="button button-primary">
              {t("courses.exercise.backToCourse", { course: course.title })}
            </AppLink>
          </p>
        </section>
      ) : locked ? (
        <LockedContentCard reason={locked} returnTo={here} text={t("courses.course.subscriptionText")} />
      ) : details ? (
        <>
          <InstructionAudio text={details.spoken} file={details.audioFile} />
          <section aria-labelledby="objectives-title">
            <h2 id="objectives-title">{t("courses.exercise.objectivesTitle")}</h2>
            <ul className="check-list">
              {details.objectives.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="materials-title">
            <h2 id="materials-title">{t("courses.exercise.materialsTitle")}</h2>
            {details.materials.length === 0 ? (
              <p>{t("courses.exercise.noMaterials")}</p>
            ) : (
              <ul>
                {details.materials.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
          {details.safety ? (
            <aside className="notice homework-safety" aria-labelledby="safety-title">
              <h2 id="safety-title">{t("homework.safetyTitle")}</h2>
              <p>{details.safety}</p>
            </aside>
          ) : null}
          <section aria-labelledby="steps-title">
            <h2 id="steps-title">{t("courses.exercise.stepsTitle")}</h2>
            <ol className="homework-steps">
              {details.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="notes-title">
            <h2 id="notes-title">{t("courses.exercise.notesTitle")}</h2>
            <p>{details.parentNotes}</p>
          </section>
          {details.game || details.homework ? (
            <section aria-labelledby="links-title">
              <h2 id="links-title">{t("courses.exercise.linksTitle")}</h2>
              <ul className="course-links">
                {details.game ? (
                  <li>
                    <ThingIcon icon={details.game.icon} picture={details.game.picture} />{" "}
                    <AppLink to={details.game.href}>{t("courses.exercise.gameLink", { title: details.game.title })}</AppLink>
                  </li>
                ) : null}
                {details.homework ? (
                  <li>
                    <span aria-hidden="true">{details.homework.icon}</span>{" "}
                    <AppLink to={details.homework.href}>{t("courses.exercise.homeworkLink", { title: details.homework.title })}</AppLink>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
          <section className={state === "completed" ? "card homework-complete is-done" : "card homework-complete"} aria-labelledby="mark-title">
            <h2 id="mark-title">{t("courses.exercise.markTitle")}</h2>
            {state === "completed" ? (
              <p>
                {details.feeling
                  ? t("courses.exercise.doneFeeling", { feeling: t(`courses.exercise.feelings.${details.feeling}`) })
                  : t("courses.exercise.doneText")}
              </p>
            ) : state === "in_progress" ? (
              <p>{t("courses.exercise.startedText")}</p>
            ) : null}
            {signedIn ? null : (
              // A visitor has nowhere to keep a mark: the sample asks for a free account instead.
              <>
                <p>{t("courses.exercise.signInToMark")}</p>
                <p className="button-row">
                  <AppLink to="/auth?mode=signup" className="button button-primary">
                    {t("locked.signUpButton")}
                  </AppLink>
                  <AppLink to={`/auth?returnTo=${encodeURIComponent(here)}`} className="button button-secondary">
                    {t("locked.loginButton")}
                  </AppLink>
                </p>
              </>
            )}
            {signedIn && state !== "completed" ? (
              <Form method="post" {...getFormProps(form)} className="form course-mark-form">
                <fieldset {...getFieldsetProps(fields.feeling)}>
                  <legend>{t("courses.exercise.feelingLegend")}</legend>
                  {EXERCISE_FEELINGS.map((feeling) => (
                    <label key={feeling} className="choice">
                      <input type="radio" name={fields.feeling.name} value={feeling} defaultChecked={fields.feeling.initialValue === feeling} />{" "}
                      {t(`courses.exercise.feelings.${feeling}`)}
                    </label>
                  ))}
                  <FieldErrors id={fields.feeling.errorId} errors={fields.feeling.errors} />
                </fieldset>
                <p className="button-row">
                  <button type="submit" name="intent" value="complete" className="button button-primary">
                    {t("courses.exercise.done")}
                  </button>
                  {state === "open" ? (
                    <button type="submit" name="intent" value="start" className="button button-secondary">
                      {t("courses.exercise.start")}
                    </button>
                  ) : null}
                </p>
              </Form>
            ) : null}
            {state === "completed" || state === "in_progress" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="undo" />
                <button type="submit" className="button button-secondary">
                  {t("courses.exercise.undo")}
                </button>
              </Form>
            ) : null}
          </section>
        </>
      ) : null}
    </article>
  );
}
