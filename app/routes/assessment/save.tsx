import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/save";
import { PageMeta } from "~/components/PageMeta";
import { FieldErrors, TextField } from "~/components/forms/Field";
import { HealthConsentField } from "~/components/legal/HealthConsentField";
import { FormMessage } from "~/components/forms/FormMessage";
import { DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { SAVE_ASSESSMENT_CONTEXT, questionsPath, savedResultPath, unsavedResultPath } from "~/domain/assessment/navigation";
import { saveResultToChild } from "~/domain/assessment/results.server";
import { NEW_CHILD } from "~/domain/assessment/assessment-limits";
import { SaveResultSchema } from "~/domain/assessment/save-form";
import { firstUnansweredDomain } from "~/domain/assessment/scoring";
import { readVisitorTokens, requireAssessment, visitorTokensCookie } from "~/infrastructure/assessment-visitor.server";
import { liveVisitorTokens } from "~/domain/assessment/assessments.server";
import { CHILD_NAME_MAX } from "~/domain/children/child-limits";
import { listChildren } from "~/domain/children/children.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { log } from "~/infrastructure/log.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export { AssessmentErrorBoundary as ErrorBoundary } from "~/components/assessment/AssessmentErrorBoundary";

/**
 * "Save to my account": sign-in (or sign-up) first, remembering why; then the parent picks the
 * child the result is for, among their children with the same birth date, or a new profile.
 */
async function loadSaving(request: Request, context: Route.LoaderArgs["context"], assessmentId: string) {
  const session = await requireParent(request, context, SAVE_ASSESSMENT_CONTEXT);
  const assessment = await requireAssessment(request, context, assessmentId);
  if (!assessment.completedAt) {
    throw redirect(questionsPath(assessment.id, firstUnansweredDomain(assessment.band, assessment.ageMonths, assessment.answers) ?? DOMAINS[0]));
  }
  const children = await listChildren(getDb(), session.user.id);
  const matching = children.filter((child) => child.birthDate === assessment.birthDate);
  return { session, assessment, matching };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { assessment, matching } = await loadSaving(request, context, params.assessmentId);
  return {
    assessmentId: assessment.id,
    birthDate: assessment.birthDate,
    matching: matching.map((child) => ({ id: child.id, name: `${child.firstName} ${child.lastName}`.trim() })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, assessment, matching } = await loadSaving(request, context, params.assessmentId);
  const submission = parseWithZod(await request.formData(), { schema: SaveResultSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { target, firstName } = submission.value;
  const consentedAt = new Date();
  // Only the children offered (the parent's own, with this birth date) or a new one.
  if (target !== NEW_CHILD && !matching.some((child) => child.id === target)) {
    return data({ result: submission.reply({ fieldErrors: { target: ["assessment.saveChildRequired"] } }) }, { status: 400 });
  }
  try {
    const saved = await saveResultToChild(
      getDb(),
      { ...assessment, healthConsentAt: consentedAt.toISOString() },
      session.user.id,
      target === NEW_CHILD ? { newChildFirstName: firstName ?? "" } : { childId: target },
      consentedAt,
    );
    // The saved assessment's key opens nothing any more; the browser keeps those of the others.
    const headers =
      assessment.userId === null ? { "Set-Cookie": await visitorTokensCookie(await liveVisitorTokens(getDb(), await readVisitorTokens(request))) } : undefined;
    return redirectWithToast(
      request,
      savedResultPath(saved.child.id, saved.resultId),
      { kind: "success", message: "assessment.savedToast", values: { name: saved.child.firstName } },
      { headers },
    );
  } catch (error) {
    log.error("saving an assessment result failed", { error });
    return data({ result: submission.reply({ formErrors: ["assessment.saveFailed"] }) }, { status: 500 });
  }
}

export default function SaveResult({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const location = useLocation();
  return (
    <section className="page page-narrow" aria-labelledby="save-title">
      <PageMeta title={`${t("assessment.saveTitle")} — ${BRAND_NAME}`} />
      <h1 id="save-title">{t("assessment.saveChildTitle")}</h1>
      <p>{t("assessment.saveChildText", { date: formatDate(loaderData.birthDate, language) })}</p>
      <SaveForm key={location.key} matching={loaderData.matching} birthDate={formatDate(loaderData.birthDate, language)} lastResult={actionData?.result} />
      <p>
        <AppLink to={unsavedResultPath(loaderData.assessmentId)}>{t("assessment.resultTitle")}</AppLink>
      </p>
    </section>
  );
}

function SaveForm({
  matching,
  birthDate,
  lastResult,
}: {
  matching: Array<{ id: string; name: string }>;
  birthDate: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{ target: string; firstName: string; healthConsent: string }>({ id: "save-result", lastResult, shouldValidate: "onSubmit" });
  const chosen = typeof fields.target.initialValue === "string" ? fields.target.initialValue : (matching[0]?.id ?? NEW_CHILD);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <FormMessage id={form.errorId} errors={form.errors} />
      {matching.length > 0 ? (
        <fieldset className="choice-list" aria-describedby={fields.target.errors?.length ? fields.target.errorId : undefined}>
          <legend>{t("assessment.saveChildTitle")}</legend>
          {matching.map((child) => (
            <label key={child.id} className="choice">
              <input type="radio" name={fields.target.name} value={child.id} defaultChecked={chosen === child.id} />
              <span>{t("assessment.saveExisting", { name: child.name, date: birthDate })}</span>
            </label>
          ))}
          <label className="choice">
            <input type="radio" name={fields.target.name} value={NEW_CHILD} defaultChecked={chosen === NEW_CHILD} />
            <span>{t("assessment.saveNewChild")}</span>
          </label>
          <FieldErrors id={fields.target.errorId} errors={fields.target.errors} />
        </fieldset>
      ) : (
        <input type="hidden" name={fields.target.name} value={NEW_CHILD} />
      )}
      <p className="fine-print">{t("assessment.saveNewChildText", { date: birthDate })}</p>
      <TextField meta={fields.firstName} label={t("children.firstNameLabel")} autoComplete="off" maxLength={CHILD_NAME_MAX} />
      <HealthConsentField meta={fields.healthConsent} />
      <button type="submit" className="button button-primary">
        {t("assessment.saveSubmit")}
      </button>
    </Form>
  );
}
