import { useTranslation } from "~/lib/i18n/context";
import { Form } from "react-router";
import { LANGUAGES, type Language } from "~/lib/i18n-config";

/**
 * AZ / EN / RU as three submit buttons of one plain form. The action sets the `lng` cookie
 * and goes to the home page (the spec). `reloadDocument` makes it a full page load even
 * with JavaScript, so the new language's strings are loaded with the page.
 */
export function LanguageSwitcher({ current, showLabel = false }: { current: Language; showLabel?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/preferences/language" reloadDocument className="switcher">
      <fieldset>
        <legend className={showLabel ? "switcher-label" : "visually-hidden"}>{t("language.label")}</legend>
        <div className="segmented">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="submit"
              name="language"
              value={language}
              lang={language}
              aria-pressed={language === current}
              className="segmented-option"
            >
              {language.toUpperCase()}
              <span className="visually-hidden"> — {t(`language.names.${language}`)}</span>
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
