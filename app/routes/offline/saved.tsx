import { PageMeta } from "~/components/PageMeta";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

// Where the service worker sends a homework or exercise mark made without a network (ADR 040):
// the mark is queued on the phone. The worker points "Back" at the page the mark was made on
// (its `data-offline-back` link). No script: it is read offline.
export const handle: ScriptsHandle = { scripts: "none" };

export default function OfflineSavedPage() {
  const { t } = useTranslation();
  return (
    <article className="page" aria-labelledby="saved-title">
      <PageMeta title={t("offline.savedMetaTitle", { brand: BRAND_NAME })} />
      <h1 id="saved-title">{t("offline.savedTitle")}</h1>
      <p>{t("offline.savedText")}</p>
      <p>
        <a href="/play" className="button button-primary" data-offline-back="">
          {t("offline.back")}
        </a>
      </p>
    </article>
  );
}
