import { describe, expect, it } from "vitest";
import { HELPS } from "./logic";
import { HELP_PICTURES } from "./pictures";

describe("emotions: pictures", () => {
  it("draws every help differently", () => {
    expect(new Set(HELPS.map((help) => HELP_PICTURES[help].name)).size).toBe(HELPS.length);
  });
});
