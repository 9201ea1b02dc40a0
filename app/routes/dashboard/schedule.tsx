import { getFieldsetProps, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { FieldErrors } from "~/components/forms/Field";
import type { Route } from "./+types/schedule";
import { TabFrame } from "~/components/dashboard/TabFrame";
import { getDb } from "~/db.server";
import { lockedReason, schedulePlan } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { ScheduleFormSchema, saveSchedule } from "~/domain/dashboard/schedule.server";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
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
  if (lockedReason(viewer))
    return redirectWithToast(request, "/subscription/plans?next=%2Fparent-dashboard%2Fschedule", { kind: "error", message: "locked.premiumTitle" });
  const submission = parseWithZod(await request.formData(), { schema: ScheduleFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveSchedule(getDb(), viewer.player, submission.value);
  return redirectWithToast(request, "/parent-dashboard/schedule", { kind: "success", message: "dashboard.schedule.saved" });
}

export default function ScheduleTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { locked, schedule, plan } = loaderData;
  // The saved schedule first; after a refused post, what the parent chose.
  const [form, fields] = useForm<{ weekday: string[]; time: string; remind: string }>({
    id: "schedule",
    lastResult: actionData?.result,
    defaultValue: { weekday: schedule?.weekdays.map(String) ?? [], time: schedule?.time ?? "17:30", remind: schedule?.remind ? "on" : undefined },
  });
  const chosenDays = [fields.weekday.initialValue ?? []].flat();
  return (
    <TabFrame tab="schedule" locked={locked}>
      <p>{t("dashboard.schedule.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="card form">
        <fieldset {...getFieldsetProps(fields.weekday)}>
          <legend>{t("dashboard.schedule.weekdaysLegend")}</legend>
          <div className="dashboard-weekdays">
            {DAY_KEYS.map((key, index) => (
              <label key={key} className="choice">
                <input type="checkbox" name={fields.weekday.name} value={index} defaultChecked={chosenDays.includes(String(index))} />{" "}
                {t(`dashboard.schedule.weekdays.${key}`)}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.weekday.errorId} errors={fields.weekday.errors} />
        </fieldset>
        <div className="field">
          <label htmlFor={fields.time.id}>{t("dashboard.schedule.timeLabel")}</label>
          <input {...getInputProps(fields.time, { type: "time", ariaDescribedBy: fields.time.descriptionId })} />
          <p id={fields.time.descriptionId} className="form-hint">
            {t("dashboard.schedule.timeHint")}
          </p>
          <FieldErrors id={fields.time.errorId} errors={fields.time.errors} />
        </div>
        <label className="choice">
          <input {...getInputProps(fields.remind, { type: "checkbox" })} /> {t("dashboard.schedule.remind")}
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
