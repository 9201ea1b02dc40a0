import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    restoreMocks: true,
  },
});
