import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuMicrosecondsOf, pinToCpus } from "../../scripts/bench-servers.ts";

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

const hasTaskset = spawnSync("taskset", ["--version"], { stdio: "ignore" }).status === 0;

describe.skipIf(!hasTaskset || !existsSync("/proc/self/status"))("the bench's pinning of a process to CPUs", () => {
  it("runs a process on the CPUs asked for, and says when it cannot", async () => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      expect(pinToCpus(child.pid, "0")).toBe(true);
      const allowed = readFileSync(`/proc/${child.pid}/status`, "utf8").match(/^Cpus_allowed_list:\s*(\S+)/m)?.[1];
      expect(allowed).toBe("0");
    } finally {
      child.kill();
    }
    expect(pinToCpus(undefined, "0")).toBe(false);
    expect(pinToCpus(2 ** 30, "0")).toBe(false);
  });
});
