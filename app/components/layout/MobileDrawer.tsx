import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";
import type { Language } from "~/infrastructure/i18n-config";
import type { Section } from "~/lib/sections";
import type { Theme } from "~/infrastructure/theme";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NAV_ITEMS } from "./nav-items";
import { type HeaderUser, UserMenu } from "./UserMenu";
import { ThemeSwitcher } from "./ThemeSwitcher";

/**
 * The phone menu: a native <details> element, so it opens and closes without JavaScript.
 * With JavaScript it also closes when a link in it is followed, on Escape and on a tap outside
 * (app/enhance/standalone-page.ts).
 */
export function MobileDrawer({
  language,
  theme,
  section,
  pathname,
  user,
}: {
  language: Language;
  theme: Theme;
  section: Section;
  pathname: string;
  user: HeaderUser | null;
}) {
  const { t } = useTranslation();
  return (
    <details className="drawer">
      <summary className="drawer-toggle">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="drawer-icon-open">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className="drawer-icon-close">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="drawer-label-open">{t("nav.openMenu")}</span>
        <span className="drawer-label-close">{t("nav.closeMenu")}</span>
      </summary>
      <div className="drawer-panel">
        <nav aria-label={t("nav.menuTitle")}>
          <ul className="drawer-links">
            {NAV_ITEMS.filter((item) => !(user && item.signedOutOnly)).map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  className={item.kind === "link" ? "drawer-link" : `button button-${item.kind}`}
                  aria-current={item.isCurrent(pathname, section) ? "page" : undefined}
                >
                  {t(item.labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? <UserMenu user={user} variant="drawer" /> : null}
        <div className="drawer-settings">
          <LanguageSwitcher current={language} showLabel />
          <ThemeSwitcher current={theme} />
        </div>
      </div>
    </details>
  );
}
