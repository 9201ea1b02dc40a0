import { AppLink } from "~/components/AppLinks";
import { useTranslation } from "~/infrastructure/i18n/context";

export interface HeaderUser {
  displayName: string;
  initials: string;
}

/**
 * The signed-in parent's menu: avatar with initials, name, and dashboard / profile / log out.
 * A native <details>, so it opens without JavaScript; log out is a form post.
 */
export function UserMenu({ user, variant }: { user: HeaderUser; variant: "header" | "drawer" }) {
  const { t } = useTranslation();
  const items = (
    <ul className="user-menu-items">
      <li>
        <AppLink to="/parent-dashboard">{t("userMenu.dashboard")}</AppLink>
      </li>
      <li>
        <AppLink to="/profile">{t("userMenu.profile")}</AppLink>
      </li>
      <li>
        <form method="post" action="/auth/logout">
          <button type="submit" className="link-button">
            {t("userMenu.logout")}
          </button>
        </form>
      </li>
    </ul>
  );
  if (variant === "drawer") {
    return (
      <div className="user-menu-drawer">
        <p className="user-menu-name">
          <span className="avatar" aria-hidden="true">
            {user.initials}
          </span>
          {user.displayName}
        </p>
        {items}
      </div>
    );
  }
  return (
    <details className="user-menu">
      <summary>
        <span className="avatar" aria-hidden="true">
          {user.initials}
        </span>
        <span className="user-menu-name-text">{user.displayName}</span>
        <span className="visually-hidden"> — {t("userMenu.label")}</span>
      </summary>
      <div className="user-menu-panel">{items}</div>
    </details>
  );
}
