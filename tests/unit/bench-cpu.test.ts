import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuMicrosecondsOf } from "../../scripts/bench-servers.ts";

describe.skipIf(!existsSync("/proc/self/stat"))("the bench's CPU time of a server process", () => {
  it("reads a process's CPU time from /proc, growing as it works", () => {
    const start = cpuMicrosecondsOf(process.pid);
    expect(start).not.toBeNull();
    expect(start).toBeGreaterThan(0);
    // Work until /proc shows at least one more clock tick (10 ms), or give up after 10 s of wall time.
    let now = start;
    const until = Date.now() + 10_000;
    let spin = 0;
    while (now === start && Date.now() < until) {
      for (let i = 0; i < 1_000_000; i++) spin += i % 7;
      now = cpuMicrosecondsOf(process.pid);
    }
    expect(spin).toBeGreaterThan(0);
    expect(now).toBeGreaterThan(start ?? Number.POSITIVE_INFINITY);
  });

  it("has no figure for a process that is not there", () => {
    expect(cpuMicrosecondsOf(undefined)).toBeNull();
    expect(cpuMicrosecondsOf(2 ** 30)).toBeNull();
  });
});
