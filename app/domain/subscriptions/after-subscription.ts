import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * Where a parent goes once a subscription is active (the spec's post_subscription_redirect):
 * the premium page that sent them to the plans, kept for an hour in a signed cookie that only
 * /subscription pages receive. Without one, the catalogue.
 */
export const DEFAULT_AFTER_SUBSCRIPTION = "/courses";

/** The page to come back to, from a `next` parameter; null for anything that is not a path here. */
export function nextPagePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = safeRedirectPath(value, "");
  return path && !path.startsWith("/subscription") ? path : null;
}
