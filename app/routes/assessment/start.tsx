import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/start";
import { WeeksEarlyField } from "~/components/assessment/WeeksEarlyField";
import { HealthConsentField } from "~/components/legal/HealthConsentField";
import { PageMeta } from "~/components/PageMeta";
import { FormMessage } from "~/components/forms/FormMessage";
import { TextField } from "~/components/forms/Field";
import { DOMAINS } from "~/content/assessment/types";
import { getDb } from "~/db.server";
import { requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { CORRECTION_UNTIL_MONTHS } from "~/domain/assessment/assessment-limits";
import { liveVisitorTokens, listOpen } from "~/domain/assessment/assessments.server";
import { deviceTypeFromUserAgent } from "~/lib/device";
import { questionsPath, unsavedResultPath } from "~/domain/assessment/navigation";
import { itemsForAge } from "~/domain/assessment/items";
import { answeredCount, firstUnansweredDomain } from "~/domain/assessment/scoring";
import { childStartSchema, parentStartSchema, visitorStartSchema, weeksEarlyThatCount } from "~/domain/assessment/start-form";
import { beginAssessment, visitorStartLimiter } from "~/domain/assessment/start.server";
import { assessmentViewer, readVisitorTokens, visitorTokensCookie } from "~/infrastructure/assessment-visitor.server";
import { withVisitorToken } from "~/domain/assessment/visitor-tokens";
import { listChildren } from "~/domain/children/children.server";
import { getSession } from "~/infrastructure/auth.server";
import { ageInMonths } from "~/lib/birth-date";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { validationMessage } from "~/lib/validation";
import type { PageHandle } from "~/infrastructure/page-handle";
import { AppLink } from "~/components/AppLinks";

export const handle: PageHandle = { sharesHtml: true, scripts: "standalone" };

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  // A signed-in parent must have accepted the legal documents, like on every parent page.
  const session = getSession(context) ? await requireParent(request, context) : null;
  const viewer = await assessmentViewer(request, context);
  const children = session ? await listChildren(db, session.user.id) : [];
  const childName = new Map(children.map((child) => [child.id, child.firstName]));
  const open = (await listOpen(db, viewer)).map((assessment) => ({
    id: assessment.id,
    startedAt: assessment.startedAt,
    completedAt: assessment.completedAt,
    childName: assessment.childId ? (childName.get(assessment.childId) ?? null) : null,
    birthDate: assessment.birthDate,
    answered: answeredCount(assessment.band, assessment.ageMonths, assessment.answers),
    total: itemsForAge(assessment.band, assessment.ageMonths).length,
    path: assessment.completedAt
      ? unsavedResultPath(assessment.id)
      : questionsPath(assessment.id, firstUnansweredDomain(assessment.band, assessment.ageMonths, assessment.answers) ?? DOMAINS[0]),
  }));
  const childId = new URL(request.url).searchParams.get("child");
  const chosen = session && childId ? await requireOwnChild(db, session.user.id, childId) : null;
  const today = todayIso();
  return {
    signedIn: session !== null,
    children: children.map((child) => ({ id: child.id, firstName: child.firstName, birthDate: child.birthDate })),
    chosenChild: chosen
      ? {
          id: chosen.id,
          firstName: chosen.firstName,
          birthDate: chosen.birthDate,
          mayBeCorrected: ageInMonths(chosen.birthDate, today) < CORRECTION_UNTIL_MONTHS,
        }
      : null,
    open,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const formData = await request.formData();
  const today = todayIso();
  const session = getSession(context) ? await requireParent(request, context) : null;
  const deviceInfo = deviceTypeFromUserAgent(request.headers.get("User-Agent"));
  const mail = { origin: publicOrigin(request), language: getLanguage(context) };

  if (session && formData.has("childId")) {
    const submission = parseWithZod(formData, { schema: childStartSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const child = await requireOwnChild(db, session.user.id, submission.value.childId);
    const { assessment } = await beginAssessment(
      db,
      {
        birthDate: child.birthDate,
        weeksEarly: weeksEarlyThatCount(child.birthDate, today, submission.value.weeksEarly),
        email: null,
        userId: session.user.id,
        childId: child.id,
        deviceInfo,
        healthConsentGiven: true,
      },
      mail,
    );
    return redirect(questionsPath(assessment.id, DOMAINS[0]));
  }

  if (session) {
    const submission = parseWithZod(formData, { schema: parentStartSchema(today) });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const { birthDate, weeksEarly } = submission.value;
    const { assessment } = await beginAssessment(
      db,
      { birthDate, weeksEarly: weeksEarlyThatCount(birthDate, today, weeksEarly), email: null, userId: session.user.id, childId: null, deviceInfo },
      mail,
    );
    return redirect(questionsPath(assessment.id, DOMAINS[0]));
  }

  const submission = parseWithZod(formData, { schema: visitorStartSchema(today) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const decision = await visitorStartLimiter.hit(db, context.get(requestInfoContext).ip);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return data(
      { result: submission.reply({ formErrors: [validationMessage("assessment.tooManyStarts", minutes)] }) },
      { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  const { birthDate, weeksEarly, email } = submission.value;
  const { assessment, visitorToken } = await beginAssessment(
    db,
    { birthDate, weeksEarly: weeksEarlyThatCount(birthDate, today, weeksEarly), email, userId: null, childId: null, deviceInfo },
    mail,
  );
  // The new key joins those this browser holds for its other open assessments.
  const kept = await liveVisitorTokens(db, await readVisitorTokens(request));
  const headers = visitorToken ? { "Set-Cookie": await visitorTokensCookie(withVisitorToken(kept, visitorToken)) } : undefined;
  return redirect(questionsPath(assessment.id, DOMAINS[0]), { headers });
}

type StartFields = { email: string; birthDate: string; weeksEarly: string; childId: string; healthConsent: string };

export default function AssessmentStart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const { signedIn, children, chosenChild, open } = loaderData;
  return (
    <section className="page page-narrow assessment-start" aria-labelledby="assessment-title">
      <PageMeta title={t("assessment.metaTitle", { brand: BRAND_NAME })} description={t("assessment.metaDescription")} />
      <h1 id="assessment-title">{t("assessment.title")}</h1>
      <p className="lead">{signedIn ? t("assessment.introSignedIn") : t("assessment.intro")}</p>
      <p className="notice">{t("assessment.disclaimer")}</p>

      {open.length > 0 ? (
        <section className="card" aria-labelledby="resume-title">
          <h2 id="resume-title">{t("assessment.resumeTitle")}</h2>
          <ul className="plain-list resume-list">
            {open.map((item) => {
              const child = item.childName ?? t("assessment.childBorn", { date: formatDate(item.birthDate, language) });
              return (
                <li key={item.id}>
                  <span id={`resume-${item.id}`}>
                    {item.completedAt
                      ? t("assessment.resumeDone", { child, date: formatDate(item.completedAt, language) })
                      : t("assessment.resumeItem", { child, date: formatDate(item.startedAt, language), answered: item.answered, total: item.total })}
                  </span>{" "}
                  <AppLink to={item.path} className="button button-secondary button-small" aria-describedby={`resume-${item.id}`}>
                    {item.completedAt ? t("assessment.resumeResultLink") : t("assessment.resumeLink")}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {signedIn && children.length > 0 && !chosenChild ? (
        <section className="card" aria-labelledby="pick-title">
          <h2 id="pick-title">{t("assessment.pickTitle")}</h2>
          <p>{t("assessment.pickText")}</p>
          <ul className="plain-list pick-list">
            {children.map((child) => (
              <li key={child.id}>
                <AppLink to={`/assessment?child=${child.id}`} className="button button-secondary">
                  {t("assessment.pickChild", { name: child.firstName })}
                </AppLink>{" "}
                <span className="fine-print">{t("children.age", { date: formatDate(child.birthDate, language) })}</span>
              </li>
            ))}
          </ul>
          <h3>{t("assessment.pickOther")}</h3>
          <StartForm key={location.key} mode="parent" lastResult={actionData?.result} />
        </section>
      ) : (
        <section className="card" aria-labelledby="start-title">
          <h2 id="start-title">{t("assessment.startTitle")}</h2>
          {chosenChild ? (
            <>
              <p>{t("assessment.chosenChild", { name: chosenChild.firstName, date: formatDate(chosenChild.birthDate, language) })}</p>
              <StartForm key={location.key} mode="child" childId={chosenChild.id} askWeeksEarly={chosenChild.mayBeCorrected} lastResult={actionData?.result} />
              <p>
                <AppLink to="/assessment">{t("assessment.pickOther")}</AppLink>
              </p>
            </>
          ) : (
            <StartForm key={location.key} mode={signedIn ? "parent" : "visitor"} lastResult={actionData?.result} />
          )}
        </section>
      )}

      <section aria-labelledby="how-title">
        <h2 id="how-title">{t("assessment.howTitle")}</h2>
        <ol className="steps-list">
          <li>{signedIn ? t("assessment.how1SignedIn") : t("assessment.how1")}</li>
          <li>{t("assessment.how2")}</li>
          <li>{t("assessment.how3")}</li>
        </ol>
      </section>
    </section>
  );
}

function StartForm({
  mode,
  childId,
  askWeeksEarly = true,
  lastResult,
}: {
  mode: "visitor" | "parent" | "child";
  childId?: string;
  askWeeksEarly?: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<StartFields>({ id: `assessment-start-${mode}`, lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" action="/assessment?index" {...getFormProps(form)} noValidate className="form">
      <FormMessage id={form.errorId} errors={form.errors} />
      {mode === "child" && childId ? <input type="hidden" name="childId" value={childId} /> : null}
      {mode === "visitor" ? (
        <TextField meta={fields.email} type="email" label={t("assessment.emailLabel")} hint={t("assessment.emailHint")} autoComplete="email" />
      ) : null}
      {mode !== "child" ? (
        <TextField
          meta={fields.birthDate}
          label={t("assessment.birthDateLabel")}
          hint={t("assessment.birthDateHint")}
          autoComplete="off"
          maxLength={10}
          inputMode="numeric"
          placeholder={t("validation.datePlaceholder")}
        />
      ) : null}
      {mode === "parent" ? <p className="fine-print">{t("assessment.parentStartHint")}</p> : null}
      {askWeeksEarly ? <WeeksEarlyField meta={fields.weeksEarly} /> : null}
      {mode === "child" ? <HealthConsentField meta={fields.healthConsent} /> : null}
      <button type="submit" className="button button-primary">
        {t("assessment.start")}
      </button>
    </Form>
  );
}
