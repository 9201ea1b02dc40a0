import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/select";
import { getDb } from "~/db.server";
import { ownedOrThrow, requireParent } from "~/infrastructure/guards.server";
import { chooseChild } from "~/domain/children/player.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/infrastructure/toast.server";

const ChildChoiceSchema = z.object({ childId: z.string(), returnTo: z.string().optional() });

/** Only a form posts here; an address typed in goes to the dashboard. */
export function loader() {
  return redirect("/parent-dashboard");
}

/**
 * The one child switcher every page with progress posts to: keeps the parent's choice (only a
 * child of theirs) and goes back to the page the form was on, on this site only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireParent(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ChildChoiceSchema });
  // The switcher's fields are all chosen from a list: a post without a child is not the form's.
  if (submission.status !== "success") throw data({ message: "errors.badRequestTitle" }, { status: 400 });
  const { childId, returnTo } = submission.value;
  const child = ownedOrThrow(await chooseChild(getDb(), session.user.id, childId));
  return redirectWithToast(request, safeRedirectPath(returnTo, "/parent-dashboard"), {
    kind: "success",
    message: "children.selected",
    values: { name: child.name },
  });
}
