import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/infrastructure/auth.server";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { offlineCookieHeader } from "~/domain/offline/cookie";
import { getEnv } from "~/env.server";

export async function action({ request, context }: Route.ActionArgs) {
  const clear = await endSession(context);
  // What offline mode kept belongs to the account (ADR 040): the browser drops its caches, and
  // the service worker, seeing this post, the account's pages and queue.
  const headers = new Headers([
    ["Set-Cookie", clear],
    ["Set-Cookie", offlineCookieHeader(false, getEnv().COOKIE_SECURE)],
    ["Clear-Site-Data", '"cache"'],
  ]);
  return redirectWithToast(request, "/", { kind: "success", message: "auth.loggedOut" }, { headers });
}

export function loader() {
  return redirect("/");
}
