import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    restoreMocks: true,
    // Payments tell their purposes what happened (ADR 016); the server registers them at start-up.
    setupFiles: ["tests/unit/setup.ts"],
    // With TEST_DATABASE_URL=postgres://…, migrates the template every test database copies (ADR 018).
    globalSetup: ["tests/support/pg-global-setup.ts"],
  },
});
