import { describe, expect, it } from "vitest";
import { scriptsSent } from "./page-scripts";

describe("which pages send scripts", () => {
  it("a page without a word on it is hydrated, unless the browser saves data", () => {
    expect(scriptsSent({ leafHandle: { strings: ["games"] }, savesData: false })).toBe("hydrated");
    expect(scriptsSent({ leafHandle: undefined, savesData: false })).toBe("hydrated");
    expect(scriptsSent({ leafHandle: { strings: ["games"] }, savesData: true })).toBe("none");
  });

  it('"none" sends no script; "standalone" sends its enhancements only', () => {
    expect(scriptsSent({ leafHandle: { scripts: "none" }, savesData: false })).toBe("none");
    expect(scriptsSent({ leafHandle: { scripts: "standalone" }, savesData: false })).toBe("standalone");
  });

  it("a browser that saves data gets no script, whatever the page says", () => {
    for (const scripts of ["none", "standalone", undefined]) {
      expect(scriptsSent({ leafHandle: { scripts }, savesData: true })).toBe("none");
    }
  });

  it("an unknown value is the default: a typo must not take a page's scripts away", () => {
    expect(scriptsSent({ leafHandle: { scripts: "never" }, savesData: false })).toBe("hydrated");
    expect(scriptsSent({ leafHandle: { scripts: "signed-in" }, savesData: false })).toBe("hydrated");
  });
});
