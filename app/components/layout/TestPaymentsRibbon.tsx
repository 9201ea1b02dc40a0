import { useTranslation } from "~/infrastructure/i18n/context";

/** On every page while payments go to the embedded simulator: nothing a parent "pays" is real. */
export function TestPaymentsRibbon() {
  const { t } = useTranslation();
  return (
    <p className="test-payments-ribbon" role="note">
      {t("testPayments")}
    </p>
  );
}
