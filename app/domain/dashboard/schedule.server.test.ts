import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addChild } from "~/domain/children/children.server";
import type { DB } from "~/db.server";
import { createTestParent } from "../../../tests/support/accounts";
import { createTestDatabase } from "../../../tests/support/test-database";
import { ScheduleFormSchema, saveSchedule, scheduleOf, sendPracticeReminders } from "./schedule.server";

let db: DB;
beforeEach(async () => {
  db = (await createTestDatabase()).db;
});
afterEach(async () => {
  await db.destroy();
});

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const parse = (entries: Array<[string, string]>) => parseWithZod(form(entries), { schema: ScheduleFormSchema });
function errorsOf(entries: Array<[string, string]>) {
  const submission = parse(entries);
  return submission.status === "success" ? null : submission.error;
}

describe("the practice schedule", () => {
  it("reads weekdays and a time, and says what is missing", () => {
    expect(
      parse([
        ["weekday", "3"],
        ["weekday", "0"],
        ["weekday", "3"],
        ["time", "17:30"],
        ["remind", "on"],
      ]),
    ).toMatchObject({
      status: "success",
      value: { weekdays: [0, 3], time: "17:30", remind: true },
    });
    expect(
      parse([
        ["weekday", "5"],
        ["time", " 08:05 "],
      ]),
    ).toMatchObject({ status: "success", value: { weekdays: [5], time: "08:05", remind: false } });
    expect(
      errorsOf([
        ["weekday", "7"],
        ["weekday", "x"],
        ["time", "25:00"],
      ]),
    ).toEqual({
      weekday: ["dashboard.schedule.errors.weekdays"],
      time: ["dashboard.schedule.errors.time"],
    });
    expect(
      errorsOf([
        ["weekday", "1"],
        ["time", ""],
      ]),
    ).toEqual({ time: ["dashboard.schedule.errors.time"] });
    expect(errorsOf([])).toEqual({ weekday: ["dashboard.schedule.errors.weekdays"], time: ["dashboard.schedule.errors.time"] });
  });

  it("keeps one schedule per child, apart from the parent's own", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
    const forLeyla = { userId: parent.id, childId: leyla.id };
    expect(await scheduleOf(db, forLeyla)).toBeNull();
    await saveSchedule(db, forLeyla, { weekdays: [0, 3], time: "17:30", remind: false });
    await saveSchedule(db, forLeyla, { weekdays: [1], time: "09:00", remind: true });
    expect(await scheduleOf(db, forLeyla)).toEqual({ weekdays: [1], time: "09:00", remind: true });
    expect(await scheduleOf(db, { userId: parent.id, childId: null })).toBeNull();
    expect(await db.selectFrom("practice_schedules").select("id").execute()).toHaveLength(1);
  });

  it("mails a reminder the day before a practice day, once, naming the child, only when asked", async () => {
    const parent = await createTestParent(db);
    const leyla = await addChild(db, parent.id, { firstName: "Leyla", lastName: "", birthDate: "2024-05-01" });
    // Thursday is weekday 3; Wednesday 25 November 2026 is the day before.
    await saveSchedule(db, { userId: parent.id, childId: leyla.id }, { weekdays: [3], time: "17:30", remind: true });
    await saveSchedule(db, { userId: parent.id, childId: null }, { weekdays: [3], time: "10:00", remind: false });
    expect(await sendPracticeReminders(db, new Date("2026-11-24T08:00:00Z"))).toBe(0);
    expect(await sendPracticeReminders(db, new Date("2026-11-25T08:00:00Z"))).toBe(1);
    expect(await sendPracticeReminders(db, new Date("2026-11-25T16:00:00Z"))).toBe(0);
    const mails = await db.selectFrom("mail_outbox").select(["to_email", "body", "language"]).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_email).toBe(parent.email);
    expect(mails[0]?.body).toContain("Leyla");
    expect(mails[0]?.body).toContain("17:30");
    // A week later it reminds again.
    expect(await sendPracticeReminders(db, new Date("2026-12-02T08:00:00Z"))).toBe(1);
  });
});
