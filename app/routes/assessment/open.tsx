import { data, redirect } from "react-router";
import type { Route } from "./+types/open";
import { DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { findByVisitorToken, liveVisitorTokens } from "~/domain/assessment/assessments.server";
import { questionsPath, unsavedResultPath } from "~/domain/assessment/navigation";
import { firstUnansweredDomain } from "~/domain/assessment/scoring";
import { asVisitorToken } from "~/domain/assessment/visitor-tokens";
import { readVisitorTokens, visitorTokensCookie } from "~/infrastructure/assessment-visitor.server";
import { withVisitorToken } from "~/domain/assessment/visitor-tokens";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

export { AssessmentErrorBoundary as ErrorBoundary } from "~/components/assessment/AssessmentErrorBoundary";

/**
 * The private link from the visitor's email: this browser gets the assessment's key, beside
 * those it holds for other assessments, and goes on where the answers stopped, or to the result.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  const token = asVisitorToken(params.token);
  const assessment = token ? await findByVisitorToken(db, token) : null;
  if (!token || !assessment) throw data({ message: "assessment.notAvailableTitle" }, { status: 404 });
  const next = assessment.completedAt
    ? unsavedResultPath(assessment.id)
    : questionsPath(assessment.id, firstUnansweredDomain(assessment.band, assessment.ageMonths, assessment.answers) ?? DOMAINS[0]);
  const tokens = withVisitorToken(await liveVisitorTokens(db, await readVisitorTokens(request)), token);
  return redirect(next, { headers: { "Set-Cookie": await visitorTokensCookie(tokens), "Referrer-Policy": "no-referrer" } });
}

/** Never rendered: the loader always redirects, or the error boundary explains. */
export default function OpenAssessmentLink() {
  return null;
}
