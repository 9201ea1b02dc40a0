import { data } from "react-router";
import type { Route } from "./+types/document";
import { LegalTextView } from "~/components/LegalTextView";
import { OperatorBox } from "~/components/legal/OperatorBox";
import { PageMeta } from "~/components/PageMeta";
import { LEGAL_DOCUMENTS } from "~/content/legal";
import type { LegalDocumentId } from "~/content/legal/types";
import { LEGAL_PATHS, documentText } from "~/domain/legal/documents";
import { processorsOf } from "~/domain/trust/installation";
import { getEnv } from "~/env.server";
import { BRAND_NAME } from "~/lib/brand";
import { formatLongDate } from "~/lib/dates";
import { useTranslation } from "~/infrastructure/i18n/context";
import { getLanguage } from "~/infrastructure/i18n.server";
import type { PageHandle } from "~/infrastructure/page-handle";

export const handle: PageHandle = { sharesHtml: true, scripts: "none" };

/** /privacy, /terms and /coppa: the current version of each document in the page's language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const id = (Object.keys(LEGAL_PATHS) as LegalDocumentId[]).find((key) => LEGAL_PATHS[key] === path);
  if (!id) throw data({ message: "legal.documentNotFound" }, { status: 404 });
  const document = LEGAL_DOCUMENTS[id];
  const language = getLanguage(context);
  const shown = documentText(document, language);
  const env = getEnv();
  return {
    id,
    version: document.version,
    effectiveDate: formatLongDate(document.effectiveDate, language),
    operator: env.operator,
    demo: env.DEMO,
    processors: processorsOf(env),
    ...shown,
  };
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { text } = loaderData;
  return (
    <article className="page page-narrow prose" aria-labelledby="document-title" lang={loaderData.language}>
      <PageMeta title={`${text.title} — ${BRAND_NAME}`} description={text.summary} />
      {loaderData.isFallback ? (
        <p className="notice" lang={language}>
          {t("legal.fallbackNotice", { language: t(`language.names.${loaderData.language}`) })}
        </p>
      ) : null}
      <h1 id="document-title">{text.title}</h1>
      <p className="fine-print" lang={language}>
        {t("legal.version", { version: loaderData.version, date: loaderData.effectiveDate })}
      </p>
      <div lang={language}>
        <OperatorBox operator={loaderData.operator} processors={loaderData.processors} demo={loaderData.demo} />
      </div>
      <LegalTextView text={text} />
    </article>
  );
}
