import { useTranslation } from "~/lib/i18n/context";
import type { PasswordStrength as Strength } from "~/domain/accounts/password";

/** "Password strength: Good", with a three-step bar; rendered by the server and live with JS. */
export function PasswordStrength({ id, strength }: { id: string; strength: Strength }) {
  const { t } = useTranslation();
  const level = strength === "strong" ? 3 : strength === "good" ? 2 : 1;
  return (
    <p id={id} className={`password-strength password-strength-${strength}`} aria-live="polite">
      <span className="password-strength-bar" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span key={step} className={step <= level ? "filled" : undefined} />
        ))}
      </span>
      {t("auth.strengthLabel", { strength: t(`auth.strength.${strength}`) })}
    </p>
  );
}
