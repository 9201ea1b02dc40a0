import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILT_FILE, buildIsCurrent } from "../../scripts/build-state.ts";

/** Building is `npm run build`'s alone; serving and the one-off commands only read build/. */

const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
const ONE_OFF = ["plans:load", "jobs:once", "audio", "db:migrate", "db:seed", "db:backup"];

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "balaca-build-once-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("building once, serving many", () => {
  it("only the build script builds; one-off commands and serve have no build step, before or inside", () => {
    const builders = Object.entries(scripts)
      .filter(([, command]) => /\breact-router build\b/.test(command))
      .map(([name]) => name);
    expect(builders).toEqual(["build"]);
    for (const name of [...ONE_OFF, "serve"]) {
      expect(scripts[name], name).toBeDefined();
      expect(scripts[`pre${name}`], `pre${name}`).toBeUndefined();
      expect(scripts[name], name).not.toMatch(/\bbuild\b/);
      expect(scripts[name], name).toMatch(/^(NODE_ENV=production )?node /);
    }
  });

  it("a one-off command without a build says so and writes nothing to build/", () => {
    const dir = tempDir();
    const run = spawnSync(process.execPath, [resolve("scripts/cli.ts"), "jobs:once"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("run `npm run build` first");
    expect(existsSync(join(dir, "build"))).toBe(false);
  });

  it("npm run serve refuses to start without a build, saying what to run", () => {
    const dir = tempDir();
    copyFileSync("server.js", join(dir, "server.js"));
    const run = spawnSync(process.execPath, ["server.js"], { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_ENV: "production", PORT: "0" } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("No production build in build/: run `npm run build` once");
    expect(existsSync(join(dir, "build"))).toBe(false);
  });

  it("npm start builds only when the build is missing or older than a source", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "app"));
    writeFileSync(join(dir, "app", "root.tsx"), "");
    expect(buildIsCurrent(dir)).toBe(false);
    mkdirSync(join(dir, "build", "server"), { recursive: true });
    writeFileSync(join(dir, BUILT_FILE), "");
    const then = new Date("2026-11-28T06:00:00Z");
    utimesSync(join(dir, "app", "root.tsx"), then, then);
    expect(buildIsCurrent(dir)).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, "app", "root.tsx"), later, later);
    expect(buildIsCurrent(dir)).toBe(false);
  });
});
