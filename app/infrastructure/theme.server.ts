import { preferenceCookie } from "./preference-cookie.server";
import { DEFAULT_THEME, type Theme, isTheme } from "./theme";

export const themeCookie = preferenceCookie("theme");

export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  return isTheme(value) ? value : DEFAULT_THEME;
}
