import { createCookie } from "react-router";
import { getEnv } from "~/env.server";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * A cookie that remembers a preference (language, theme, a visitor's privacy settings) for
 * a year. Unsigned: readers accept only values they recognise and fall back to a default.
 * HttpOnly because no script needs it; SameSite=Lax and Secure like every cookie here.
 */
export function preferenceCookie(name: string) {
  return createCookie(name, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: getEnv().COOKIE_SECURE,
    maxAge: ONE_YEAR_SECONDS,
  });
}
