import { PARENTAL_CONSENT_NOTICE } from "./parental-consent";
import { PRIVACY_POLICY } from "./privacy";
import { TERMS_OF_USE } from "./terms";
import type { LegalDocument, LegalDocumentId } from "./types";

/** The documents every parent accepts, in the order they are shown. */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_USE,
  "parental-consent": PARENTAL_CONSENT_NOTICE,
};
