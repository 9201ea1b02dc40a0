import { getFormProps, useForm } from "@conform-to/react";
import { Form, data } from "react-router";
import type { Route } from "./+types/section";
import { PageMeta } from "~/components/PageMeta";
import { fieldNamed } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import { PendingButton } from "~/components/forms/PendingButton";
import { ChoiceQuestion, QuestionnaireProgress } from "~/components/assessment/ChoiceQuestion";
import { answerSection, requireAnswerableScreening, requireSection, sectionPageView } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import autismStylesheet from "~/styles/autism.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: autismStylesheet, precedence: "default" }];

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const screening = await requireAnswerableScreening(request, context, params.screeningId);
  const section = requireSection(params.section);
  return data(sectionPageView(screening, section, getLanguage(context)), { headers: { "Cache-Control": "no-store" } });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return answerSection(request, context, params.screeningId, params.section);
}

export default function AutismSectionPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm<Record<string, string>>({ id: "section", lastResult: actionData?.result });
  return (
    <section className="page page-narrow autism-questions" aria-labelledby="section-title">
      <PageMeta title={t("autism.sectionMetaTitle", { section: page.title, brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.forChild", { name: page.childName })}</p>
      <QuestionnaireProgress
        stepText={t("autism.stepOf", { step: page.step, total: page.totalSteps })}
        answeredText={t("autism.answeredOf", { answered: page.answeredCount, total: page.totalQuestions })}
        answered={page.answeredCount}
        total={page.totalQuestions}
      />
      <h1 id="section-title">{page.title}</h1>
      <p>{page.intro}</p>
      <p className="fine-print">{t("autism.answerHint")}</p>
      <FormMessage id={form.errorId} errors={form.errors} />
      {/* A new section mounts a new form, so no choice carries over. */}
      <Form method="post" key={page.section} {...getFormProps(form)} className="form question-form">
        {page.items.map((item, index) => (
          <ChoiceQuestion
            key={item.id}
            meta={fieldNamed(fields, item.id)}
            number={index + 1}
            text={item.text}
            hiddenPrompt={page.prompt}
            choices={item.choices}
            answer={item.answer}
            optionsClassName="frequency-options"
          />
        ))}
        {page.lostSkills ? (
          <>
            <h2 className="autism-extra-title">{t("autism.lostSkillsTitle")}</h2>
            <ChoiceQuestion
              meta={fieldNamed(fields, page.lostSkills.id)}
              number={page.items.length + 1}
              text={page.lostSkills.text}
              choices={page.lostSkills.choices}
              answer={page.lostSkills.answer}
              optionsClassName="frequency-options"
            />
          </>
        ) : null}
        <p className="fine-print">{t("autism.savedNote")}</p>
        {/* "Next" comes first so that Enter moves forward. */}
        <div className="button-row step-buttons">
          <PendingButton pendingLabel={t("autism.saving")} name="intent" value="next">
            {page.next ? t("autism.next") : t("autism.toReview")}
          </PendingButton>
          <button type="submit" name="intent" value="back" className="button button-secondary">
            {t("autism.back")}
          </button>
          <button type="submit" name="intent" value="later" className="button button-secondary">
            {t("autism.saveLater")}
          </button>
        </div>
      </Form>
    </section>
  );
}
