import { type ReactNode, createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../i18n-config";
import { type MissingKeyReporter, type Translate, createTranslate } from "./translate";

/**
 * Where a page's strings come from: given the namespaces its routes ask for, the strings
 * shaped like en.ts. The server has every string at hand; the browser downloads namespaces and
 * may suspend (inside a navigation's transition) until they arrive (ADR 005).
 */
export type StringsSource = (namespaces: ReadonlyArray<string>) => object;

interface LanguageContextValue {
  language: Language;
  source: StringsSource;
  onMissing?: MissingKeyReporter;
}

interface TranslationContextValue {
  language: Language;
  t: Translate;
}

const LanguageContext = createContext<LanguageContextValue>({ language: DEFAULT_LANGUAGE, source: () => ({}) });

const TranslationContext = createContext<TranslationContextValue>({
  language: DEFAULT_LANGUAGE,
  t: (key) => key,
});

/** The page's language and where its strings come from; set once by the entry files. */
export function LanguageProvider({
  language,
  source,
  onMissing,
  children,
}: LanguageContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ language, source, onMissing }), [language, source, onMissing]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language, for components above the strings (the root layout's `<html lang>`). */
export function useLanguage(): Language {
  return useContext(LanguageContext).language;
}

/** Provides `t` with the common strings and the given namespaces to every component below. */
export function RouteStrings({ namespaces, children }: { namespaces: ReadonlyArray<string>; children: ReactNode }) {
  const { language, source, onMissing } = useContext(LanguageContext);
  const strings = source(namespaces);
  const value = useMemo(() => ({ language, t: createTranslate(language, strings, onMissing) }), [language, strings, onMissing]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** Fixed strings for tests and other code outside the router: every namespace at once. */
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
