import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LANGUAGES, type Language } from "~/lib/i18n-config";

/**
 * AZ / EN / RU as three submit buttons of one plain form. The action sets the `lng` cookie
 * and goes to the home page (the spec). `reloadDocument` makes it a full page load even
 * with JavaScript, so the new language's strings are loaded with the page.
 */
export function LanguageSwitcher({ current, idPrefix }: { current: Language; idPrefix: string }) {
  const { t } = useTranslation();
  const labelId = `${idPrefix}-language-label`;
  return (
    <Form method="post" action="/preferences/language" reloadDocument className="language-switcher">
      <span id={labelId} className="visually-hidden">
        {t("language.label")}
      </span>
      <div role="group" aria-labelledby={labelId} className="segmented">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            aria-label={t(`language.names.${language}`)}
            aria-pressed={language === current}
            className="segmented-option"
          >
            {language.toUpperCase()}
          </button>
        ))}
      </div>
    </Form>
  );
}
