import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/questions";
import { AssessmentHeading } from "~/components/assessment/AssessmentHeading";
import { ChoiceQuestion, QuestionnaireProgress } from "~/components/assessment/ChoiceQuestion";
import { PageMeta } from "~/components/PageMeta";
import { fieldNamed } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { requireAssessment, requireDomain } from "~/infrastructure/assessment-visitor.server";
import { assessedChildName, saveAnswers } from "~/domain/assessment/assessments.server";
import { completeAssessment } from "~/domain/assessment/complete.server";
import { ASSESSMENT_START_PATH, questionsPath, unsavedResultPath } from "~/domain/assessment/navigation";
import { answersFromForm } from "~/domain/assessment/scoring";
import { questionPageView } from "~/domain/assessment/views.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

export { AssessmentErrorBoundary as ErrorBoundary } from "~/components/assessment/AssessmentErrorBoundary";

/** A page of questions: the button pressed, and an answer per question named by its item (the domain keeps those it asks). */
const QuestionPageSchema = z.object({ intent: z.enum(["next", "back"]).default("next") }).catchall(z.unknown());

/** An item's id is dotted ("m06-07.social.1"), which conform reads as a path: its answer sits that deep in the parsed form. */
function answerNamed(form: unknown, name: string): unknown {
  return name.split(".").reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined), form);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const assessment = await requireAssessment(request, context, params.assessmentId);
  if (assessment.completedAt) throw redirect(unsavedResultPath(assessment.id));
  const domain = requireDomain(params.domain);
  return {
    page: questionPageView(assessment.band, assessment.ageMonths, domain, assessment.answers, getLanguage(context)),
    band: { minMonths: assessment.band.minMonths, maxMonths: assessment.band.maxMonths },
    weeksEarly: assessment.weeksEarly,
    child: { name: await assessedChildName(getDb(), assessment), birthDate: assessment.birthDate },
  };
}

/**
 * Saves this page's answers (whatever was chosen, also when going back) and moves on. "Next"
 * needs every question of the page answered; after the last page the assessment is scored.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const assessment = await requireAssessment(request, context, params.assessmentId);
  if (assessment.completedAt) throw redirect(unsavedResultPath(assessment.id));
  const domain = requireDomain(params.domain);
  const submission = parseWithZod(await request.formData(), { schema: QuestionPageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const db = getDb();
  const { given, missing } = answersFromForm(assessment.band, assessment.ageMonths, domain, (name) => answerNamed(submission.value, name));
  const answers = await saveAnswers(db, assessment, given);
  const page = questionPageView(assessment.band, assessment.ageMonths, domain, answers, getLanguage(context));

  if (submission.value.intent === "back") {
    return redirect(page.previousDomain ? questionsPath(assessment.id, page.previousDomain) : ASSESSMENT_START_PATH);
  }
  if (missing.length > 0) {
    const result = submission.reply({
      formErrors: [validationMessage("assessment.answersMissing", missing.length)],
      fieldErrors: Object.fromEntries(missing.map((id) => [id, ["assessment.answerRequired"]])),
    });
    return data({ result }, { status: 400 });
  }
  if (page.nextDomain) return redirect(questionsPath(assessment.id, page.nextDomain));

  const completion = await completeAssessment(db, { ...assessment, answers });
  switch (completion.kind) {
    case "unanswered":
      return redirect(questionsPath(assessment.id, completion.domain));
    case "saved":
      return redirectWithToast(request, completion.path, { kind: "success", message: "assessment.savedToast", values: { name: completion.childName } });
    case "completed":
      return redirect(unsavedResultPath(assessment.id));
  }
}

export default function AssessmentQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, band, weeksEarly, child } = loaderData;
  const [form, fields] = useForm<Record<string, string>>({ id: "questions", lastResult: actionData?.result });
  const domainName = t(`areas.${page.domain}`);
  const isLast = page.nextDomain === null;
  return (
    <section className="page page-narrow assessment-questions" aria-labelledby="domain-title">
      <PageMeta title={`${domainName} — ${t("assessment.title")} — ${BRAND_NAME}`} />
      <AssessmentHeading band={band} weeksEarly={weeksEarly} child={child} />
      <QuestionnaireProgress
        stepText={t("assessment.stepOf", { step: page.step, total: page.totalSteps })}
        answeredText={t("assessment.answeredOf", { answered: page.answeredCount, total: page.totalQuestions })}
        answered={page.answeredCount}
        total={page.totalQuestions}
      />
      <h2 id="domain-title">{domainName}</h2>
      <p>{t(`assessment.domainIntros.${page.domain}`)}</p>
      <p className="fine-print">{t("assessment.answerHint")}</p>
      <FormMessage id={form.errorId} errors={form.errors} />
      {/* A new page of questions mounts a new form, so no choice carries over. */}
      <Form method="post" key={page.domain} {...getFormProps(form)} className="form question-form">
        {page.questions.map((question, index) => (
          <ChoiceQuestion
            key={question.id}
            meta={fieldNamed(fields, question.id)}
            number={index + 1}
            text={question.text}
            choices={question.choices.map((answer) => ({ value: answer, label: t(`assessment.answers.${answer}`) }))}
            answer={question.answer ?? null}
          />
        ))}
        <p className="fine-print">{t("assessment.savedNote")}</p>
        {/* "Next" comes first so that Enter moves forward; the row shows "Back" on the left. */}
        <div className="button-row step-buttons">
          <PendingButton pendingLabel={t("assessment.saving")} name="intent" value="next">
            {isLast ? t("assessment.finish") : t("assessment.next")}
          </PendingButton>
          <button type="submit" name="intent" value="back" className="button button-secondary">
            {t("assessment.back")}
          </button>
        </div>
      </Form>
    </section>
  );
}
