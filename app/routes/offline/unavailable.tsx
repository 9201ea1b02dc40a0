import { PageMeta } from "~/components/PageMeta";
import { AppLink } from "~/components/AppLinks";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

// Fetched by the service worker and shown by it, without a network, for a page it does not
// keep (ADR 040): in the language of the parent's last page. No script: it is read offline.
export const handle: ScriptsHandle = { scripts: "none" };

export default function OfflineUnavailablePage() {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="offline-title">
      <PageMeta title={t("offline.unavailableMetaTitle", { brand: BRAND_NAME })} />
      <h1 id="offline-title">{t("offline.unavailableTitle")}</h1>
      <p>{t("offline.unavailableText")}</p>
      <ul>
        <li>{t("offline.whatGames")}</li>
        <li>{t("offline.whatFree")}</li>
        <li>{t("offline.whatActivities")}</li>
        <li>{t("offline.whatPicker")}</li>
      </ul>
      <p className="button-row">
        <AppLink to="/play" className="button button-primary">
          {t("offline.openGames")}
        </AppLink>
        <AppLink to="/" className="button button-secondary">
          {t("offline.tryAgain")}
        </AppLink>
      </p>
    </article>
  );
}
