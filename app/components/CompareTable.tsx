import { SAMPLE_EXERCISES } from "~/domain/courses/states";
import { useTranslation } from "~/infrastructure/i18n/context";

type Counted = "games" | "homework";
/** A course's first exercises, open to every parent (the sample). */
type Sample = "courseSample";

type CompareRow = {
  feature: "assessment" | "games" | "homework" | "courses" | "progress" | "analytics" | "insights" | "reports";
  /** true: included; a counted feature: how many (from the content). */
  free: Counted | Sample | boolean;
  premium: Counted | boolean;
};

/**
 * The free-versus-premium comparison of spec section 1, limited to what the product does: the
 * counts come from the registries, and no row names a feature that does not exist.
 */
export const COMPARISON: ReadonlyArray<CompareRow> = [
  { feature: "assessment", free: true, premium: true },
  { feature: "games", free: "games", premium: "games" },
  { feature: "homework", free: "homework", premium: "homework" },
  { feature: "courses", free: "courseSample", premium: true },
  { feature: "progress", free: true, premium: true },
  // The parent dashboard's premium tabs.
  { feature: "analytics", free: false, premium: true },
  { feature: "insights", free: false, premium: true },
  { feature: "reports", free: false, premium: true },
];

type Counts = Record<Counted, { all: number; free: number }>;

/** The free-versus-premium table, on the home page and the pricing page. */
export function CompareTable({
  premiumFrom,
  trialDays,
  trialsDiffer,
  counts,
}: {
  premiumFrom: string | null;
  trialDays: number;
  trialsDiffer: boolean;
  counts: Counts;
}) {
  const { t } = useTranslation();
  function cell(value: CompareRow["free"], plan: "free" | "premium") {
    if (typeof value === "boolean") return <Mark included={value} />;
    if (value === "courseSample") return t("home.freeValues.courseSample", { count: SAMPLE_EXERCISES });
    return plan === "free" ? t(`home.freeValues.${value}`, { count: counts[value].free }) : t(`home.premiumValues.${value}`, { count: counts[value].all });
  }
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
            {premiumFrom ? <span className="compare-price">{t("home.premiumFrom", { price: premiumFrom })}</span> : null}
            {trialDays > 0 ? (
              <span className="compare-trial">{trialsDiffer ? t("home.trialUpTo", { count: trialDays }) : t("home.trial", { count: trialDays })}</span>
            ) : null}
          </th>
        </tr>
      </thead>
      <tbody>
        {COMPARISON.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{t(`home.features.${row.feature}`)}</th>
            <td>{cell(row.free, "free")}</td>
            <td className="compare-premium">{cell(row.premium, "premium")}</td>
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
