import { beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database.ts";
import { beginAssessment } from "./start.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});

const NOW = new Date("2026-11-22T10:00:00Z");

describe("the mail with a visitor's link", () => {
  it("names the child by the birth date, so that two children's mails differ", async () => {
    const { db } = database;
    const start = (birthDate: string, language: "az" | "en" | "ru") =>
      beginAssessment(
        db,
        { birthDate, weeksEarly: 0, email: "parent@example.az", userId: null, childId: null, deviceInfo: "phone" },
        { origin: "https://balaca.example", language },
        NOW,
      );
    await start("2025-09-10", "en");
    await start("2023-03-01", "en");
    await start("2024-01-05", "az");
    await start("2024-02-06", "ru");
    const mails = await db.selectFrom("mail_outbox").select(["subject", "body"]).orderBy("id").execute();
    expect(mails).toHaveLength(4);
    const [first, second, az, ru] = mails;
    expect(first?.subject).toContain("10/09/2025");
    expect(first?.body).toContain("10/09/2025");
    expect(second?.subject).toContain("01/03/2023");
    expect(second?.body).toContain("01/03/2023");
    expect(first?.subject).not.toBe(second?.subject);
    expect(az?.subject).toContain("05.01.2024");
    expect(az?.body).toContain("05.01.2024");
    expect(ru?.subject).toContain("06.02.2024");
    expect(ru?.body).toContain("06.02.2024");
  });
});
