import { useTranslation } from "~/infrastructure/i18n/context";
import { HONEYPOT_FIELD } from "~/infrastructure/honeypot";

/** A field hidden from people and assistive technology; robots fill it in and are ignored. */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>{t("forms.honeypotLabel")}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
