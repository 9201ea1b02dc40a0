import { createCookie } from "react-router";
import type { RouterContextProvider } from "react-router";
import { type Domain, DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { ASSESSMENT_KEPT_DAYS } from "~/domain/assessment/assessment-limits";
import { type AssessmentInProgress, type AssessmentViewer, findAssessment } from "~/domain/assessment/assessments.server";
import { visitorTokensFrom } from "~/domain/assessment/visitor-tokens";
import { getSession } from "./auth.server";
import { foundOrThrow } from "./guards.server";
import { singleton } from "./singleton.server";

/**
 * The visitor's keys to their assessments: random tokens (the database keeps their hashes),
 * newest first, one per assessment, so that a parent who starts one for each child in the same
 * browser keeps reaching all of them. Sent only to /assessment pages, for as long as an unsaved
 * assessment is kept. Set only when a visitor starts an assessment or opens an emailed link.
 */
function visitorCookie() {
  return singleton("assessment-visitor-cookie", () =>
    createCookie("assessment", {
      path: "/assessment",
      sameSite: "lax",
      httpOnly: true,
      secure: getEnv().COOKIE_SECURE,
      maxAge: ASSESSMENT_KEPT_DAYS * 24 * 60 * 60,
    }),
  );
}

export async function readVisitorTokens(request: Request): Promise<string[]> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("assessment=")) return [];
  return visitorTokensFrom(await visitorCookie().parse(header));
}

/** The Set-Cookie value that leaves this browser holding these tokens (none: the cookie goes). */
export async function visitorTokensCookie(tokens: readonly string[]): Promise<string> {
  return tokens.length > 0 ? visitorCookie().serialize([...tokens]) : visitorCookie().serialize("", { maxAge: 0 });
}

/** The signed-in parent and this browser's visitor tokens, to decide who may open what. */
export async function assessmentViewer(request: Request, context: Readonly<RouterContextProvider>): Promise<AssessmentViewer> {
  return { userId: getSession(context)?.user.id ?? null, visitorTokens: await readVisitorTokens(request) };
}

/** The assessment of the URL if this browser or parent may open it; otherwise a 404. */
export async function requireAssessment(request: Request, context: Readonly<RouterContextProvider>, assessmentId: string): Promise<AssessmentInProgress> {
  return foundOrThrow(await findAssessment(getDb(), assessmentId, await assessmentViewer(request, context)), "assessment.notAvailableTitle");
}

/** The domain named in the URL, or a 404 for anything else. */
export function requireDomain(value: string | undefined): Domain {
  return foundOrThrow(DOMAINS.find((candidate) => candidate === value));
}
