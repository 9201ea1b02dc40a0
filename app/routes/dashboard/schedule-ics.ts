import type { Route } from "./+types/schedule-ics";
import { lockedReason, schedulePlan } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { icsCalendar } from "~/domain/dashboard/schedule";
import { getLanguage } from "~/infrastructure/i18n.server";
import { translatorFor } from "~/infrastructure/i18n/translate.server";

/** The plan of the next two weeks as an .ics calendar file (a download, no page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  if (lockedReason(viewer)) return new Response(null, { status: 303, headers: { Location: "/parent-dashboard/schedule" } });
  const language = getLanguage(context);
  const now = new Date();
  const planned = await schedulePlan(viewer, language, now);
  if (!planned) return new Response(null, { status: 303, headers: { Location: "/parent-dashboard/schedule" } });
  const t = translatorFor(language);
  const origin = new URL(request.url).origin;
  const body = icsCalendar(planned.plan, {
    calendarName: viewer.child ? t("dashboard.schedule.calendarName", { name: viewer.child.firstName }) : t("dashboard.schedule.calendarNameParent"),
    origin,
    uidDomain: new URL(origin).hostname,
    stamp: now.toISOString(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="practice.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
