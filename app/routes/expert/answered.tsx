import { PageMeta } from "~/components/PageMeta";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { PageHandle } from "~/infrastructure/page-handle";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

/** Where the expert lands after answering: the link is used now, so it cannot show this. */
export default function ExpertAnswered() {
  const { t } = useTranslation();
  return (
    <article className="page page-narrow" aria-labelledby="answered-title">
      <PageMeta title={`${t("expert.answeredTitle")} — ${BRAND_NAME}`} />
      <h1 id="answered-title">{t("expert.answeredTitle")}</h1>
      <p>{t("expert.answeredText")}</p>
    </article>
  );
}
