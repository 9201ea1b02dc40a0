import { PageMeta } from "~/components/PageMeta";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

/**
 * After a sign-up, for every address alike: the account is made when the mailed link is
 * opened (a registered address gets a mail telling its owner instead).
 */
export default function CheckEmail() {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow" aria-labelledby="check-email-title">
      <PageMeta title={`${t("auth.checkEmail.title")} — ${BRAND_NAME}`} />
      <h1 id="check-email-title">{t("auth.checkEmail.title")}</h1>
      <div className="card">
        <p>{t("auth.checkEmail.text")}</p>
        <p className="fine-print">{t("auth.checkEmail.notArrived")}</p>
        <p>
          <AppLink to="/auth" className="standalone-link">
            {t("auth.checkEmail.signIn")}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
