import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/privacy-settings";
import { PageMeta } from "~/components/PageMeta";
import { PrivacySettingsForm } from "~/components/privacy/PrivacySettingsForm";
import { PrivacySettingsSchema } from "~/domain/accounts/account-forms";
import { getSession } from "~/infrastructure/auth.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { redirectWithToast } from "~/infrastructure/toast.server";
import { getVisitorPrivacySettings, serializeVisitorPrivacySettings } from "~/infrastructure/visitor-privacy.server";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "standalone" };

/** Privacy settings for visitors, kept in a cookie; parents have theirs in the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (getSession(context)) throw redirect("/profile/privacy");
  return { settings: await getVisitorPrivacySettings(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getSession(context)) return redirect("/profile/privacy");
  const submission = parseWithZod(await request.formData(), { schema: PrivacySettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const cookie = await serializeVisitorPrivacySettings(submission.value);
  return redirectWithToast(request, "/privacy-settings", { kind: "success", message: "privacy.settingsSaved" }, { headers: { "Set-Cookie": cookie } });
}

export default function VisitorPrivacySettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow" aria-labelledby="privacy-settings-title">
      <PageMeta title={`${t("privacy.settingsTitle")} — ${BRAND_NAME}`} />
      <h1 id="privacy-settings-title">{t("privacy.settingsTitle")}</h1>
      <p>{t("privacy.visitorIntro")}</p>
      <PrivacySettingsForm settings={loaderData.settings} />
    </section>
  );
}
