import type { AgeRangeInMonths } from "~/content/homework/types";
import type { Translate } from "~/infrastructure/i18n/translate";

const years = (months: number) => String(Math.round((months / 12) * 10) / 10);

/** "0-3 months" for babies, else "1.5-3 years". */
export function formatAges(t: Translate, ages: AgeRangeInMonths): string {
  if (ages.toMonths <= 12) return t("homework.agesMonths", { from: ages.fromMonths, to: ages.toMonths });
  return t("homework.agesYears", { from: years(ages.fromMonths), to: years(ages.toMonths) });
}
