import { StandaloneScript } from "~/components/StandaloneScript";
import { STANDALONE_SCRIPTS } from "~/enhance/addresses";
import { useTranslation } from "~/infrastructure/i18n/context";
import { PASSWORD_STRENGTHS, type PasswordStrength as Strength, strengthLevel } from "~/domain/accounts/password";

/**
 * "Password strength: Good", with a three-step bar; rendered by the server, and live as the
 * parent types with app/enhance/password-strength.ts, from the labels written here.
 */
export function PasswordStrength({ id, strength }: { id: string; strength: Strength }) {
  const { t } = useTranslation();
  const label = (each: Strength) => t("auth.strengthLabel", { strength: t(`auth.strength.${each}`) });
  const level = strengthLevel(strength);
  return (
    <>
      <p
        id={id}
        className={`password-strength password-strength-${strength}`}
        aria-live="polite"
        data-labels={JSON.stringify(Object.fromEntries(PASSWORD_STRENGTHS.map((each) => [each, label(each)])))}
      >
        <span className="password-strength-bar" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span key={step} className={step <= level ? "filled" : undefined} />
          ))}
        </span>
        <span data-label>{label(strength)}</span>
      </p>
      <StandaloneScript src={STANDALONE_SCRIPTS.passwordStrength} />
    </>
  );
}
