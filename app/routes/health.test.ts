import { describe, expect, it, vi } from "vitest";

// The database as a balancer may meet it: not answering.
vi.mock("~/db.server", () => ({
  getDb: () => {
    throw new Error("connection refused");
  },
}));

const { loader: liveness } = await import("./healthz");
const { loader: readiness } = await import("./readyz");

describe("liveness and readiness", () => {
  it("/healthz answers 200 while the process runs, even when the database does not answer", async () => {
    const response = await liveness();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("/readyz answers 503 when the database does not answer", async () => {
    const response = await readiness();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });
});
