import { describe, expect, it } from "vitest";
import { pageSendsScripts } from "./page-scripts";

describe("which pages send scripts", () => {
  it("a page without a word on it is hydrated, unless the browser saves data", () => {
    expect(pageSendsScripts({ leafHandle: { strings: ["games"] }, signedIn: false, savesData: false })).toBe(true);
    expect(pageSendsScripts({ leafHandle: undefined, signedIn: true, savesData: false })).toBe(true);
    expect(pageSendsScripts({ leafHandle: { strings: ["games"] }, signedIn: true, savesData: true })).toBe(false);
  });

  it('"none" sends no scripts to anyone', () => {
    for (const signedIn of [false, true]) {
      expect(pageSendsScripts({ leafHandle: { scripts: "none" }, signedIn, savesData: false })).toBe(false);
    }
  });

  it('"signed-in" sends scripts to a signed-in parent only, and not when saving data', () => {
    expect(pageSendsScripts({ leafHandle: { scripts: "signed-in" }, signedIn: true, savesData: false })).toBe(true);
    expect(pageSendsScripts({ leafHandle: { scripts: "signed-in" }, signedIn: false, savesData: false })).toBe(false);
    expect(pageSendsScripts({ leafHandle: { scripts: "signed-in" }, signedIn: true, savesData: true })).toBe(false);
  });

  it("an unknown value is the default: a typo must not take a page's scripts away", () => {
    expect(pageSendsScripts({ leafHandle: { scripts: "never" }, signedIn: false, savesData: false })).toBe(true);
  });
});
