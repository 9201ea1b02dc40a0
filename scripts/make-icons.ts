/**
 * Renders the app's icons (issue 41: installable) from the brand mark, public/favicon.svg, with
 * Debian's Chromium: public/icons/icon-192.png and icon-512.png (the mark on the page's
 * background), and maskable-512.png (the mark inside the safe zone, 80 % of the square, on the
 * same background, which a launcher may crop to any shape). Run after changing the mark:
 * `npm run icons`; the PNGs are committed, so a build needs no browser.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BRAND_COLOURS } from "../app/infrastructure/brand-colours.ts";
import { CHROMIUM_EXECUTABLE } from "../tests/support/chromium.ts";

const mark = readFileSync(resolve("public/favicon.svg"), "utf8");
const out = resolve("public/icons");
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "balaca-icons-"));

function render(name: string, size: number, markShare: number) {
  const inner = Math.round(size * markShare);
  const html = `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${BRAND_COLOURS.background};display:grid;place-items:center">
<div style="width:${inner}px;height:${inner}px">${mark.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body></html>`;
  const page = join(work, `${name}.html`);
  writeFileSync(page, html);
  execFileSync(
    CHROMIUM_EXECUTABLE,
    ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", `--window-size=${size},${size}`, `--screenshot=${join(out, name)}`, `file://${page}`],
    { stdio: "ignore" },
  );
}

try {
  render("icon-192.png", 192, 0.86);
  render("icon-512.png", 512, 0.86);
  render("maskable-512.png", 512, 0.62);
} finally {
  rmSync(work, { recursive: true, force: true });
}
