import type { Operator, Processors } from "~/domain/trust/installation";
import { BRAND_NAME } from "~/lib/brand";
import { useTranslation } from "~/infrastructure/i18n/context";

/**
 * "Who runs this service": the operator's identity and the outside services that receive data,
 * from configuration, at the top of each legal document. Without an operator it says plainly
 * that this is the demo (a production start refuses without one), or, on a developer's
 * machine, that no one has been named.
 */
export function OperatorBox({ operator, processors, demo }: { operator: Operator | null; processors: Processors; demo: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card operator-box" aria-labelledby="operator-title" data-testid="operator">
      <h2 id="operator-title">{t("legal.operator.title")}</h2>
      {operator ? (
        <dl>
          <dt>{t("legal.operator.name")}</dt>
          <dd>{operator.name}</dd>
          <dt>{t("legal.operator.address")}</dt>
          <dd>{operator.address}</dd>
          {operator.taxId ? (
            <>
              <dt>{t("legal.operator.taxId")}</dt>
              <dd>{operator.taxId}</dd>
            </>
          ) : null}
          <dt>{t("legal.operator.email")}</dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
          <dt>{t("legal.operator.dataLocation")}</dt>
          <dd>{operator.dataLocation ?? t("legal.operator.dataLocationUnknown")}</dd>
        </dl>
      ) : demo ? (
        <p className="notice" role="note">
          {t("legal.operator.demo", { brand: BRAND_NAME })}
        </p>
      ) : (
        <p className="notice" role="note">
          {t("legal.operator.notNamed", { brand: BRAND_NAME })}
        </p>
      )}
      <h3>{t("legal.operator.processorsTitle")}</h3>
      <ul>
        <li>{processors.mailHost ? t("legal.operator.mail", { host: processors.mailHost }) : t("legal.operator.mailNone")}</li>
        <li>
          {processors.payments === "epoint"
            ? t("legal.operator.epoint")
            : processors.payments === "simulator"
              ? t("legal.operator.simulator")
              : t("legal.operator.paymentsOff")}
        </li>
        {processors.google ? <li>{t("legal.operator.google")}</li> : null}
      </ul>
    </section>
  );
}
