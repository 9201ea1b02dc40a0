import { useTranslation } from "~/infrastructure/i18n/context";
import { LANGUAGES, type Language } from "~/infrastructure/i18n-config";
import { ChoiceButtons } from "./ChoiceButtons";

/**
 * AZ / EN / RU as three submit buttons of one plain form. The action sets the `lng` cookie
 * and goes to the home page (the spec).
 */
export function LanguageSwitcher({ current, showLabel = false }: { current: Language; showLabel?: boolean }) {
  const { t } = useTranslation();
  const choices = LANGUAGES.map((language) => ({
    value: language,
    lang: language,
    label: (
      <>
        {language.toUpperCase()}
        <span className="visually-hidden"> — {t(`language.names.${language}`)}</span>
      </>
    ),
  }));
  return (
    <form method="post" action="/preferences/language" className="switcher">
      <ChoiceButtons name="language" legend={t("language.label")} legendHidden={!showLabel} choices={choices} current={current} />
    </form>
  );
}
