import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "./calendar";

describe("calendar arithmetic", () => {
  it("adds months, keeping the day where the month has it and the last day where it does not", () => {
    expect(addMonths("2026-11-22T10:00:00.000Z", 6)).toBe("2027-05-22T10:00:00.000Z");
    expect(addMonths("2027-01-31T08:30:00.000Z", 1)).toBe("2027-02-28T08:30:00.000Z");
    expect(addMonths("2028-01-31T08:30:00.000Z", 1)).toBe("2028-02-29T08:30:00.000Z");
    expect(addMonths("2026-12-15T00:00:00.000Z", 12)).toBe("2027-12-15T00:00:00.000Z");
  });

  it("adds days", () => {
    expect(addDays("2026-11-22T10:00:00.000Z", 7)).toBe("2026-11-29T10:00:00.000Z");
  });
});
