import { data, redirect } from "react-router";
import type { Route } from "./+types/select";
import { getDb } from "~/db.server";
import { ownedOrThrow, requireParent } from "~/lib/guards.server";
import { chooseChild } from "~/domain/children/player.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";

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
  const form = await request.formData();
  const childId = form.get("childId");
  if (typeof childId !== "string" || childId === "") throw data({ message: "errors.badRequestTitle" }, { status: 400 });
  const child = ownedOrThrow(await chooseChild(getDb(), session.user.id, childId));
  return redirectWithToast(request, safeRedirectPath(form.get("returnTo"), "/parent-dashboard"), { kind: "success", message: "children.selected", values: { name: child.name } });
}
