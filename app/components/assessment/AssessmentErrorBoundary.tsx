import { isRouteErrorResponse, useRouteError } from "react-router";
import { AccessDeniedPage, ServerErrorPage } from "~/components/ErrorPages";
import { PageMeta } from "~/components/PageMeta";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";

/**
 * The assessment pages' errors. A 404 means the assessment is gone or was never this
 * browser's: say so kindly and offer a new start rather than a bare "page not found".
 */
export function AssessmentErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDeniedPage />;
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <ServerErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  }
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <PageMeta title={`${t("assessment.notAvailableTitle")} — ${BRAND_NAME}`} />
      <p className="eyebrow">404</p>
      <h1 id="error-title">{t("assessment.notAvailableTitle")}</h1>
      <p>{t("assessment.notAvailableText")}</p>
      <p>
        <a className="button button-primary" href="/assessment">
          {t("assessment.startAgain")}
        </a>
      </p>
    </section>
  );
}
