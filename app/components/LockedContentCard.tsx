import { useTranslation } from "~/infrastructure/i18n/context";
import { AppLink } from "~/components/AppLinks";

/**
 * What a premium page shows instead of its content: a visitor is asked to log in
 * (registration is free); a parent without a subscription gets the three benefits and the
 * way to the plans.
 */
export function LockedContentCard({ reason, returnTo, text }: { reason: "login_required" | "subscription_required"; returnTo: string; text?: string }) {
  const { t } = useTranslation();
  if (reason === "login_required") {
    return (
      <section className="card locked-card" aria-labelledby="locked-title">
        <h2 id="locked-title">{t("locked.loginTitle")}</h2>
        <p>{t("locked.loginText")}</p>
        <p className="button-row">
          <AppLink to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} className="button button-primary">
            {t("locked.loginButton")}
          </AppLink>
          <AppLink to="/auth?mode=signup" className="button button-secondary">
            {t("locked.signUpButton")}
          </AppLink>
        </p>
      </section>
    );
  }
  return (
    <section className="card locked-card" aria-labelledby="locked-title">
      <h2 id="locked-title">{t("locked.premiumTitle")}</h2>
      {text ? <p>{text}</p> : null}
      <p>{t("locked.premiumText")}</p>
      <ul className="plan-features">
        <li>{t("locked.benefitGames")}</li>
        <li>{t("locked.benefitHomework")}</li>
        <li>{t("locked.benefitInsights")}</li>
      </ul>
      <p>
        <AppLink to={`/subscription/plans?next=${encodeURIComponent(returnTo)}`} className="button button-primary">
          {t("locked.premiumButton")}
        </AppLink>
      </p>
      <p className="fine-print">{t("locked.note")}</p>
    </section>
  );
}
