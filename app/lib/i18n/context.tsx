import { type ReactNode, createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../i18n-config";
import { type Translate, createTranslate } from "./translate";

interface TranslationContextValue {
  language: Language;
  t: Translate;
}

const TranslationContext = createContext<TranslationContextValue>({
  language: DEFAULT_LANGUAGE,
  t: (key) => key,
});

/** Provides the page's language and its strings to every component below. */
export function TranslationProvider({
  language,
  strings,
  children,
}: {
  language: Language;
  strings: object;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t: createTranslate(language, strings) }), [language, strings]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `const { t, language } = useTranslation()` in any component. */
export function useTranslation(): TranslationContextValue {
  return useContext(TranslationContext);
}
