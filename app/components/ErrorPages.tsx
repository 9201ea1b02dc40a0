import { useTranslation } from "~/lib/i18n/context";
import { BRAND_NAME } from "~/lib/brand";
import { PageMeta } from "./PageMeta";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <PageMeta title={t("meta.notFoundTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">404</p>
      <h1 id="error-title">{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFoundText")}</p>
      <p>
        <a className="button button-primary" href="/">
          {t("errors.notFoundHome")}
        </a>
      </p>
    </section>
  );
}

export function ServerErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <PageMeta title={t("meta.errorTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("errors.errorStatus", { status })}</p>
      <h1 id="error-title">{t("errors.serverErrorTitle")}</h1>
      <p>{t("errors.serverErrorText")}</p>
      <p>
        <a className="button button-primary" href="/">
          {t("errors.notFoundHome")}
        </a>
      </p>
    </section>
  );
}

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <PageMeta title={`${t("errors.accessDeniedTitle")} — ${BRAND_NAME}`} />
      <p className="eyebrow">403</p>
      <h1 id="error-title">{t("errors.accessDeniedTitle")}</h1>
      <p>{t("children.accessDenied")}</p>
      <p>
        <a className="button button-primary" href="/">
          {t("errors.notFoundHome")}
        </a>
      </p>
    </section>
  );
}
