import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/infrastructure/i18n/context";
import { Form, data, useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { PageMeta } from "~/components/PageMeta";
import { FormMessage } from "~/components/forms/FormMessage";
import { TextAreaField, TextField } from "~/components/forms/Field";
import { HoneypotField } from "~/components/forms/HoneypotField";
import { PendingButton } from "~/components/forms/PendingButton";
import { getDb } from "~/db.server";
import { type ContactForm, ContactFormSchema } from "~/domain/contact/contact-form";
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "~/domain/contact/contact-limits";
import { contactRateLimiter, saveContactMessage } from "~/domain/contact/messages.server";
import { BRAND_NAME } from "~/lib/brand";
import { isLikelyRobot } from "~/infrastructure/honeypot";
import { getLanguage } from "~/infrastructure/i18n.server";
import { requestInfoContext } from "~/infrastructure/request-info";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { validationMessage } from "~/lib/validation";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isLikelyRobot(formData)) {
    // Answer a robot exactly as a person, and keep nothing.
    return redirectWithToast(request, "/contact", { kind: "success", message: "toast.contactSent" });
  }
  const submission = parseWithZod(formData, { schema: ContactFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { ip } = context.get(requestInfoContext);
  const decision = await contactRateLimiter.hit(getDb(), ip);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return data(
      { result: submission.reply({ formErrors: [validationMessage("errors.rateLimited", minutes)] }) },
      { status: 429, headers: { "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }
  await saveContactMessage(getDb(), { ...submission.value, locale: getLanguage(context) });
  return redirectWithToast(request, "/contact", { kind: "success", message: "toast.contactSent" });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="page page-narrow" aria-labelledby="contact-title">
      <PageMeta title={t("meta.contactTitle", { brand: BRAND_NAME })} description={t("meta.contactDescription", { brand: BRAND_NAME })} />
      <h1 id="contact-title">{t("contact.title")}</h1>
      <p>{t("contact.intro")}</p>
      {/* A new location (the redirect after sending) starts a fresh, empty form. */}
      <ContactMessageForm key={location.key} lastResult={actionData?.result} />
    </section>
  );
}

function ContactMessageForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm<ContactForm>({ id: "contact", lastResult, shouldValidate: "onSubmit" });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="form">
      <FormMessage id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <TextField meta={fields.name} label={t("contact.nameLabel")} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
      <TextField
        meta={fields.email}
        type="email"
        label={t("contact.emailLabel")}
        hint={t("contact.emailHint")}
        autoComplete="email"
        maxLength={CONTACT_EMAIL_MAX}
      />
      <TextAreaField
        meta={fields.message}
        label={t("contact.messageLabel")}
        hint={t("contact.messageHint", { count: CONTACT_MESSAGE_MAX })}
        maxLength={CONTACT_MESSAGE_MAX}
      />
      <PendingButton pendingLabel={t("contact.sending")}>{t("contact.submit")}</PendingButton>
    </Form>
  );
}
