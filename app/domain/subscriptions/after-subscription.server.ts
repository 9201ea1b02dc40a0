import { createCookie } from "react-router";
import { getEnv } from "~/env.server";
import { getSessionSecrets } from "~/lib/secrets.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { singleton } from "~/lib/singleton.server";

/**
 * Where a parent goes once a subscription is active (the spec's post_subscription_redirect):
 * the premium page that sent them to the plans, kept for an hour in a signed cookie that only
 * /subscription pages receive. Without one, the catalogue.
 */
export const DEFAULT_AFTER_SUBSCRIPTION = "/courses";

function afterSubscriptionCookie() {
  return singleton("after-subscription-cookie", () =>
    createCookie("after_subscription", {
      path: "/subscription",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().COOKIE_SECURE,
      secrets: getSessionSecrets(),
      maxAge: 60 * 60,
    }),
  );
}

/** The page to come back to, from a `next` parameter; null for anything that is not a path here. */
export function nextPagePath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = safeRedirectPath(value, "");
  return path && !path.startsWith("/subscription") ? path : null;
}

export function rememberAfterSubscription(path: string): Promise<string> {
  return afterSubscriptionCookie().serialize(path);
}

export function forgetAfterSubscription(): Promise<string> {
  return afterSubscriptionCookie().serialize("", { maxAge: 0 });
}

export async function afterSubscriptionPath(request: Request): Promise<string> {
  const value: unknown = await afterSubscriptionCookie().parse(request.headers.get("Cookie"));
  return (typeof value === "string" ? nextPagePath(value) : null) ?? DEFAULT_AFTER_SUBSCRIPTION;
}
