import { Form, useLocation } from "react-router";
import type { ForWhom as ForWhomData } from "~/domain/children/selection";
import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

/**
 * Whose progress a page shows and records ("For: Leyla"), with a form to switch to another
 * child that works without scripts and comes back to this page. Nothing for a visitor.
 */
export function ForWhom({ forWhom }: { forWhom: ForWhomData | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!forWhom) return null;
  if (!forWhom.childId || !forWhom.childName) {
    return (
      <p className="for-whom form-hint" data-testid="for-whom">
        {t("forWhom.parent")} <AppLink to="/profile/add-child">{t("forWhom.addChild")}</AppLink>
      </p>
    );
  }
  return (
    // data-child: the child a mark made offline is for (app/enhance/offline-registration.ts).
    <div className="for-whom" data-testid="for-whom" data-child={forWhom.childId}>
      <p className="for-whom-name">
        <strong>{t("forWhom.label", { name: forWhom.childName })}</strong>
      </p>
      {forWhom.children.length > 1 ? (
        <Form method="post" action="/selected-child" className="for-whom-switch">
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <label htmlFor="for-whom-child" className="visually-hidden">
            {t("forWhom.switchLabel")}
          </label>
          <select id="for-whom-child" name="childId" defaultValue={forWhom.childId} key={forWhom.childId}>
            {forWhom.children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary button-small">
            {t("forWhom.switchSubmit")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
