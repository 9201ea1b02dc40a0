import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { Route } from "./+types/review";
import { PageMeta } from "~/components/PageMeta";
import { FieldErrors } from "~/components/forms/Field";
import { PendingButton } from "~/components/forms/PendingButton";
import { loadReview, submitReview } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import autismStylesheet from "~/styles/autism.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: autismStylesheet, precedence: "default" }];

export const handle: ScriptsHandle = { scripts: "standalone" };

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReview(request, context, params.screeningId, getLanguage(context));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitReview(request, context, params.screeningId);
}

/** The confirm-submit step: what is answered, a way back to every part, and the final submission. */
export default function AutismReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sections, firstUnfinished, childName, retakePrice } = loaderData;
  const [form, fields] = useForm<{ confirm: string }>({ id: "review", lastResult: actionData?.result });
  return (
    <section className="page page-narrow autism-review" aria-labelledby="review-title">
      <PageMeta title={t("autism.reviewMetaTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.forChild", { name: childName })}</p>
      <h1 id="review-title">{t("autism.reviewTitle")}</h1>
      <p>{t("autism.reviewText")}</p>
      <ul className="plain-list autism-review-list">
        {sections.map((part) => (
          <li key={part.section} className="card">
            <h2>{part.title}</h2>
            <p>{t("autism.answeredOf", { answered: part.answered, total: part.total })}</p>
            <AppLink to={part.path}>{t("autism.changeAnswers", { section: part.title })}</AppLink>
          </li>
        ))}
      </ul>
      {firstUnfinished ? (
        <div className="card">
          <p className="form-message form-message-error" role="alert">
            {t("autism.reviewIncomplete")}
          </p>
          <p>
            <AppLink to={sections.find((part) => part.section === firstUnfinished)?.path ?? "."} className="button button-primary">
              {t("autism.answerMissingParts")}
            </AppLink>
          </p>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="form card">
          <p className="notice">{retakePrice ? t("autism.submitWarningPaid", { name: childName, price: retakePrice }) : t("autism.submitWarningNone")}</p>
          <div className="field field-checkbox">
            <label className="choice">
              <input {...getInputProps(fields.confirm, { type: "checkbox", value: "yes" })} />
              <span>{t("autism.confirmLabel")}</span>
            </label>
            <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors} />
          </div>
          <PendingButton pendingLabel={t("autism.submitting")}>{t("autism.submit")}</PendingButton>
        </Form>
      )}
    </section>
  );
}
