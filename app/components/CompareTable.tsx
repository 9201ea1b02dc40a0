import { useTranslation } from "~/lib/i18n/context";

type CompareRow = {
  feature: "assessment" | "games" | "progress" | "analytics" | "recommendations" | "reports" | "support";
  free: "assessment" | "games" | "progress" | false;
  premium: "assessment" | "games" | "progress" | true;
};

/** The free-versus-premium comparison of spec section 1. */
const COMPARISON: ReadonlyArray<CompareRow> = [
  { feature: "assessment", free: "assessment", premium: "assessment" },
  { feature: "games", free: "games", premium: "games" },
  { feature: "progress", free: "progress", premium: "progress" },
  { feature: "analytics", free: false, premium: true },
  { feature: "recommendations", free: false, premium: true },
  { feature: "reports", free: false, premium: true },
  { feature: "support", free: false, premium: true },
];

/** The free-versus-premium table, on the home page and the pricing page. */
export function CompareTable({ premiumFrom, trialDays, games }: { premiumFrom: string | null; trialDays: number; games: { all: number; free: number } }) {
  const { t } = useTranslation();
  return (
    <table className="compare">
      <colgroup>
        <col className="compare-feature-column" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t("home.compareFeature")}</th>
          <th scope="col">
            <span className="compare-plan">{t("home.freeName")}</span>
            <span className="compare-price">{t("home.freePrice")}</span>
          </th>
          <th scope="col" className="compare-premium">
            <span className="compare-plan">{t("home.premiumName")}</span>
            {premiumFrom ? (
              <span className="compare-price">{t("home.premiumFrom", { price: premiumFrom })}</span>
            ) : null}
            {trialDays > 0 ? (
              <span className="compare-trial">{t("home.trial", { count: trialDays })}</span>
            ) : null}
          </th>
        </tr>
      </thead>
      <tbody>
        {COMPARISON.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{t(`home.features.${row.feature}`)}</th>
            <td>{row.free ? t(`home.freeValues.${row.free}`, row.free === "games" ? { count: games.free } : undefined) : <Mark included={false} />}</td>
            <td className="compare-premium">
              {row.premium === true ? <Mark included /> : t(`home.premiumValues.${row.premium}`, row.premium === "games" ? { count: games.all } : undefined)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Mark({ included }: { included: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={included ? "mark mark-yes" : "mark mark-no"}>
      <span aria-hidden="true">{included ? "✓" : "—"}</span>
      <span className="visually-hidden">{included ? t("home.included") : t("home.notIncluded")}</span>
    </span>
  );
}

