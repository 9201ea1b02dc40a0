import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS } from "./brand-colours";

describe("the installed app's colours", () => {
  it("are the light theme's tokens of app.css", () => {
    const css = readFileSync("app/styles/app.css", "utf8");
    const root = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
    expect(root).toContain(`--color-brand: ${BRAND_COLOURS.theme};`);
    expect(root).toContain(`--color-bg: ${BRAND_COLOURS.background};`);
  });
});
