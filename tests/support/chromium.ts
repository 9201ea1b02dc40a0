import { existsSync } from "node:fs";

/**
 * Debian's Chromium (Playwright's own download cannot work here). Its headless shell (package
 * chromium-headless-shell, what Playwright itself uses for headless runs) opens a page in about
 * a third of the full browser's time on a 2-core machine; the full browser is the fallback.
 * CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** The browser of both Playwright configs: Debian's Chromium, quiet (no updates, sync or QUIC), in a container. */
export const debianChromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};
