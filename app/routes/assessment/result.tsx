import { redirect } from "react-router";
import type { Route } from "./+types/result";
import { AssessmentResult } from "~/components/assessment/AssessmentResult";
import { PageMeta } from "~/components/PageMeta";
import { DOMAINS } from "~/content/assessment/types";
import { useAssessedChild } from "~/components/assessment/AssessmentHeading";
import { getDb } from "~/db.server";
import { requireAssessment } from "~/infrastructure/assessment-visitor.server";
import { assessedChildName } from "~/domain/assessment/assessments.server";
import { getSession } from "~/infrastructure/auth.server";
import { questionsPath, savePath } from "~/domain/assessment/navigation";
import { firstUnansweredDomain } from "~/domain/assessment/scoring";
import { resultView } from "~/domain/assessment/views.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export { AssessmentErrorBoundary as ErrorBoundary } from "~/components/assessment/AssessmentErrorBoundary";

/** The result of a finished assessment that is not saved to a child yet (a visitor's, mostly). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const assessment = await requireAssessment(request, context, params.assessmentId);
  if (!assessment.completedAt) {
    throw redirect(questionsPath(assessment.id, firstUnansweredDomain(assessment.band, assessment.ageMonths, assessment.answers) ?? DOMAINS[0]));
  }
  return {
    assessmentId: assessment.id,
    signedIn: getSession(context) !== null,
    child: { name: await assessedChildName(getDb(), assessment), birthDate: assessment.birthDate },
    view: resultView({ ...assessment, completedAt: assessment.completedAt }, getLanguage(context)),
  };
}

export default function UnsavedResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const assessedChild = useAssessedChild();
  return (
    <>
      <PageMeta title={`${t("assessment.resultTitle")} — ${BRAND_NAME}`} />
      <AssessmentResult
        view={loaderData.view}
        childName={null}
        forChild={assessedChild(loaderData.child)}
        actions={
          <section className="card save-box" aria-labelledby="save-title">
            <h2 id="save-title">{t("assessment.saveTitle")}</h2>
            <p>{loaderData.signedIn ? t("assessment.saveTextSignedIn") : t("assessment.saveText")}</p>
            <AppLink to={savePath(loaderData.assessmentId)} className="button button-primary">
              {t("assessment.saveButton")}
            </AppLink>
          </section>
        }
      />
    </>
  );
}
