import { createCookie } from "react-router";
import { getEnv } from "~/env.server";
import { DEFAULT_AFTER_SUBSCRIPTION, nextPagePath } from "~/domain/subscriptions/after-subscription";
import { getSessionSecrets } from "./secrets.server";
import { singleton } from "./singleton.server";

/** The signed cookie that keeps where a parent goes once subscribed, for an hour, sent only to /subscription pages. */
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
