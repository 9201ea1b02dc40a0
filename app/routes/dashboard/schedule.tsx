import { data, Form } from "react-router";
import type { Route } from "./+types/schedule";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { getDb } from "~/db.server";
import { lockedReason, schedulePlan } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { parseScheduleForm, saveSchedule } from "~/domain/dashboard/schedule.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/lib/i18n/context";
import { getLanguage } from "~/lib/i18n.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { ScriptsHandle } from "~/lib/page-scripts";
import { AppLink } from "~/components/AppLinks";

/** Sent without React: its forms and buttons get the standalone scripts they need (ADR 024). */
export const handle: ScriptsHandle = { scripts: "standalone" };

const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context);
  const locked = lockedReason(viewer);
  if (locked) return { locked, schedule: null, plan: [] };
  const planned = await schedulePlan(viewer, getLanguage(context));
  return { locked, schedule: planned?.schedule ?? null, plan: planned?.plan ?? [] };
}

/** Saves the days, the time and the reminder choice; errors next to the fields, nothing saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context);
  if (lockedReason(viewer)) return redirectWithToast(request, "/subscription/plans?next=%2Fparent-dashboard%2Fschedule", { kind: "error", message: "locked.premiumTitle" });
  const parsed = parseScheduleForm(await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  await saveSchedule(getDb(), viewer.player, parsed.schedule);
  return redirectWithToast(request, "/parent-dashboard/schedule", { kind: "success", message: "dashboard.schedule.saved" });
}

export default function ScheduleTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, schedule, plan } = loaderData;
  const errors = actionData?.errors;
  return (
    <TabFrame tab="schedule" locked={locked}>
      <p>{t("dashboard.schedule.intro")}</p>
      <Form method="post" className="card form" noValidate>
        <fieldset aria-describedby={errors?.weekdays ? "weekdays-error" : undefined} aria-invalid={errors?.weekdays ? true : undefined}>
          <legend>{t("dashboard.schedule.weekdaysLegend")}</legend>
          <div className="dashboard-weekdays">
            {DAY_KEYS.map((key, index) => (
              <label key={key} className="choice">
                <input type="checkbox" name="weekday" value={index} defaultChecked={schedule?.weekdays.includes(index as 0) ?? false} /> {t(`dashboard.schedule.weekdays.${key}`)}
              </label>
            ))}
          </div>
          {errors?.weekdays ? (
            <p id="weekdays-error" className="field-errors">
              {t("dashboard.schedule.errors.weekdays")}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor="schedule-time">{t("dashboard.schedule.timeLabel")}</label>
          <input
            id="schedule-time"
            name="time"
            type="time"
            defaultValue={schedule?.time ?? "17:30"}
            aria-describedby={errors?.time ? "schedule-time-error schedule-time-hint" : "schedule-time-hint"}
            aria-invalid={errors?.time ? true : undefined}
          />
          <p id="schedule-time-hint" className="form-hint">
            {t("dashboard.schedule.timeHint")}
          </p>
          {errors?.time ? (
            <p id="schedule-time-error" className="field-errors">
              {t("dashboard.schedule.errors.time")}
            </p>
          ) : null}
        </div>
        <label className="choice">
          <input type="checkbox" name="remind" defaultChecked={schedule?.remind ?? false} /> {t("dashboard.schedule.remind")}
        </label>
        <button type="submit" className="button button-primary">
          {t("dashboard.schedule.save")}
        </button>
      </Form>
      <section aria-labelledby="plan-title">
        <h3 id="plan-title">{t("dashboard.schedule.planTitle")}</h3>
        {plan.length === 0 ? (
          <p>{t("dashboard.schedule.planEmpty")}</p>
        ) : (
          <>
            <ol className="dashboard-plan">
              {plan.map((session) => (
                <li key={`${session.day}-${session.suggestion.href}`}>
                  <time dateTime={`${session.day}T${session.time}`}>
                    {formatDate(session.day, language)} {session.time}
                  </time>
                  : <AppLink to={session.suggestion.href}>{session.suggestion.title}</AppLink>
                </li>
              ))}
            </ol>
            <p>
              <a href="/parent-dashboard/schedule.ics" className="button button-secondary" download>
                {t("dashboard.schedule.download")}
              </a>
            </p>
          </>
        )}
      </section>
    </TabFrame>
  );
}
