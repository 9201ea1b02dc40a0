/** The dashboard's tabs in the spec's order; the first two are free (the rest are premium). */
export const DASHBOARD_TABS = ["overview", "games", "activity", "homework", "assessment", "analytics", "insights", "schedule", "achievements"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const FREE_TABS: ReadonlyArray<DashboardTab> = ["overview", "games"];

export function tabPath(tab: DashboardTab): string {
  return tab === "overview" ? "/parent-dashboard" : `/parent-dashboard/${tab}`;
}
