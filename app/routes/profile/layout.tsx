import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { PageMeta } from "~/components/PageMeta";
import { AppLink } from "~/components/AppLinks";
import { requireParent } from "~/infrastructure/guards.server";
import { expertEmail } from "~/domain/expert/availability.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";

const TABS = [
  { to: "/profile", label: "profile.accountTab", end: true },
  { to: "/profile/children", label: "profile.childrenTab", end: false },
  { to: "/profile/subscription", label: "profile.subscriptionTab", end: false },
  { to: "/profile/cards", label: "profile.cardsTab", end: false },
  { to: "/profile/transactions", label: "profile.transactionsTab", end: false },
  { to: "/profile/coupons", label: "profile.couponsTab", end: false },
  { to: "/profile/questions", label: "profile.expertTab", end: false },
  { to: "/profile/privacy", label: "profile.privacyTab", end: false },
  { to: "/profile/offline", label: "offline.tab", end: false },
] as const;

/** The profile's frame: signed-in parents who accepted the legal documents, with the tabs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireParent(request, context);
  return { expertSupport: expertEmail() !== null };
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Expert questions have a tab only where an expert answers them.
  const shownTabs = TABS.filter((tab) => loaderData.expertSupport || tab.to !== "/profile/questions");
  const { pathname } = useLocation();
  // On a phone the tabs are one row that scrolls sideways: app.css brings the current one into view.
  const currentTab = shownTabs.find((tab) => pathname === tab.to || (!tab.end && pathname.startsWith(`${tab.to}/`)))?.to;
  return (
    <div className="page profile">
      <PageMeta title={`${t("profile.title")} — ${BRAND_NAME}`} />
      <h1>{t("profile.title")}</h1>
      <nav className="tabs" aria-label={t("profile.tabsLabel")}>
        {shownTabs.map((tab) => (
          <AppLink key={tab.to} to={tab.to} className="tab" aria-current={tab.to === currentTab ? "page" : undefined}>
            {t(tab.label)}
          </AppLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
