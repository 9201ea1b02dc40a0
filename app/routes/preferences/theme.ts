import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/theme";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { THEMES } from "~/infrastructure/theme";
import { themeCookie } from "~/infrastructure/theme.server";
import { redirectWithToast } from "~/infrastructure/toast.server";

const ThemeFormSchema = z.object({ theme: z.enum(THEMES), redirectTo: z.string().optional() });

/** Stores light / dark / system in the `theme` cookie and returns to the page the parent was on. */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ThemeFormSchema });
  const { redirectTo } = submission.payload;
  const back = safeRedirectPath(typeof redirectTo === "string" ? redirectTo : null, "/");
  if (submission.status !== "success") {
    return redirectWithToast(request, back, { kind: "error", message: "toast.themeFailed" });
  }
  return redirect(back, { headers: { "Set-Cookie": await themeCookie.serialize(submission.value.theme) } });
}

export function loader() {
  return redirect("/");
}
