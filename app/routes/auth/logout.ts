import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/toast.server";

export async function action({ request, context }: Route.ActionArgs) {
  const clear = await endSession(context);
  return redirectWithToast(request, "/", { kind: "success", message: "auth.loggedOut" }, { headers: { "Set-Cookie": clear } });
}

export function loader() {
  return redirect("/");
}
