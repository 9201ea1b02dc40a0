import { describe, expect, it } from "vitest";
import { requestLogLine } from "./request-log";

describe("request log line", () => {
  const base = { request_id: "r1", method: "GET", path: "/", duration_ms: 3.2, bytes: 1200, ip: "127.0.0.1" };

  it("is one JSON object with the level taken from the status", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(requestLogLine({ ...base, status: 200 }, now)).toEqual({
      time: "2026-11-21T10:00:00.000Z",
      level: "info",
      msg: "request",
      ...base,
      status: 200,
    });
    expect(requestLogLine({ ...base, status: 404 }).level).toBe("warn");
    expect(requestLogLine({ ...base, status: 503 }).level).toBe("error");
  });
});
