import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from "~/domain/accounts/settings.server";
import { preferenceCookie } from "./preference-cookie.server";

/** A visitor's privacy settings, until they have an account (spec: a cookie for visitors). */
export const visitorPrivacyCookie = preferenceCookie("privacy");

export async function getVisitorPrivacySettings(request: Request): Promise<PrivacySettings> {
  const value: unknown = await visitorPrivacyCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return DEFAULT_PRIVACY_SETTINGS;
  const stored = value as Record<string, unknown>;
  const childMode = stored.childMode !== false;
  return {
    childMode,
    trackingAllowed: false,
    analyticsEnabled: !childMode && stored.analyticsEnabled === true,
    crashReportingEnabled: stored.crashReportingEnabled !== false,
    lastUpdated: typeof stored.lastUpdated === "string" ? stored.lastUpdated : null,
  };
}

/** The same rule as for parents: child mode keeps analytics off; tracking is never on. */
export async function serializeVisitorPrivacySettings(wanted: {
  childMode: boolean;
  analyticsEnabled: boolean;
  crashReportingEnabled: boolean;
}): Promise<string> {
  return visitorPrivacyCookie.serialize({
    childMode: wanted.childMode,
    analyticsEnabled: wanted.childMode ? false : wanted.analyticsEnabled,
    crashReportingEnabled: wanted.crashReportingEnabled,
    lastUpdated: new Date().toISOString(),
  });
}
