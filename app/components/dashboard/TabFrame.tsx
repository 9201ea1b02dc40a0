import type { ReactNode } from "react";
import { LockedContentCard } from "~/components/LockedContentCard";
import { PageMeta } from "~/components/PageMeta";
import type { DashboardTab } from "~/domain/dashboard/tabs";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";

/** A dashboard tab: its title, and either its content or the locked-content card. */
export function TabFrame({ tab, locked, children }: { tab: DashboardTab; locked: "login_required" | "subscription_required" | null; children: ReactNode }) {
  const { t } = useTranslation();
  const path = tab === "overview" ? "/parent-dashboard" : `/parent-dashboard/${tab}`;
  return (
    <section aria-labelledby="tab-title" className="dashboard-tab">
      <PageMeta title={t("dashboard.metaTitle", { tab: t(`dashboard.tabs.${tab}`), brand: BRAND_NAME })} />
      <h2 id="tab-title">{t(`dashboard.tabs.${tab}`)}</h2>
      {locked ? <LockedContentCard reason={locked} returnTo={path} /> : children}
    </section>
  );
}
