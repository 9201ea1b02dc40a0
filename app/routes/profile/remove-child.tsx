import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/remove-child";
import { getDb } from "~/db.server";
import { requireOwnChild, requireParent } from "~/infrastructure/guards.server";
import { deleteChild } from "~/domain/children/children.server";
import { useTranslation } from "~/infrastructure/i18n/context";
import { log } from "~/infrastructure/log.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

const RemoveChildSchema = z.object({ intent: z.literal("remove") });

/** The confirmation step before a child and everything about them is deleted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  return { child: await requireOwnChild(getDb(), session.user.id, params.childId) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const db = getDb();
  const child = await requireOwnChild(db, session.user.id, params.childId);
  const submission = parseWithZod(await request.formData(), { schema: RemoveChildSchema });
  if (submission.status !== "success") return redirect("/profile/children");
  try {
    await deleteChild(db, session.user.id, child.id);
  } catch (error) {
    log.error("removing a child failed", { error });
    return redirectWithToast(request, "/profile/children", { kind: "error", message: "children.removeFailed" });
  }
  return redirectWithToast(request, "/profile/children", { kind: "success", message: "children.removed", values: { name: child.firstName } });
}

export default function RemoveChild({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = loaderData.child.firstName;
  return (
    <section aria-labelledby="remove-title" className="card">
      <h2 id="remove-title">{t("children.removeTitle", { name })}</h2>
      <p>{t("children.removeText", { name })}</p>
      <Form method="post" className="button-row">
        <input type="hidden" name="intent" value="remove" />
        <button type="submit" className="button button-danger">
          {t("children.removeConfirm")}
        </button>
        <AppLink to="/profile/children" className="button button-secondary">
          {t("children.removeCancel")}
        </AppLink>
      </Form>
    </section>
  );
}
