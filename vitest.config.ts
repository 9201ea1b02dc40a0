import { readFileSync, readdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { fluentPictures } from "./scripts/fluent-pictures.ts";

const TEST_ROOTS = ["app", "server", "db", "tests/unit"];

/**
 * The second run on PostgreSQL (ADR 018) is for the database: only the test files that open a
 * test database (tests/support/test-database.ts, or signed-in.ts, which opens one) run again
 * there; the rest never touch one and already ran on SQLite.
 */
function testFilesOpeningADatabase(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${root}/${file}`)
      .filter((path) => /support\/(test-database|signed-in)\b/.test(readFileSync(path, "utf8"))),
  );
}

export default defineConfig({
  // `import cow from "fluent:cow"`: the games' pictures (docs/art-style.md).
  plugins: [fluentPictures()],
  resolve: { tsconfigPaths: true },
  test: {
    include: process.env.TEST_DATABASE_URL
      ? testFilesOpeningADatabase()
      : ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    restoreMocks: true,
    // With TEST_DATABASE_URL=postgres://…, migrates the template every test database copies (ADR 018).
    globalSetup: ["tests/support/pg-global-setup.ts"],
  },
});
