import type { DB } from "~/db.server";

/**
 * The spec's privacy settings. Balaca runs no analytics, tracking or crash-reporting service,
 * so nothing reads these to decide what to collect: child mode is the parent's standing choice
 * (analytics and tracking stay off for them even if such a service is ever added), and the
 * other flags keep the spec's defaults, which no form can change, for the day a parent is
 * asked about such a service.
 */
export interface PrivacySettings {
  childMode: boolean;
  trackingAllowed: boolean;
  analyticsEnabled: boolean;
  crashReportingEnabled: boolean;
  lastUpdated: string | null;
}

/** Child mode on, tracking and analytics off, crash reports on: for visitors and new accounts. */
export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  childMode: true,
  trackingAllowed: false,
  analyticsEnabled: false,
  crashReportingEnabled: true,
  lastUpdated: null,
};

export async function getPrivacySettings(db: DB, userId: string): Promise<PrivacySettings> {
  const row = await db.selectFrom("user_settings").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return DEFAULT_PRIVACY_SETTINGS;
  return {
    childMode: row.child_mode === 1,
    trackingAllowed: row.tracking_allowed === 1,
    analyticsEnabled: row.analytics_enabled === 1,
    crashReportingEnabled: row.crash_reporting_enabled === 1,
    lastUpdated: row.updated_at,
  };
}

/**
 * Saves the one choice a parent can make, child mode. Analytics and crash reports cannot be
 * switched on (no such service exists): analytics stays off, and the crash-report flag keeps
 * what is stored; cross-site tracking is never allowed (the spec reports it as not supported).
 */
export async function savePrivacySettings(db: DB, userId: string, wanted: { childMode: boolean }, now: Date = new Date()): Promise<PrivacySettings> {
  const values = {
    child_mode: wanted.childMode ? 1 : 0,
    tracking_allowed: 0,
    analytics_enabled: 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("user_settings")
    .values({ user_id: userId, ...values, crash_reporting_enabled: DEFAULT_PRIVACY_SETTINGS.crashReportingEnabled ? 1 : 0 })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return getPrivacySettings(db, userId);
}
