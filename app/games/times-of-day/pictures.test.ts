import { describe, expect, it } from "vitest";
import { ROUTINE_IDS } from "./logic";
import { ROUTINE_PICTURES } from "./pictures";

describe("times of day: pictures", () => {
  it("has a different picture for every thing", () => {
    const pictures = ROUTINE_IDS.map((id) => ROUTINE_PICTURES[id].name);
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
