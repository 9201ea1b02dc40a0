import { data } from "react-router";
import type { Route } from "./+types/assessment-result";
import { AssessmentResult } from "~/components/assessment/AssessmentResult";
import { PageMeta } from "~/components/PageMeta";
import { getDb } from "~/db.server";
import { requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { childAssessmentsPath } from "~/domain/assessment/navigation";
import { findResult } from "~/domain/assessment/results.server";
import { resultView } from "~/domain/assessment/views.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** A saved result of one of the parent's children; printable for the doctor. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, params.childId);
  const result = await findResult(db, child.id, params.resultId);
  if (!result) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  return {
    child: { id: child.id, firstName: child.firstName },
    view: resultView(result, getLanguage(context)),
  };
}

export default function SavedResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { child, view } = loaderData;
  return (
    <>
      <PageMeta title={`${t("assessment.resultTitleFor", { name: child.firstName })} — ${BRAND_NAME}`} />
      <AssessmentResult
        view={view}
        childName={child.firstName}
        actions={
          <p className="button-row">
            <AppLink to={childAssessmentsPath(child.id)} className="button button-secondary">
              {t("assessment.backToHistory", { name: child.firstName })}
            </AppLink>
            <AppLink to={`/assessment?child=${child.id}`} className="button button-secondary">
              {t("assessment.assessAgain", { name: child.firstName })}
            </AppLink>
          </p>
        }
      />
    </>
  );
}
