import { Form, NavLink, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { dashboardViewer, frameOf, switchChild } from "~/domain/dashboard/pages.server";
import { DASHBOARD_TABS, type DashboardTab, FREE_TABS, tabPath } from "~/domain/dashboard/tabs";
import { useTranslation } from "~/lib/i18n/context";
import type { StringsHandle } from "~/locales/namespaces";
import dashboardStylesheet from "~/styles/dashboard.css?url";
import { AppLink } from "~/components/AppLinks";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: dashboardStylesheet }];

export const handle: StringsHandle = { strings: ["dashboard", "locked"] };

/** The dashboard's frame: signed-in parents only (visitors sign in and come back), the child switcher and the tabs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return frameOf(await dashboardViewer(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return switchChild(request, context);
}

function currentTab(pathname: string): DashboardTab {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return (DASHBOARD_TABS as ReadonlyArray<string>).includes(last) ? (last as DashboardTab) : "overview";
}

function isReport(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").endsWith("/report");
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { children, selectedChildId, childName, premium } = loaderData;
  const tab = currentTab(pathname);
  return (
    <div className="page dashboard">
      <h1>{t("dashboard.title")}</h1>
      <div className="dashboard-frame">
        {children.length > 0 ? (
          <Form method="post" action="/parent-dashboard" className="card form dashboard-switcher">
            <input type="hidden" name="tab" value={tab} />
            <div className="field">
              <label htmlFor="dashboard-child">{t("dashboard.childLabel")}</label>
              <select id="dashboard-child" name="childId" defaultValue={selectedChildId ?? ""} key={selectedChildId ?? ""}>
                {children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
                <option value="">{t("dashboard.parentOwn")}</option>
              </select>
            </div>
            <button type="submit" className="button button-secondary">
              {t("dashboard.switchSubmit")}
            </button>
          </Form>
        ) : null}
        <p className="form-hint">
          {childName ? t("dashboard.showingFor", { name: childName }) : t("dashboard.showingForParent")}{" "}
          {children.length === 0 ? <AppLink to="/profile/add-child">{t("dashboard.addChild")}</AppLink> : null}
        </p>
      </div>
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
