import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import type { Domain } from "~/content/assessment/types";
import { DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { type AssessmentInProgress, findAssessment } from "./assessments.server";
import { assessmentViewer } from "./visitor.server";

/** The assessment of the URL if this browser or parent may open it; otherwise a 404. */
export async function requireAssessment(
  request: Request,
  context: Readonly<RouterContextProvider>,
  assessmentId: string,
): Promise<AssessmentInProgress> {
  const assessment = await findAssessment(getDb(), assessmentId, await assessmentViewer(request, context));
  if (!assessment) throw data({ message: "assessment.notAvailableTitle" }, { status: 404 });
  return assessment;
}

/** The domain named in the URL, or a 404 for anything else. */
export function requireDomain(value: string | undefined): Domain {
  const domain = DOMAINS.find((candidate) => candidate === value);
  if (!domain) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  return domain;
}
