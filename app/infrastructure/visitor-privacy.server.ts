import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from "~/domain/accounts/settings.server";
import { preferenceCookie } from "./preference-cookie.server";

/** A visitor's privacy settings, until they have an account (spec: a cookie for visitors). */
const visitorPrivacyCookie = preferenceCookie("privacy");

export async function getVisitorPrivacySettings(request: Request): Promise<PrivacySettings> {
  const value: unknown = await visitorPrivacyCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return DEFAULT_PRIVACY_SETTINGS;
  const stored = value as Record<string, unknown>;
  return {
    ...DEFAULT_PRIVACY_SETTINGS,
    childMode: stored.childMode !== false,
    lastUpdated: typeof stored.lastUpdated === "string" ? stored.lastUpdated : null,
  };
}

/**
 * The same rule as for parents: child mode is the only choice (no analytics, tracking or
 * crash-reporting service exists to switch on), and the other settings keep their defaults.
 */
export async function serializeVisitorPrivacySettings(wanted: { childMode: boolean }): Promise<string> {
  return visitorPrivacyCookie.serialize({ childMode: wanted.childMode, lastUpdated: new Date().toISOString() });
}
