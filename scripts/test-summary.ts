// Prints one line for the whole test run, from the JSON reports vitest and Playwright write:
// "tests: N passed, N failed, N skipped". Exits non-zero when a report is missing or empty,
// so a run that tested nothing can never look green.
import { existsSync, readFileSync } from "node:fs";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function unitCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function e2eCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}

const reports: Array<[string, string, (file: string) => Counts]> = [
  ["unit", "test-results/unit.json", unitCounts],
  ["e2e", "test-results/e2e.json", e2eCounts],
];
// The unit tier again on PostgreSQL (`npm run test:unit:pg`, ADR 018): counted when it ran.
if (existsSync("test-results/unit-pg.json")) reports.push(["unit on PostgreSQL", "test-results/unit-pg.json", unitCounts]);
// The two-process smoke on PostgreSQL (`npm run test:e2e:pg`): counted when it ran.
if (existsSync("test-results/e2e-pg.json")) reports.push(["e2e on PostgreSQL, two processes", "test-results/e2e-pg.json", e2eCounts]);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let problem = false;
for (const [name, file, read] of reports) {
  if (!existsSync(file)) {
    console.error(`${name}: no report at ${file}`);
    problem = true;
    continue;
  }
  const counts = read(file);
  if (counts.passed + counts.failed === 0) problem = true;
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (problem || total.failed > 0) process.exitCode = 1;
