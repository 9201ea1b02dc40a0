import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db.server";
import { type DashboardViewer, dashboardViewerOf } from "~/domain/dashboard/pages.server";
import { requireParent } from "~/infrastructure/guards.server";

/** Whose dashboard this request is for: a signed-in parent (visitors go to sign in), the selected child, and access. */
export async function dashboardViewer(request: Request, context: Readonly<RouterContextProvider>, now: Date = new Date()): Promise<DashboardViewer> {
  return dashboardViewerOf(getDb(), await requireParent(request, context, null), now);
}
