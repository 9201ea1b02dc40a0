import type { Route } from "./+types/group";
import { ForWhom } from "~/components/children/ForWhom";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import { formatAges } from "~/components/homework/ages";
import { loadGroupPage } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";
import homeworkStylesheet from "~/styles/homework.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeworkStylesheet, precedence: "default" }];

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

export function loader({ params, context }: Route.LoaderArgs) {
  return loadGroupPage(params.groupId, context, getLanguage(context));
}

export default function HomeworkGroupPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group, lockedReason, tasks, completed, total } = loaderData;
  return (
    <div className="page homework">
      <PageMeta title={t("homework.metaTitle", { title: group.title, brand: BRAND_NAME })} description={group.description} />
      <p>
        <AppLink to="/games" className="back-link">
          ← {t("homework.back")}
        </AppLink>
      </p>
      <p className="eyebrow">{t("homework.eyebrow")}</p>
      <h1>
        <span aria-hidden="true">{group.icon}</span> {group.title}
      </h1>
      <ForWhom forWhom={loaderData.forWhom} />
      <p className="lead">{group.description}</p>
      <p className="homework-facts">
        <span>{t("homework.ages", { ages: formatAges(t, group.ages) })}</span>{" "}
        <span className={group.access === "free" ? "badge badge-ok" : "badge"}>{group.access === "free" ? t("homework.free") : t("homework.premium")}</span>
      </p>
      {lockedReason ? (
        <LockedContentCard reason={lockedReason} returnTo={`/homework/${group.id}`} />
      ) : group.empty ? (
        <section className="card" aria-labelledby="empty-title">
          <h2 id="empty-title">{t("homework.emptyTitle")}</h2>
          <p>{t("homework.emptyText")}</p>
        </section>
      ) : (
        <>
          <p className="homework-count" aria-label={t("homework.countLabel", { completed, total })}>
            {t("homework.count", { completed, total })}
          </p>
          <ul className="homework-tasks">
            {tasks.map((task) => (
              <li key={task.id} className={task.done ? "card homework-task is-done" : "card homework-task"}>
                <span className="homework-icon" aria-hidden="true">
                  {task.done ? "✅" : task.icon}
                </span>
                <h2>
                  <AppLink to={`/homework/${group.id}/${task.id}`}>{task.title}</AppLink>
                </h2>
                <p>{task.description}</p>
                <p className="homework-facts">
                  <span className="badge">{t(`homework.difficulty.${task.difficulty}`)}</span> <span>{t("homework.minutes", { count: task.minutes })}</span>
                  {task.done ? (
                    <>
                      {" "}
                      <span className="badge badge-ok">{t("homework.done")}</span>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
