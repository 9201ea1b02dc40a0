import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { FieldErrors, fieldNamed } from "~/components/forms/Field";
import { FormMessage } from "~/components/forms/FormMessage";
import type { Route } from "./+types/legal";
import { PageMeta } from "~/components/PageMeta";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "~/content/legal/types";
import { getDb } from "~/db.server";
import { HOME_FOR_PARENTS } from "~/domain/accounts/navigation";
import { acceptDocuments, pendingDocuments } from "~/domain/legal/acceptances.server";
import { LEGAL_PATHS, documentsToReview } from "~/domain/legal/documents";
import { forgetReturnTo, readReturnTo, requireSession } from "~/infrastructure/auth.server";
import { getLanguage } from "~/infrastructure/i18n.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const acceptField = (id: LegalDocumentId) => `accept-${id}`;

/** One ticked box for each document the parent has not accepted yet. */
function acceptanceSchema(pending: ReadonlyArray<LegalDocumentId>) {
  return z.object(Object.fromEntries(pending.map((id) => [acceptField(id), z.literal("yes", { error: "validation.legalRequired" })])));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireSession(request, context);
  const pending = await pendingDocuments(getDb(), session.user.id);
  if (pending.length === 0) throw redirect(HOME_FOR_PARENTS);
  const acceptedBefore = pending.length < LEGAL_DOCUMENT_IDS.length;
  return {
    pending,
    updated: acceptedBefore,
    documents: documentsToReview(
      pending.map((id) => LEGAL_DOCUMENTS[id]),
      getLanguage(context),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireSession(request, context);
  const db = getDb();
  const pending = await pendingDocuments(db, session.user.id);
  const submission = parseWithZod(await request.formData(), { schema: acceptanceSchema(pending) });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["legal.mustAcceptAll"] }) }, { status: 400 });
  }
  await acceptDocuments(db, session.user.id, pending);
  const returnTo = await readReturnTo(request);
  return redirectWithToast(
    request,
    returnTo?.path ?? HOME_FOR_PARENTS,
    { kind: "success", message: "legal.accepted" },
    returnTo ? { headers: { "Set-Cookie": await forgetReturnTo() } } : undefined,
  );
}

export default function LegalReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const [form, fields] = useForm<Record<string, string>>({ id: "legal", lastResult: actionData?.result });
  return (
    <section className="page page-narrow" aria-labelledby="legal-title">
      <PageMeta title={`${t("legal.reviewTitle")} — ${BRAND_NAME}`} />
      <h1 id="legal-title">{t("legal.reviewTitle")}</h1>
      <p>{loaderData.updated ? t("legal.reviewUpdated") : t("legal.reviewIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="form">
        <FormMessage id={form.errorId} errors={form.errors} />
        {loaderData.documents.map((document) => {
          const name = t(`legal.names.${document.id}`);
          const field = fieldNamed(fields, acceptField(document.id));
          return (
            <fieldset key={document.id} className="legal-item">
              <legend>{document.heading}</legend>
              <p className="fine-print">{t("legal.version", { version: document.version, date: formatDate(document.effectiveDate, language) })}</p>
              <p>
                <AppLink to={LEGAL_PATHS[document.id]} target="_blank" rel="noopener">
                  {t("legal.read", { document: name })}
                </AppLink>
              </p>
              <label className="checkbox">
                <input {...getInputProps(field, { type: "checkbox", value: "yes" })} />
                {t("legal.acceptLabel", { document: name })}
              </label>
              <FieldErrors id={field.errorId} errors={field.errors} />
            </fieldset>
          );
        })}
        <button type="submit" className="button button-primary">
          {t("legal.acceptSubmit")}
        </button>
      </Form>
    </section>
  );
}
