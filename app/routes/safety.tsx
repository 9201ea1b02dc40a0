import { LegalTextView } from "~/components/LegalTextView";
import { PageMeta } from "~/components/PageMeta";
import { CHILD_SAFETY } from "~/content/legal/safety";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";

export const handle: ScriptsHandle = { scripts: "none" };

/** How children's data is protected, in plain words. */
export default function Safety() {
  const { language } = useTranslation();
  const text = CHILD_SAFETY[language];
  return (
    <article className="page page-narrow prose" aria-labelledby="safety-title">
      <PageMeta title={`${text.title} — ${BRAND_NAME}`} description={text.summary} />
      <h1 id="safety-title">{text.title}</h1>
      <LegalTextView text={text} />
    </article>
  );
}
