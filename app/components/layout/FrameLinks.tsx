import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "react-router";
import { useSendsScripts } from "~/lib/nonce";

/**
 * The links and small forms of the site's frame (header, drawer, bottom bar, footer, the
 * switchers, the profile's tabs): React Router's `Link` and `Form` on a page running React (client-side navigation),
 * plain `<a>` and `<form>` on a page sent without it (ADR 023), where they behave the same and
 * React Router's would only cost the server their path resolution, about twenty times a page
 * (issue 22). `to` and `action` are absolute paths, so both render the same address.
 */
export function FrameLink({ to, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  if (useSendsScripts()) {
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

interface FrameFormProps {
  method: "post";
  action: string;
  className?: string;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  children: ReactNode;
}

export function FrameForm({ method, action, className, reloadDocument, preventScrollReset, children }: FrameFormProps) {
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
