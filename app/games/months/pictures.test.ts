import { describe, expect, it } from "vitest";
import { SEASON_PICTURES } from "../art/calendar-pictures";
import { MONTHS } from "./logic";
import { MONTH_PICTURES } from "./pictures";

describe("months: pictures", () => {
  it("gives every month its own picture, none of them a season's picture", () => {
    const pictures = MONTHS.map((month) => MONTH_PICTURES[month].name);
    expect(new Set(pictures).size).toBe(12);
    for (const season of Object.values(SEASON_PICTURES)) expect(pictures).not.toContain(season.name);
  });
});
