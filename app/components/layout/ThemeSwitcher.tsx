import { useTranslation } from "~/lib/i18n/context";
import { Form, useLocation } from "react-router";
import { THEMES, type Theme } from "~/lib/theme";

/** Light / dark / system as a plain form; the page comes back where it was. */
export function ThemeSwitcher({ current }: { current: Theme }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/preferences/theme" className="switcher" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset>
        <legend className="switcher-label">{t("theme.label")}</legend>
        <div className="segmented">
          {THEMES.map((theme) => (
            <button
              key={theme}
              type="submit"
              name="theme"
              value={theme}
              aria-pressed={theme === current}
              className="segmented-option"
            >
              {t(`theme.${theme}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}
