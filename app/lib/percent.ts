import { INTL_LOCALE, type Language } from "~/infrastructure/i18n-config";

/**
 * A whole percentage (0-100) as the language writes it: "33%" in Azerbaijani and English,
 * "33 %" (a no-break space) in Russian. Intl knows each language's rule, so no page types
 * the sign and its spacing by hand.
 */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}
