import { describe, expect, it } from "vitest";
import { scriptsSent } from "./page-scripts";

describe("which pages send scripts", () => {
  it('"none" sends no script; "standalone" sends its standalone scripts only', () => {
    expect(scriptsSent({ leafHandle: { scripts: "none" }, savesData: false })).toBe("none");
    expect(scriptsSent({ leafHandle: { scripts: "standalone" }, savesData: false })).toBe("standalone");
  });

  it("a page without a word on it, or with an unknown value, gets its standalone scripts: a typo must not take them away", () => {
    expect(scriptsSent({ leafHandle: { strings: ["games"] }, savesData: false })).toBe("standalone");
    expect(scriptsSent({ leafHandle: undefined, savesData: false })).toBe("standalone");
    expect(scriptsSent({ leafHandle: { scripts: "never" }, savesData: false })).toBe("standalone");
    expect(scriptsSent({ leafHandle: { scripts: "hydrated" }, savesData: false })).toBe("standalone");
  });

  it("a browser that saves data gets no script, whatever the page says", () => {
    for (const scripts of ["none", "standalone", undefined]) {
      expect(scriptsSent({ leafHandle: { scripts }, savesData: true })).toBe("none");
    }
  });
});
