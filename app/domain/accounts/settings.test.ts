import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { getPrivacySettings, savePrivacySettings } from "./settings.server";
import { PrivacySettingsSchema } from "./account-forms";
import { displayName, initials, splitFullName } from "./users";
import az from "~/locales/az/privacy.json";
import en from "~/locales/en/privacy.json";
import ru from "~/locales/ru/privacy.json";

describe("privacy settings", () => {
  it("start with child mode on, tracking and analytics off, crash reports on", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db);
    expect(await getPrivacySettings(db, parent.id)).toMatchObject({
      childMode: true,
      trackingAllowed: false,
      analyticsEnabled: false,
      crashReportingEnabled: true,
    });
  });

  it("save child mode only: analytics never turns on and the crash-report flag keeps its default, since no such service exists", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db);
    expect(await savePrivacySettings(db, parent.id, { childMode: false })).toMatchObject({
      childMode: false,
      analyticsEnabled: false,
      trackingAllowed: false,
      crashReportingEnabled: true,
    });
    expect(await savePrivacySettings(db, parent.id, { childMode: true })).toMatchObject({
      childMode: true,
      analyticsEnabled: false,
      crashReportingEnabled: true,
    });
  });

  it("offer no analytics or crash-report switch in the form, and say so in every language", () => {
    const form = new FormData();
    form.set("childMode", "on");
    form.set("analyticsEnabled", "on");
    form.set("crashReportingEnabled", "on");
    expect(parseWithZod(form, { schema: PrivacySettingsSchema })).toMatchObject({ status: "success", value: { childMode: true } });
    expect(parseWithZod(new FormData(), { schema: PrivacySettingsSchema })).toMatchObject({ status: "success", value: { childMode: false } });
    for (const strings of [az, en, ru]) {
      expect(Object.keys(strings)).not.toContain("analytics");
      expect(Object.keys(strings)).not.toContain("crashReporting");
      expect(strings.noAnalyticsNote).not.toBe("");
    }
    expect(en.noAnalyticsNote).toBe("Balaca has no analytics, tracking or crash-reporting service; if that ever changes we will ask you first.");
  });
});

describe("names", () => {
  it("display the profile name, else the part of the email before the @", () => {
    expect(displayName({ firstName: "Aygün", lastName: "Məmmədova", email: "a@x.az" })).toBe("Aygün Məmmədova");
    expect(displayName({ firstName: "", lastName: "", email: "aygun.m@x.az" })).toBe("aygun.m");
  });

  it("give up to two initials", () => {
    expect(initials({ firstName: "aygün", lastName: "məmmədova", email: "a@x.az" })).toBe("AM");
    expect(initials({ firstName: "Leyla", lastName: "", email: "a@x.az" })).toBe("L");
    expect(initials({ firstName: "", lastName: "", email: "şəms@x.az" })).toBe("Ş");
  });

  it("split a full name into first and last", () => {
    expect(splitFullName("  Aygün   Məmmədova Rəşid qızı ")).toEqual({ firstName: "Aygün", lastName: "Məmmədova Rəşid qızı" });
    expect(splitFullName("Leyla")).toEqual({ firstName: "Leyla", lastName: "" });
  });
});
