import { createCookie } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getEnv } from "~/env.server";
import { getSession } from "~/lib/auth.server";
import { singleton } from "~/lib/singleton.server";
import { ASSESSMENT_KEPT_DAYS } from "./assessment-limits";
import type { AssessmentViewer } from "./assessments.server";

/**
 * The visitor's key to their assessment: a random token (the database keeps its hash),
 * sent only to /assessment pages, for as long as an unsaved assessment is kept. Set only when
 * a visitor starts an assessment or opens the emailed link.
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

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token, if the value has the shape of one; anything else is ignored. */
export function asVisitorToken(value: unknown): string | null {
  return typeof value === "string" && TOKEN_SHAPE.test(value) ? value : null;
}

export async function readVisitorToken(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("assessment=")) return null;
  return asVisitorToken(await visitorCookie().parse(header));
}

export async function rememberVisitorToken(token: string): Promise<string> {
  return visitorCookie().serialize(token);
}

export async function forgetVisitorToken(): Promise<string> {
  return visitorCookie().serialize("", { maxAge: 0 });
}

/** The signed-in parent and this browser's visitor token, to decide who may open what. */
export async function assessmentViewer(request: Request, context: Readonly<RouterContextProvider>): Promise<AssessmentViewer> {
  return { userId: getSession(context)?.user.id ?? null, visitorToken: await readVisitorToken(request) };
}
