import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, root)));
const css = read("app/styles/app.css").toString("utf8");

/** The @font-face rules of a family, as text. */
function faces(family: string): string[] {
  return [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map(([rule]) => rule).filter((rule) => rule.includes(`font-family: "${family}"`));
}

describe("the money font (the manat sign where system fonts lack it)", () => {
  for (const weight of [400, 700]) {
    const file = `public/fonts/balaca-money-${weight}.woff2`;

    it(`ships ${file} as a small WOFF2`, () => {
      expect(statSync(fileURLToPath(new URL(file, root))).size).toBeLessThan(2048);
      expect(read(file).subarray(0, 4).toString("latin1")).toBe("wOF2");
    });

    it(`declares ${file} for the digits of prices, swapped in when it arrives`, () => {
      const rule = faces("Balaca Money").find((face) => face.includes(`url("/fonts/balaca-money-${weight}.woff2") format("woff2")`));
      expect(rule, `Balaca Money ${weight}`).toBeDefined();
      expect(rule).toContain(`font-weight: ${weight};`);
      expect(rule).toContain("font-display: swap;");
      expect(rule).toContain("unicode-range: U+20BC, U+0030-0039, U+002C, U+002E, U+0020, U+00A0, U+202F;");
    });
  }

  it("builds the sign's own face into the stylesheet (a path Vite inlines), so it never waits for a request", () => {
    const [rule, ...others] = faces("Balaca Manat");
    expect(others).toEqual([]);
    expect(rule).toContain('url("../../public/fonts/balaca-money-400.woff2") format("woff2")');
    expect(rule).toContain("unicode-range: U+20BC;");
    expect(rule).toContain("font-display: block;");
  });

  it("puts the sign's face first for prices, then the digits' face, and the sign's face first for all text", () => {
    expect(css).toMatch(/--font-money: "Balaca Manat", "Balaca Money", var\(--font\);/);
    expect(css).toMatch(/--font: "Balaca Manat", [^;]*sans-serif;/);
    expect(css).toMatch(/\.plan-price,\s*\.compare-price\s*\{\s*font-family: var\(--font-money\);/);
  });

  it("keeps the font's licence beside it", () => {
    const licence = read("public/fonts/OFL.txt").toString("utf8");
    expect(licence).toContain("SIL OPEN FONT LICENSE Version 1.1");
    expect(licence).toContain("Copyright 2015-2020 Google LLC");
  });
});
