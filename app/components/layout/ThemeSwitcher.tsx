import { useLocation } from "react-router";
import { useTranslation } from "~/infrastructure/i18n/context";
import { THEMES, type Theme } from "~/infrastructure/theme";
import { ChoiceButtons } from "./ChoiceButtons";

/** Light / dark / system as a plain form; the page comes back where it was. */
export function ThemeSwitcher({ current }: { current: Theme }) {
  const { t } = useTranslation();
  const location = useLocation();
  const choices = THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) }));
  return (
    <form method="post" action="/preferences/theme" className="switcher">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <ChoiceButtons name="theme" legend={t("theme.label")} choices={choices} current={current} />
    </form>
  );
}
