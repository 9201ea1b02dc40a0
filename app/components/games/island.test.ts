import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

/** Every source file below a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe("the game page's island", () => {
  test("nothing it runs imports React Router: the page has no React Router in the browser", () => {
    const island = [...sources("app/games"), "app/components/games/GameIslandRoot.tsx", "app/components/games/island-entry.ts"];
    expect(island.length).toBeGreaterThan(40);
    const importing = island.filter((file) => /from\s+["']react-router["']|import\(\s*["']react-router["']\s*\)/.test(readFileSync(file, "utf8")));
    expect(importing).toEqual([]);
  });
});
