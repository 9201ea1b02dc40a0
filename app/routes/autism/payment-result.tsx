import type { Route } from "./+types/payment-result";
import { PageMeta } from "~/components/PageMeta";
import { AUTISM_START_PATH, PAYMENT_RESULT_POLL_MAX } from "~/domain/autism/navigation";
import { loadPaymentResult } from "./pages.server";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";
import type { ScriptsHandle } from "~/infrastructure/page-scripts";
import { AppLink } from "~/components/AppLinks";

export const handle: ScriptsHandle = { scripts: "standalone" };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentResult(request, context);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The screening payment's result: verifying (checks again every 5 s, by the Refresh header),
 * verified (the screening opens after 2 s), not confirmed after
 * the last check, or failed.
 */
export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, attempt } = loaderData;
  return (
    <section className="page page-narrow payment-result" aria-labelledby="payment-result-title" aria-live="polite">
      <PageMeta title={t("autism.resultMetaTitle", { brand: BRAND_NAME })} />
      <p className="eyebrow">{t("autism.eyebrow")}</p>
      {state === "verifying" ? (
        <>
          <h1 id="payment-result-title">{t("autism.verifyingTitle")}</h1>
          <p>{t("autism.verifyingText")}</p>
          <p className="fine-print">{t("autism.attempt", { attempt: attempt + 1, max: PAYMENT_RESULT_POLL_MAX })}</p>
          <progress max={PAYMENT_RESULT_POLL_MAX} value={attempt} aria-label={t("autism.verifyingTitle")} />
          <CheckOrGoBack automatic={loaderData.automatic} stop={loaderData.stop} checkAgain={loaderData.checkAgain} />
        </>
      ) : state === "verified" ? (
        <>
          <h1 id="payment-result-title">{t("autism.verifiedTitle")}</h1>
          <p>{t("autism.verifiedText", { name: loaderData.childName })}</p>
          {loaderData.automatic ? (
            <p className="fine-print">
              {t("autism.openingSoon")} <AppLink to={loaderData.stop}>{t("autism.stayHere")}</AppLink>
            </p>
          ) : null}
          <p>
            <AppLink to={loaderData.screeningPath} className="button button-primary">
              {t("autism.startButton")}
            </AppLink>
          </p>
        </>
      ) : state === "not_confirmed" ? (
        <>
          <h1 id="payment-result-title">{t("autism.notConfirmedTitle")}</h1>
          <p>{t("autism.notConfirmedText")}</p>
          <CheckOrGoBack automatic={false} stop={loaderData.stop} checkAgain={loaderData.checkAgain} />
        </>
      ) : (
        <>
          <h1 id="payment-result-title">{t("autism.failedTitle")}</h1>
          <p>{t("autism.failedText")}</p>
          <p>
            <AppLink to={AUTISM_START_PATH} className="button button-primary">
              {t("autism.tryAgain")}
            </AppLink>
          </p>
        </>
      )}
    </section>
  );
}

/** While waiting: stop the automatic checks (or check now), or go back to the screening page. */
function CheckOrGoBack(props: { automatic: boolean; stop: string; checkAgain: string }) {
  const { t } = useTranslation();
  return (
    <p className="button-row">
      {props.automatic ? (
        <AppLink to={props.stop}>{t("autism.stopChecking")}</AppLink>
      ) : (
        <AppLink to={props.checkAgain} className="button button-primary">
          {t("autism.checkStatus")}
        </AppLink>
      )}
      <AppLink to={AUTISM_START_PATH} className="button button-secondary">
        {t("autism.backToStart")}
      </AppLink>
    </p>
  );
}
