import { useLocation } from "react-router";
import { useTranslation } from "~/infrastructure/i18n/context";

/** A gentle note until the parent confirms their email; sign-in works meanwhile. */
export function EmailReminder({ email }: { email: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <aside className="reminder" aria-label={t("emailReminder.title")}>
      <p>{t("emailReminder.text", { email })}</p>
      <form method="post" action="/auth/confirm-email">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <button type="submit" className="button button-secondary button-small">
          {t("emailReminder.resend")}
        </button>
      </form>
    </aside>
  );
}
