import { Form } from "react-router";
import type { PrivacySettings } from "~/domain/accounts/settings.server";
import { useTranslation } from "~/infrastructure/i18n/context";

/**
 * Child mode, the one standing choice, and what Balaca does not run: the same form for parents
 * and for visitors. There are no switches for analytics or crash reports because no such
 * service exists; a switch that controls nothing would suggest one does.
 */
export function PrivacySettingsForm({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="form">
      <input type="hidden" name="intent" value="settings" />
      <Toggle name="childMode" label={t("privacy.childMode")} hint={t("privacy.childModeHint")} checked={settings.childMode} />
      <p className="fine-print">{t("privacy.noAnalyticsNote")}</p>
      <p className="fine-print">{t("privacy.trackingNote")}</p>
      <button type="submit" className="button button-primary">
        {t("privacy.saveSettings")}
      </button>
    </Form>
  );
}

function Toggle({ name, label, hint, checked }: { name: string; label: string; hint: string; checked: boolean }) {
  const hintId = `${name}-hint`;
  return (
    <div className="toggle">
      <label className="checkbox">
        <input type="checkbox" name={name} defaultChecked={checked} aria-describedby={hintId} />
        {label}
      </label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
