import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import { PageMeta } from "./PageMeta";

/** The frame every error page shares: status, title, what happened, a way home. */
function ErrorPage({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page-narrow error-page" aria-labelledby="error-title">
      <PageMeta title={`${title} — ${BRAND_NAME}`} />
      <p className="eyebrow">{eyebrow}</p>
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <p>
        <a className="button button-primary" href="/">
          {t("errors.notFoundHome")}
        </a>
      </p>
    </section>
  );
}

/** Titles a loader may name for its 404 (the spec's 'Course Not Found', 'Exercise Not Found'). */
const NOT_FOUND_TITLES = ["errors.courseNotFound", "errors.exerciseNotFound"] as const;
type NotFoundTitle = (typeof NOT_FOUND_TITLES)[number];

export function isNotFoundTitle(value: unknown): value is NotFoundTitle {
  return (NOT_FOUND_TITLES as ReadonlyArray<unknown>).includes(value);
}

export function NotFoundPage({ title = "errors.notFoundTitle" }: { title?: NotFoundTitle | "errors.notFoundTitle" }) {
  const { t } = useTranslation();
  return <ErrorPage eyebrow="404" title={t(title)} text={t("errors.notFoundText")} />;
}

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return <ErrorPage eyebrow="403" title={t("errors.accessDeniedTitle")} text={t("errors.accessDeniedText")} />;
}

/** A request the server could not accept (a body that is not a form, too large, unreadable). */
export function BadRequestPage({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      eyebrow={t("errors.errorStatus", { status })}
      title={t(status === 413 ? "errors.tooLargeTitle" : "errors.badRequestTitle")}
      text={t(status === 413 ? "errors.tooLargeText" : "errors.badRequestText")}
    />
  );
}

export function ServerErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  return <ErrorPage eyebrow={t("errors.errorStatus", { status })} title={t("errors.serverErrorTitle")} text={t("errors.serverErrorText")} />;
}
