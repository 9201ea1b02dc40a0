import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("runs on embedded defaults", () => {
    const env = parseEnv({});
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATABASE_URL).toBe("./data/app.db");
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.COOKIE_SECURE).toBe(false);
    expect(env.TRUST_PROXY_HOPS).toBe(0);
    expect(env.SEED_ON_START).toBe(true);
  });

  it("makes cookies Secure in production unless told otherwise", () => {
    expect(parseEnv({ NODE_ENV: "production" }).COOKIE_SECURE).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", COOKIE_SECURE: "false" }).COOKIE_SECURE).toBe(false);
  });

  it("accepts rotated session secrets and rejects short ones", () => {
    const long = "x".repeat(32);
    expect(parseEnv({ SESSION_SECRET: `${long}, ${"y".repeat(40)}` }).SESSION_SECRET).toEqual([long, "y".repeat(40)]);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: "lots" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ APP_ORIGIN: "not a url" })).toThrow(/APP_ORIGIN/);
  });

  it("takes payments through Epoint with keys, the simulator outside production, else not at all", () => {
    const keys = { EPOINT_PUBLIC_KEY: "i000200001", EPOINT_PRIVATE_KEY: "secret" };
    expect(parseEnv({}).paymentsMode).toBe("simulator");
    expect(parseEnv({ NODE_ENV: "production" }).paymentsMode).toBe("disabled");
    expect(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true" }).paymentsMode).toBe("simulator");
    expect(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true", ...keys }).paymentsMode).toBe("epoint");
    expect(parseEnv({ ...keys }).paymentsMode).toBe("epoint");
    expect(() => parseEnv({ EPOINT_PUBLIC_KEY: "i000200001" })).toThrow(/EPOINT_PRIVATE_KEY/);
  });
});
