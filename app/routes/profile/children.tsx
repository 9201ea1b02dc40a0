import { Form, data } from "react-router";
import type { Route } from "./+types/children";
import { getDb } from "~/db.server";
import { requireParent } from "~/domain/accounts/guards.server";
import { selectChild } from "~/domain/accounts/sessions.server";
import { childAssessmentsPath } from "~/domain/assessment/navigation";
import { listChildren, requireOwnChild } from "~/domain/children/children.server";
import { expertEmail } from "~/domain/expert/availability.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { StringsHandle } from "~/locales/namespaces";
import { AppLink } from "~/components/AppLinks";

export const handle: StringsHandle = { strings: ["children", "assessment", "expert"], scripts: "none" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  try {
    return { children: await listChildren(getDb(), session.user.id), selectedChildId: session.selectedChildId, expertSupport: expertEmail() !== null, failed: false };
  } catch (error) {
    log.error("listing children failed", { error });
    return { children: [], selectedChildId: null, expertSupport: false, failed: true };
  }
}

/** Picks the child whose progress the product shows from now on (kept in the session). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const formData = await request.formData();
  const childId = formData.get("childId");
  if (formData.get("intent") !== "select" || typeof childId !== "string" || !childId) {
    return data({ ok: false }, { status: 400 });
  }
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, childId);
  await selectChild(db, session.idHash, child.id);
  return redirectWithToast(request, "/profile/children", { kind: "success", message: "children.selected", values: { name: child.firstName } });
}

export default function Children({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { children, selectedChildId } = loaderData;
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
      {children.length > 1 ? (
        <Form method="post" className="card form">
          <input type="hidden" name="intent" value="select" />
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
