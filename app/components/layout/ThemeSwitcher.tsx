import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { THEMES, type Theme } from "~/lib/theme";

/** Light / dark / system as a plain form; the page comes back where it was. */
export function ThemeSwitcher({ current, idPrefix }: { current: Theme; idPrefix: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const labelId = `${idPrefix}-theme-label`;
  return (
    <Form method="post" action="/preferences/theme" className="theme-switcher" preventScrollReset>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span id={labelId} className="switcher-label">
        {t("theme.label")}
      </span>
      <div role="group" aria-labelledby={labelId} className="segmented">
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
    </Form>
  );
}
