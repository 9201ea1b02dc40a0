import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

/**
 * A link within the site: a plain `<a>` (no page runs React Router in the browser, ADR 025, 035).
 * A `to` that is not an absolute path ("." or "?page=2") is resolved against the route by React
 * Router's `Link`, which renders the same `<a>` with the resolved address.
 */
export function AppLink({ to, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  if (!to.startsWith("/")) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
