import { describe, expect, it } from "vitest";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { getPrivacySettings, savePrivacySettings } from "./settings.server";
import { displayName, initials, splitFullName } from "./users";

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

  it("keep analytics off while child mode is on", async () => {
    const { db } = await createTestDatabase();
    const parent = await createTestParent(db);
    expect(await savePrivacySettings(db, parent.id, { childMode: true, analyticsEnabled: true, crashReportingEnabled: false })).toMatchObject({
      childMode: true,
      analyticsEnabled: false,
      crashReportingEnabled: false,
    });
    expect(await savePrivacySettings(db, parent.id, { childMode: false, analyticsEnabled: true, crashReportingEnabled: true })).toMatchObject({
      childMode: false,
      analyticsEnabled: true,
      trackingAllowed: false,
    });
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
