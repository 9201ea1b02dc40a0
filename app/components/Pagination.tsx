import { useLocation } from "react-router";
import { useTranslation } from "~/infrastructure/i18n/context";
import { type Page, pageHref } from "~/lib/pagination";
import { AppLink } from "~/components/AppLinks";

/** Newer and older pages of a list, as plain links (they work without JavaScript). */
export function Pagination({ page, label }: { page: Omit<Page<unknown>, "items">; label: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!page.hasNewer && !page.hasOlder) return null;
  return (
    <nav className="pagination" aria-label={`${label}: ${t("pagination.label")}`}>
      {page.hasNewer ? (
        <AppLink to={pageHref(pathname, search, page.page - 1)} rel="prev">
          <span aria-hidden="true">← </span>
          {t("pagination.newer")}
        </AppLink>
      ) : null}
      <span aria-current="page">{t("pagination.page", { page: page.page })}</span>
      {page.hasOlder ? (
        <AppLink to={pageHref(pathname, search, page.page + 1)} rel="next">
          {t("pagination.older")}
          <span aria-hidden="true"> →</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
