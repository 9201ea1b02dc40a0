import { AppLink } from "~/components/AppLinks";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { Section } from "~/lib/sections";

type BottomNavKey = "home" | "courses" | "assessment" | "dashboard" | "profile";

interface BottomNavItem {
  key: BottomNavKey;
  to: string;
  isCurrent: (pathname: string, section: Section) => boolean;
  /** Inline SVG path data (24×24, stroked). */
  icon: string;
}

function under(pathname: string, ...prefixes: string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The spec's main sections (section 9): home, courses, assessment, dashboard, profile. */
function bottomNavItems(signedIn: boolean): ReadonlyArray<BottomNavItem> {
  return [
    { key: "home", to: "/", isCurrent: (pathname) => pathname === "/", icon: "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" },
    {
      key: "courses",
      to: "/courses",
      isCurrent: (pathname, section) => section === "games" || under(pathname, "/courses", "/homework"),
      icon: "M4 5h6a2 2 0 012 2v13a2 2 0 00-2-2H4zM20 5h-6a2 2 0 00-2 2v13a2 2 0 012-2h6z",
    },
    {
      key: "assessment",
      to: "/assessment",
      isCurrent: (pathname, section) => section === "assessment" || under(pathname, "/autism-assessment"),
      icon: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12l2 2 4-4M8 17h8",
    },
    {
      key: "dashboard",
      to: "/parent-dashboard",
      isCurrent: (_pathname, section) => section === "parent-dashboard",
      icon: "M4 20V10M10 20V4M16 20v-7M22 20H2",
    },
    {
      key: "profile",
      // Signed out, the profile is behind sign-in.
      to: signedIn ? "/profile" : "/auth",
      isCurrent: (pathname, section) => under(pathname, "/profile") || (!signedIn && section === "auth"),
      icon: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0",
    },
  ];
}

/**
 * The phone's bottom navigation (under 768 px; CSS hides it wider up and while a game is
 * played). Plain links, so it works without JavaScript.
 */
export function BottomNav({ pathname, section, signedIn }: { pathname: string; section: Section; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t("nav.bottom.label")}>
      <ul>
        {bottomNavItems(signedIn).map((item) => (
          <li key={item.key}>
            <AppLink to={item.to} className="bottom-nav-link" aria-current={item.isCurrent(pathname, section) ? "page" : undefined}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="bottom-nav-label">{t(`nav.bottom.${item.key}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
