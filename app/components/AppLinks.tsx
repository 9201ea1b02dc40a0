import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "react-router";
import { useSendsScripts } from "~/lib/nonce";

/**
 * A link within the site: React Router's `Link` on a page running React (a game's: client-side
 * navigation), a plain `<a>` on a page sent without React (ADR 023-025), where the two behave the
 * same and React Router's would only cost the server its path resolution, once per link (issue
 * 22: about 3 % of the catalogue's time, with its 60 links). A `to` that is not an absolute path
 * ("." or "?page=2") is resolved against the route by React Router on both.
 */
export function AppLink({
  to,
  children,
  preventScrollReset,
  reloadDocument,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; preventScrollReset?: boolean; reloadDocument?: boolean }) {
  if (useSendsScripts() || !to.startsWith("/")) {
    return (
      <Link to={to} preventScrollReset={preventScrollReset} reloadDocument={reloadDocument} {...rest}>
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

interface AppFormProps {
  method: "post";
  action: string;
  className?: string;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  children: ReactNode;
}

/**
 * The frame's small forms (the language and theme switchers, signing out, the email reminder):
 * React Router's `Form` on a page running React, a plain `<form>` otherwise. `action` is an
 * absolute path, so both post to the same address.
 */
export function AppForm({ method, action, className, reloadDocument, preventScrollReset, children }: AppFormProps) {
  if (useSendsScripts()) {
    return (
      <Form method={method} action={action} className={className} reloadDocument={reloadDocument} preventScrollReset={preventScrollReset}>
        {children}
      </Form>
    );
  }
  return (
    <form method={method} action={action} className={className}>
      {children}
    </form>
  );
}
