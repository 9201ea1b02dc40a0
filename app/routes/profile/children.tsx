import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/children";
import { getDb } from "~/db.server";
import { requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { childAssessmentsPath } from "~/domain/assessment/navigation";
import { listChildren } from "~/domain/children/children.server";
import { moveOrphanProgress, orphanProgressCount } from "~/domain/children/orphan-progress.server";
import { playerOf } from "~/domain/children/player.server";
import { expertEmail } from "~/domain/expert/availability.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { log } from "~/infrastructure/log.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "none" };

/** Progress made before any child was added goes to the child the parent picks. */
const AdoptProgressSchema = z.object({ intent: z.literal("adopt"), childId: z.string() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  try {
    const db = getDb();
    const children = await listChildren(db, session.user.id);
    const player = await playerOf(db, session);
    const orphans = children.length > 0 ? await orphanProgressCount(db, session.user.id) : 0;
    return { children, selectedChildId: player.childId, orphans, expertSupport: expertEmail() !== null, failed: false };
  } catch (error) {
    log.error("listing children failed", { error });
    return { children: [], selectedChildId: null, orphans: 0, expertSupport: false, failed: true };
  }
}

/**
 * Moves the progress recorded before the parent had a child to the child they pick (the
 * product asks rather than guesses when there are several children).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AdoptProgressSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, submission.value.childId);
  await moveOrphanProgress(db, session.user.id, child.id);
  return redirectWithToast(request, "/profile/children", { kind: "success", message: "children.orphanMoved", values: { name: child.firstName } });
}

export default function Children({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { children, selectedChildId, orphans } = loaderData;
  return (
    <section aria-labelledby="children-title" className="profile-sections">
      <div className="card">
        <h2 id="children-title">{t("children.title")}</h2>
        <p>{t("children.intro")}</p>
        {loaderData.failed ? (
          <p className="form-message form-message-error" role="alert">
            {t("children.fetchFailed")}
          </p>
        ) : children.length === 0 ? (
          <p className="empty">{t("children.empty")}</p>
        ) : (
          <ul className="child-list">
            {children.map((child) => (
              <li key={child.id} className="child-item">
                <span className="child-name">
                  {child.firstName} {child.lastName}
                </span>
                <span className="fine-print">{t("children.age", { date: formatDate(child.birthDate, language) })}</span>
                <AppLink to={`/play?child=${child.id}`} className="button button-primary button-small">
                  {t("children.play")}
                  <span className="visually-hidden"> — {child.firstName}</span>
                </AppLink>
                <AppLink to={childAssessmentsPath(child.id)} className="button button-secondary button-small">
                  {t("assessment.historyLink")}
                  <span className="visually-hidden"> — {child.firstName}</span>
                </AppLink>
                {loaderData.expertSupport ? (
                  <AppLink to={`/profile/children/${child.id}/expert`} className="button button-secondary button-small">
                    {t("expert.askLink")}
                    <span className="visually-hidden"> — {child.firstName}</span>
                  </AppLink>
                ) : null}
                <AppLink to={`/profile/children/${child.id}/remove`} className="button button-secondary button-small">
                  {t("children.remove")}
                  <span className="visually-hidden"> — {child.firstName}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        <p>
          <AppLink to="/profile/add-child" className="button button-primary">
            {t("children.addLink")}
          </AppLink>
        </p>
      </div>
      {orphans > 0 ? (
        <Form method="post" className="card form" id="progress-owner" aria-labelledby="progress-owner-title">
          <h2 id="progress-owner-title">{t("children.orphanTitle")}</h2>
          <p>{t("children.orphanText", { count: orphans })}</p>
          <input type="hidden" name="intent" value="adopt" />
          <fieldset className="field">
            <legend>{t("children.orphanLegend")}</legend>
            {children.map((child, index) => (
              <label key={child.id} className="choice">
                <input type="radio" name="childId" value={child.id} required defaultChecked={children.length === 1 && index === 0} /> {child.firstName}{" "}
                {child.lastName}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button-primary">
            {t("children.orphanSubmit")}
          </button>
        </Form>
      ) : null}
      {children.length > 1 ? (
        <Form method="post" action="/selected-child" className="card form">
          <input type="hidden" name="returnTo" value="/profile/children" />
          <div className="field">
            <label htmlFor="select-child">{t("children.selectLabel")}</label>
            <select id="select-child" name="childId" defaultValue={selectedChildId ?? children[0]?.id}>
              {children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.firstName} {child.lastName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-secondary">
            {t("children.selectSubmit")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
