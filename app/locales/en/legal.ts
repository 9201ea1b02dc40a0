/** English strings: the "legal" namespace. */
export default {
  reviewTitle: "Before you start",
  reviewIntro: "Please read and accept these three documents. They explain what we keep about you and your children, why, and how you stay in control.",
  reviewUpdated: "We have updated some of our documents. Please read and accept them to continue.",
  acceptLabel: "I have read and accept the {{document}}",
  acceptSubmit: "Accept and continue",
  mustAcceptAll: "Please accept all three documents to continue.",
  read: "Read the {{document}}",
  version: "Version {{version}}, in effect from {{date}}",
  fallbackNotice: "This document is not yet available in your language, so it is shown in {{language}}.",
  names: {
    privacy: "privacy policy",
    terms: "terms of use",
    "parental-consent": "parental consent notice",
  },
  accepted: "Thank you. You can now use your account.",
  documentNotFound: "Document not found",
} as const;
