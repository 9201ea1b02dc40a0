import type { Language } from "~/infrastructure/i18n-config";

export const LEGAL_DOCUMENT_IDS = ["privacy", "terms", "parental-consent"] as const;
/** The documents a parent must accept: privacy policy, terms of use, parental consent notice. */
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export interface LegalSection {
  heading: string;
  /** Plain text paragraphs; a paragraph starting with "• " is shown as a list item. */
  paragraphs: ReadonlyArray<string>;
}

export interface LegalText {
  title: string;
  /** Two or three sentences a parent reads first: what this document is about. */
  summary: string;
  sections: ReadonlyArray<LegalSection>;
}

export interface LegalDocument {
  id: LegalDocumentId;
  /** Bumped on every change that parents must accept again, e.g. "1.0" → "1.1". */
  version: string;
  /** ISO date (YYYY-MM-DD) from which this version applies. */
  effectiveDate: string;
  /** The text per language. A language may be missing; pages then show another with a notice. */
  texts: Partial<Record<Language, LegalText>>;
}
