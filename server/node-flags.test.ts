import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

describe("the production server's Node flags", () => {
  it("npm start and npm run serve use every one of them", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    for (const script of [scripts.start, scripts.serve]) {
      expect(script).toMatch(/\bnode (.+ )?server\.js$/);
      for (const flag of SERVER_NODE_FLAGS) expect(script).toContain(` ${flag} `);
    }
  });

  it("the e2e servers and the benches take them from server/node-flags.ts", () => {
    for (const file of ["playwright.config.ts", "playwright.pg.config.ts", "scripts/bench-servers.ts"]) {
      const source = readFileSync(file, "utf8");
      expect(source, file).toContain("SERVER_NODE_FLAGS");
      expect(source, file).not.toMatch(/["'`](exec )?node server\.js/);
    }
  });

  it("this Node accepts them", async () => {
    const { execFileSync } = await import("node:child_process");
    expect(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", "process.stdout.write('ok')"], { encoding: "utf8" })).toBe("ok");
  });
});
