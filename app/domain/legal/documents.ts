import type { LegalDocument, LegalDocumentId, LegalText } from "~/content/legal/types";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/infrastructure/i18n-config";

/** The order in which to look for a missing language: the default first, then the rest. */
const FALLBACK_ORDER: ReadonlyArray<Language> = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)];

export interface DocumentInLanguage {
  text: LegalText;
  /** The language the text is in; differs from the one asked for when it had to fall back. */
  language: Language;
  isFallback: boolean;
}

/**
 * The document's text in the parent's language, or, when that language is missing, in
 * another one (Azerbaijani first), marked as a fallback so the page can say so.
 */
export function documentText(document: LegalDocument, language: Language): DocumentInLanguage {
  const own = document.texts[language];
  if (own) return { text: own, language, isFallback: false };
  for (const candidate of FALLBACK_ORDER) {
    const text = document.texts[candidate];
    if (text) return { text, language: candidate, isFallback: true };
  }
  throw new Error(`Legal document ${document.id} has no text in any language`);
}

/**
 * What the review page shows of each document still to accept. The heading is the document's
 * own title, so it reads as a title (capitalised) in every language; the lower-case names in the
 * locale files are for use inside a sentence.
 */
export interface DocumentToReview {
  id: LegalDocumentId;
  heading: string;
  version: string;
  effectiveDate: string;
}

export function documentsToReview(documents: ReadonlyArray<LegalDocument>, language: Language): DocumentToReview[] {
  return documents.map((document) => ({
    id: document.id,
    heading: documentText(document, language).text.title,
    version: document.version,
    effectiveDate: document.effectiveDate,
  }));
}

/** Where each document is published. */
export const LEGAL_PATHS: Readonly<Record<LegalDocumentId, string>> = {
  privacy: "/privacy",
  terms: "/terms",
  "parental-consent": "/coppa",
};
