import { useTranslation } from "~/infrastructure/i18n/context";
import { useLocation } from "react-router";
import { AppLink } from "~/components/AppLinks";
import { BRAND_NAME } from "~/lib/brand";
import type { Language } from "~/infrastructure/i18n-config";
import { sectionForPath } from "~/lib/sections";
import type { Theme } from "~/infrastructure/theme";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { NAV_ITEMS } from "./nav-items";
import { type HeaderUser, UserMenu } from "./UserMenu";

export function SiteHeader({ language, theme, user }: { language: Language; theme: Theme; user: HeaderUser | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = sectionForPath(pathname);

  return (
    <header className="site-header" data-section={section}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="site-header-inner">
        <AppLink to="/" className="site-header-logo" aria-label={t("nav.homeLink", { brand: BRAND_NAME })}>
          <Logo />
        </AppLink>
        <nav className="site-nav" aria-label={t("nav.mainNavigation")}>
          <ul>
            {NAV_ITEMS.filter((item) => !(user && item.signedOutOnly)).map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  className={item.kind === "link" ? "nav-link" : `button button-${item.kind} button-small`}
                  aria-current={item.isCurrent(pathname, section) ? "page" : undefined}
                >
                  {t(item.labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="site-header-user">
            <UserMenu user={user} variant="header" />
          </div>
        ) : null}
        <div className="site-header-language">
          <LanguageSwitcher current={language} />
        </div>
        <MobileDrawer language={language} theme={theme} section={section} pathname={pathname} user={user} />
      </div>
    </header>
  );
}
