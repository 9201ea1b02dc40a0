import { NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { ForWhom } from "~/components/children/ForWhom";
import { frameOf } from "~/domain/dashboard/pages.server";
import { dashboardViewer } from "./viewer.server";
import { DASHBOARD_TABS, FREE_TABS, tabPath } from "~/domain/dashboard/tabs";
import { useTranslation } from "~/infrastructure/i18n/context";
import dashboardStylesheet from "~/styles/dashboard.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardStylesheet }];

/** The dashboard's frame: signed-in parents only (visitors sign in and come back), whose progress it is with the switcher, and the tabs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return frameOf(await dashboardViewer(request, context));
}

function isReport(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").endsWith("/report");
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { forWhom, premium } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="page dashboard">
      <h1>{t("dashboard.title")}</h1>
      <ForWhom forWhom={forWhom} />
      <nav className="tabs dashboard-tabs" aria-label={t("dashboard.tabsLabel")}>
        {DASHBOARD_TABS.map((name) => (
          <NavLink key={name} to={tabPath(name)} end className="tab">
            {t(`dashboard.tabs.${name}`)}
            {!premium && !FREE_TABS.includes(name) ? <span className="visually-hidden"> ({t("dashboard.premiumMark")})</span> : null}
            {!premium && !FREE_TABS.includes(name) ? (
              <span aria-hidden="true" className="dashboard-lock">
                {" "}
                🔒
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
      <Outlet />
      {isReport(pathname) ? null : (
        <p className="no-print">
          <AppLink to="/parent-dashboard/report" className="button button-secondary">
            {t("dashboard.printReport")}
          </AppLink>
        </p>
      )}
    </div>
  );
}
