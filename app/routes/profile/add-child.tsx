import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data } from "react-router";
import type { Route } from "./+types/add-child";
import { FormMessage } from "~/components/forms/FormMessage";
import { PendingButton } from "~/components/forms/PendingButton";
import { TextField } from "~/components/forms/Field";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { childFormSchema } from "~/domain/children/child-form";
import { CHILD_NAME_MAX } from "~/domain/children/child-limits";
import { addChild } from "~/domain/children/children.server";
import { orphanProgressCount } from "~/domain/children/orphan-progress.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireParent(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const today = new Date().toISOString().slice(0, 10);
  const submission = parseWithZod(await request.formData(), { schema: childFormSchema(today) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const db = getDb();
  const child = await addChild(db, session.user.id, {
    firstName: submission.value.firstName,
    lastName: submission.value.lastName,
    birthDate: submission.value.birthDate,
  });
  // A first child took over the progress recorded before; with several, the parent says whose it is.
  const asking = (await orphanProgressCount(db, session.user.id)) > 0;
  return redirectWithToast(request, asking ? "/profile/children#progress-owner" : "/profile/children", {
    kind: "success",
    message: "children.added",
    values: { name: child.firstName },
  });
}

export default function AddChild({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lastResult: SubmissionResult<string[]> | undefined = actionData?.result;
  const [form, fields] = useForm<{ firstName: string; lastName: string; birthDate: string }>({
    id: "add-child",
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <section aria-labelledby="add-child-title" className="card">
      <h2 id="add-child-title">{t("children.addTitle")}</h2>
      <Form method="post" {...getFormProps(form)} noValidate className="form">
        <FormMessage id={form.errorId} errors={form.errors} />
        <TextField meta={fields.firstName} label={t("children.firstNameLabel")} autoComplete="off" maxLength={CHILD_NAME_MAX} />
        <TextField meta={fields.lastName} label={t("children.lastNameLabel")} autoComplete="off" maxLength={CHILD_NAME_MAX} />
        <TextField
          meta={fields.birthDate}
          label={t("children.birthDateLabel")}
          hint={t("children.birthDateHint")}
          autoComplete="off"
          maxLength={10}
          inputMode="numeric"
          placeholder={t("validation.datePlaceholder")}
        />
        <div className="button-row">
          <PendingButton pendingLabel={t("children.adding")}>{t("children.addSubmit")}</PendingButton>
          <AppLink to="/profile/children" className="button button-secondary">
            {t("children.removeCancel")}
          </AppLink>
        </div>
      </Form>
    </section>
  );
}
