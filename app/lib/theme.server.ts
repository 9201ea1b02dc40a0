import { createCookie } from "react-router";
import { getEnv } from "~/env.server";
import { DEFAULT_THEME, type Theme, isTheme } from "./theme";

export const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: getEnv().COOKIE_SECURE,
  maxAge: 60 * 60 * 24 * 365,
});

export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  return isTheme(value) ? value : DEFAULT_THEME;
}
