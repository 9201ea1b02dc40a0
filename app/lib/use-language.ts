import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "./i18n-config";

/** The language the page is shown in, as the root loader settled it. */
export function useLanguage(): Language {
  const rootData = useRouteLoaderData("root") as { language?: Language } | undefined;
  const { i18n } = useTranslation();
  if (rootData?.language) return rootData.language;
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
