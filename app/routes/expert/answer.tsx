import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/answer";
import { AttachedResultsView } from "~/components/expert/AttachedResultsView";
import { PageMeta } from "~/components/PageMeta";
import { FormMessage } from "~/components/forms/FormMessage";
import { TextAreaField } from "~/components/forms/Field";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { type AnswerForm, AnswerFormSchema } from "~/domain/expert/expert-form";
import { ANSWER_MAX, ANSWER_MIN, EXPERT_LINK_DAYS } from "~/domain/expert/expert-limits";
import { type LinkRefusal, answerExpertQuestion, openExpertLink } from "~/domain/expert/expert.server";
import { BRAND_NAME } from "~/lib/brand";
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { useTranslation } from "~/infrastructure/i18n/context";
import { publicOrigin } from "~/infrastructure/request-origin.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** The link is the only authority: keep it out of caches and out of the Referer of any link on the page. */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/** A used or expired link is gone for good (410); a link that never opened a question is not found (404). */
function refused(state: LinkRefusal) {
  return data({ state, question: null, result: undefined }, { status: state === "unknown" ? 404 : 410, headers: PRIVATE });
}

/** The expert's page, opened from the mailed link: the question, the results if attached, and the answer form. */
export async function loader({ params }: Route.LoaderArgs) {
  const link = await openExpertLink(getDb(), params.token);
  if (link.state !== "open") return refused(link.state);
  return data({ state: link.state, question: link.question, result: undefined }, { headers: PRIVATE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = getDb();
  const link = await openExpertLink(db, params.token);
  if (link.state !== "open") return refused(link.state);
  const submission = parseWithZod(await request.formData(), { schema: AnswerFormSchema });
  if (submission.status !== "success") {
    return data({ state: link.state, question: link.question, result: submission.reply() }, { status: 400, headers: PRIVATE });
  }
  const outcome = await answerExpertQuestion(db, params.token, submission.value.answer, publicOrigin(request));
  if (outcome !== "saved") return refused(outcome);
  return redirect("/expert/answered", { headers: PRIVATE });
}

export default function ExpertAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // After a refused answer the action's reply says why; else the page as loaded.
  const shown = actionData ?? loaderData;
  if (shown.state !== "open") return <LinkRefused state={shown.state} />;
  if (!shown.question) return <LinkRefused state="unknown" />;
  const { question } = shown;
  return (
    <article className="page page-narrow" aria-labelledby="expert-title">
      <PageMeta title={`${t("expert.pageTitle")} — ${BRAND_NAME}`} />
      <h1 id="expert-title">{t("expert.pageTitle")}</h1>
      <p>{t("expert.pageIntro")}</p>
      <p>{t("expert.childAge", { count: question.childAgeMonths })}</p>
      <section className="card" aria-labelledby="question-title">
        <h2 id="question-title">{t("expert.questionTitle")}</h2>
        <p className="preserve-lines" data-testid="expert-question-text">
          {question.question}
        </p>
      </section>
      <section className="card" aria-labelledby="attached-title">
        <h2 id="attached-title">{t("expert.attachedTitle")}</h2>
        {question.attachedResults ? <AttachedResultsView results={question.attachedResults} /> : <p>{t("expert.noResults")}</p>}
      </section>
      <AnswerFormView lastResult={actionData?.result} />
    </article>
  );
}

function AnswerFormView({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<AnswerForm>({ id: "expert-answer", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form card">
      <FormMessage id={form.errorId} errors={form.errors} />
      <TextAreaField
        meta={fields.answer}
        label={t("expert.answerLabel")}
        hint={t("expert.answerHint", { min: ANSWER_MIN, max: ANSWER_MAX })}
        rows={10}
        maxLength={ANSWER_MAX}
      />
      <PendingButton pendingLabel={t("expert.sending")}>{t("expert.answerSubmit")}</PendingButton>
    </Form>
  );
}

function LinkRefused({ state }: { state: LinkRefusal }) {
  const { t } = useTranslation();
  const title = state === "used" ? t("expert.linkUsedTitle") : state === "expired" ? t("expert.linkExpiredTitle") : t("expert.linkUnknownTitle");
  const text =
    state === "used" ? t("expert.linkUsedText") : state === "expired" ? t("expert.linkExpiredText", { count: EXPERT_LINK_DAYS }) : t("expert.linkUnknownText");
  return (
    <article className="page page-narrow" aria-labelledby="expert-title">
      <PageMeta title={`${title} — ${BRAND_NAME}`} />
      <h1 id="expert-title">{title}</h1>
      <p>{text}</p>
    </article>
  );
}
