import { type ReactNode, createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../i18n-config";
import type { Translate } from "./translate";

interface TranslationContextValue {
  language: Language;
  t: Translate;
}

const TranslationContext = createContext<TranslationContextValue>({
  language: DEFAULT_LANGUAGE,
  t: (key) => key,
});

/**
 * The page's language and its translate function, for every component below: set by the server's
 * entry (i18next's `getFixedT` of the request's language, ADR 042), by a game's island (the
 * strings it was given), and by tests.
 */
export function TranslationProvider({ language, t, children }: TranslationContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, t }), [language, t]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `const { t, language } = useTranslation()` in any component. */
export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext);
}
