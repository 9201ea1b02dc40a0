import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";
import { BRAND_NAME } from "~/lib/brand";
import type { Theme } from "~/infrastructure/theme";
import { Logo } from "./Logo";
import { ThemeSwitcher } from "./ThemeSwitcher";

const FOOTER_LINKS = [
  { to: "/about", labelKey: "footer.about" },
  { to: "/parents", labelKey: "footer.parents" },
  { to: "/contact", labelKey: "footer.contact" },
  { to: "/privacy", labelKey: "footer.privacy" },
  { to: "/terms", labelKey: "footer.terms" },
  { to: "/coppa", labelKey: "footer.coppa" },
  { to: "/safety", labelKey: "footer.safety" },
  { to: "/privacy-settings", labelKey: "footer.privacySettings" },
] as const;

export function SiteFooter({ year, theme }: { year: number; theme: Theme }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <Logo />
          <p>{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.linksLabel")}>
          <ul className="site-footer-links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{t(link.labelKey)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitcher current={theme} />
      </div>
      <div className="site-footer-legal">
        <p>{t("footer.notMedical", { brand: BRAND_NAME })}</p>
        <p>{t("footer.copyright", { year, brand: BRAND_NAME })}</p>
      </div>
    </footer>
  );
}
