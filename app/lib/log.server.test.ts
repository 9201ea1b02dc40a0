import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log.server";

describe("the log", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("writes one JSON line per entry, warnings and errors on stderr", () => {
    vi.stubEnv("LOG_LEVEL", "");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    log.warn("payment not applied", { orderId: "BLC-1" });
    expect(stderr).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(stderr.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: "warn", msg: "payment not applied", orderId: "BLC-1" });
  });

  it("writes nothing with LOG_LEVEL=silent, as in the unit tier", () => {
    expect(process.env.LOG_LEVEL).toBe("silent");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    log.error("boom");
    log.info("hello");
    expect(stderr).not.toHaveBeenCalled();
    expect(stdout).not.toHaveBeenCalled();
  });
});
