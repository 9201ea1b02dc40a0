import { describe, expect, it } from "vitest";
import { currentYear, formatDate, formatLongDate } from "./dates";

describe("dates", () => {
  const date = new Date("2026-11-21T10:00:00Z");

  it("writes dates day first in every language", () => {
    expect(formatDate(date, "az")).toBe("21.11.2026");
    expect(formatDate(date, "ru")).toBe("21.11.2026");
    expect(formatDate(date, "en")).toBe("21/11/2026");
  });

  it("shows a calendar day as that day, whatever the time zone", () => {
    expect(formatDate("2022-09-05", "az")).toBe("05.09.2022");
    expect(formatDate("2022-09-05", "en")).toBe("05/09/2022");
    expect(formatDate(new Date("2026-12-31T21:30:00Z"), "ru")).toBe("01.01.2027");
  });

  it("names the month in the page's language", () => {
    expect(formatLongDate(date, "en")).toBe("21 November 2026");
    expect(formatLongDate(date, "ru")).toMatch(/^21 ноября 2026/);
    expect(formatLongDate(date, "az")).toMatch(/^21 noyabr 2026/);
  });

  it("takes the year from the date in Baku", () => {
    expect(currentYear(new Date("2026-12-31T21:00:00Z"))).toBe(2027);
    expect(currentYear(new Date("2026-12-31T19:00:00Z"))).toBe(2026);
  });

  it("turns the year at midnight in Baku", () => {
    expect(currentYear(new Date("2026-12-31T19:00:00Z"))).toBe(2026);
    expect(currentYear(new Date("2026-12-31T19:59:59.999Z"))).toBe(2026);
    expect(currentYear(new Date("2026-12-31T20:00:00Z"))).toBe(2027);
    expect(currentYear(new Date("2026-12-31T20:30:00Z"))).toBe(2027);
    expect(currentYear(new Date("2026-12-31T19:30:00Z"))).toBe(2026);
  });
});
