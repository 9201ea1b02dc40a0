import { afterEach, describe, expect, it, vi } from "vitest";
import { type LogEntry, log, logTo } from "./log.server";

describe("the log", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("writes one JSON line per entry, warnings and errors on stderr", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log.warn("payment not applied", { orderId: "BLC-1", error: new Error("declined") });
    log.info("started");
    expect(stderr).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(stderr.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "warn", msg: "payment not applied", orderId: "BLC-1", error: { name: "Error", message: "declined" } });
    expect(JSON.parse(String(stdout.mock.calls[0]?.[0]))).toMatchObject({ level: "info", msg: "started" });
  });

  it("writes only the levels from LOG_LEVEL up", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log.info("hello");
    log.warn("careful");
    log.error("boom");
    expect(stdout).not.toHaveBeenCalled();
    expect(stderr).toHaveBeenCalledTimes(2);
  });

  it("writes nothing in the unit tier unless LOG_LEVEL asks, and nothing with LOG_LEVEL=silent", () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    for (const setting of ["", "silent"]) {
      vi.stubEnv("LOG_LEVEL", setting);
      log.error("boom");
      log.info("hello");
    }
    expect(stderr).not.toHaveBeenCalled();
    expect(stdout).not.toHaveBeenCalled();
  });

  it("gives every entry to a sink, whatever the level, and writes none of them", () => {
    vi.stubEnv("LOG_LEVEL", "silent");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const entries: LogEntry[] = [];
    const restore = logTo((entry) => entries.push(entry));
    log.info("hello", { n: 1 });
    log.error("boom");
    restore();
    log.error("after");
    expect(entries.map(({ level, msg }) => [level, msg])).toEqual([
      ["info", "hello"],
      ["error", "boom"],
    ]);
    expect(entries[0]).toMatchObject({ n: 1 });
    expect(stderr).not.toHaveBeenCalled();
  });
});
