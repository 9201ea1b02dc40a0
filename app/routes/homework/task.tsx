import { Form } from "react-router";
import { ForWhom } from "~/components/children/ForWhom";
import type { Route } from "./+types/task";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import { InstructionAudio } from "~/components/homework/InstructionAudio";
import { loadTaskPage, markTask } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";
import homeworkStylesheet from "~/styles/homework.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeworkStylesheet, precedence: "default" }];

export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadTaskPage(params.groupId, params.taskId, context, getLanguage(context));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return markTask(request, context, params.groupId, params.taskId);
}

export default function HomeworkTaskPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group, task, lockedReason, signedIn } = loaderData;
  return (
    <article className="page homework" aria-labelledby="task-title">
      <PageMeta title={t("homework.metaTitle", { title: task.title, brand: BRAND_NAME })} />
      <p>
        <AppLink to={`/homework/${group.id}`} className="back-link">
          ← {t("homework.backToGroup", { group: group.title })}
        </AppLink>
      </p>
      <h1 id="task-title">
        <span aria-hidden="true">{task.icon}</span> {task.title}
      </h1>
      <ForWhom forWhom={loaderData.forWhom} />
      <p className="homework-facts">
        <span className="badge">{t(`homework.difficulty.${task.difficulty}`)}</span> <span>{t("homework.minutes", { count: task.minutes })}</span>
      </p>
      {lockedReason || !("steps" in task) ? (
        <LockedContentCard reason={lockedReason ?? "subscription_required"} returnTo={`/homework/${group.id}/${task.id}`} />
      ) : (
        <>
          <InstructionAudio text={task.audioInstructions} file={task.audioFile} />
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t("homework.aboutTitle")}</h2>
            <p>{task.description}</p>
          </section>
          {task.safety ? (
            <aside className="notice homework-safety" aria-labelledby="safety-title">
              <h2 id="safety-title">{t("homework.safetyTitle")}</h2>
              <p>{task.safety}</p>
            </aside>
          ) : null}
          <section aria-labelledby="steps-title">
            <h2 id="steps-title">{t("homework.stepsTitle")}</h2>
            <ol className="homework-steps">
              {task.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section className={task.done ? "card homework-complete is-done" : "card homework-complete"} aria-labelledby="complete-title">
            <h2 id="complete-title">{task.done ? t("homework.completedText") : t("homework.completeTitle")}</h2>
            {signedIn ? null : <p>{t("homework.signInToMark")}</p>}
            <Form method="post">
              <input type="hidden" name="intent" value={task.done ? "uncomplete" : "complete"} />
              <button type="submit" className={task.done ? "button button-secondary" : "button button-primary"}>
                {task.done ? t("homework.unmark") : t("homework.markDone")}
              </button>
            </Form>
          </section>
        </>
      )}
    </article>
  );
}
