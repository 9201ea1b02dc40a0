import { describe, expect, it } from "vitest";
import { SEASON_PICTURES } from "../art/calendar-pictures";
import { THING_IDS } from "./logic";
import { THING_PICTURES } from "./pictures";

describe("seasons: pictures", () => {
  it("gives every thing its own picture, none of them a season's picture", () => {
    const pictures = THING_IDS.map((id) => THING_PICTURES[id].name);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const season of Object.values(SEASON_PICTURES)) expect(pictures).not.toContain(season.name);
  });
});
