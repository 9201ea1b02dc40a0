import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, useLocation } from "react-router";
import type { Route } from "./+types/child-expert";
import { AppLink } from "~/components/AppLinks";
import { ExpertQuestionList } from "~/components/expert/ExpertQuestionList";
import { FormMessage } from "~/components/forms/FormMessage";
import { TextAreaField } from "~/components/forms/Field";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { refuseNotOwned, requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { expertEmail } from "~/domain/expert/availability.server";
import { type QuestionForm, QuestionFormSchema } from "~/domain/expert/expert-form";
import { QUESTION_MAX, QUESTION_MIN, QUESTIONS_PER_DAY } from "~/domain/expert/expert-limits";
import { askExpert, listExpertQuestions, mayAskExpert } from "~/domain/expert/expert.server";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** Where no expert answers, the page does not exist. */
function requireExpert(): string {
  const email = expertEmail();
  if (!email) throw data({ message: "errors.notFoundTitle" }, { status: 404 });
  return email;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireExpert();
  const session = await requireParent(request, context);
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, params.childId);
  return {
    child: { id: child.id, firstName: child.firstName },
    mayAsk: await mayAskExpert(db, session.user.id),
    questions: await listExpertQuestions(db, session.user.id, child.id),
  };
}

/** A question about this child for the expert; validated here, refused without Premium or over the day's limit. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const email = requireExpert();
  const session = await requireParent(request, context);
  const submission = parseWithZod(await request.formData(), { schema: QuestionFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await askExpert(getDb(), {
    userId: session.user.id,
    childId: params.childId,
    question: submission.value.question,
    attachResults: submission.value.attachResults === "on",
    language: getLanguage(context),
    expertEmail: email,
    origin: publicOrigin(request),
  });
  if (outcome.kind === "not_owned") refuseNotOwned(outcome.reason);
  if (outcome.kind === "not_subscribed") {
    return data({ result: submission.reply({ formErrors: ["expert.needsPremium"] }) }, { status: 403 });
  }
  if (outcome.kind === "rate_limited") {
    const hours = Math.ceil(outcome.retryAfterSeconds / 3600);
    return data(
      { result: submission.reply({ formErrors: [validationMessage("expert.tooMany", hours)] }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return redirectWithToast(request, `/profile/children/${params.childId}/expert`, { kind: "success", message: "expert.asked" });
}

export default function ChildExpert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { child } = loaderData;
  return (
    <section aria-labelledby="ask-title" className="profile-sections">
      <div className="card">
        <h2 id="ask-title">{t("expert.childTitle", { name: child.firstName })}</h2>
        {loaderData.mayAsk ? (
          <>
            <p>{t("expert.childIntro", { name: child.firstName })}</p>
            <p className="fine-print">{t("expert.perDay", { count: QUESTIONS_PER_DAY })}</p>
            {/* A new location (the redirect after sending) starts a fresh, empty form. */}
            <QuestionFormView key={location.key} childName={child.firstName} lastResult={actionData?.result} />
          </>
        ) : (
          <>
            <p>{t("expert.needsPremium")}</p>
            <AppLink to={`/subscription/plans?next=${encodeURIComponent(location.pathname)}`} className="button button-primary">
              {t("expert.seePlans")}
            </AppLink>
          </>
        )}
      </div>
      <h2>{t("expert.childQuestions", { name: child.firstName })}</h2>
      <ExpertQuestionList questions={loaderData.questions} />
      <p>
        <AppLink to="/profile/questions" className="standalone-link">
          {t("expert.allQuestions")}
        </AppLink>
      </p>
    </section>
  );
}

function QuestionFormView({ childName, lastResult }: { childName: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<QuestionForm>({ id: "expert-question", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextAreaField
        meta={fields.question}
        label={t("expert.questionLabel")}
        hint={t("expert.questionHint", { min: QUESTION_MIN, max: QUESTION_MAX })}
        maxLength={QUESTION_MAX}
      />
      <div className="field field-checkbox">
        <label className="choice">
          <input type="checkbox" name="attachResults" value="on" aria-describedby="attach-hint" />
          <span>{t("expert.attachLabel", { name: childName })}</span>
        </label>
        <p id="attach-hint" className="field-hint">
          {t("expert.attachHint")}
        </p>
      </div>
      <PendingButton pendingLabel={t("expert.sending")}>{t("expert.submit")}</PendingButton>
    </Form>
  );
}
