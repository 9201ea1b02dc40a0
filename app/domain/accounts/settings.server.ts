import type { DB } from "~/db.server";

/** The spec's privacy settings, as the profile shows them. */
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
 * Saves the settings. While child mode is on, tracking and analytics are off whatever was
 * asked; cross-site tracking is never allowed (the spec reports it as not supported).
 */
export async function savePrivacySettings(
  db: DB,
  userId: string,
  wanted: { childMode: boolean; analyticsEnabled: boolean; crashReportingEnabled: boolean },
  now: Date = new Date(),
): Promise<PrivacySettings> {
  const values = {
    child_mode: wanted.childMode ? 1 : 0,
    tracking_allowed: 0,
    analytics_enabled: wanted.childMode ? 0 : wanted.analyticsEnabled ? 1 : 0,
    crash_reporting_enabled: wanted.crashReportingEnabled ? 1 : 0,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("user_settings")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return getPrivacySettings(db, userId);
}
