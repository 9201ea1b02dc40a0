import { describe, expect, it } from "vitest";
import { parseEnv, refusalsToStart } from "./env.server";

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
    expect(parseEnv({ NODE_ENV: "production", DEMO: "true" }).paymentsMode).toBe("simulator");
    expect(parseEnv({ NODE_ENV: "production", DEMO: "true", EPOINT_SIMULATOR: "false" }).paymentsMode).toBe("disabled");
    expect(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true" }).paymentsMode).toBe("simulator");
    expect(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true", ...keys }).paymentsMode).toBe("epoint");
    expect(parseEnv({ ...keys }).paymentsMode).toBe("epoint");
    expect(() => parseEnv({ EPOINT_PUBLIC_KEY: "i000200001" })).toThrow(/EPOINT_PRIVATE_KEY/);
  });

  it("names no operator and no creator unless configured", () => {
    expect(parseEnv({}).operator).toBeNull();
    expect(parseEnv({}).creator).toBeNull();
  });

  it("reads the operator's identity, with the tax id and data location when set", () => {
    const operator = { OPERATOR_NAME: "Balaca MMC", OPERATOR_ADDRESS: "Nizami küç. 1, Bakı AZ1000", OPERATOR_EMAIL: "privacy@balaca.az" };
    expect(parseEnv(operator).operator).toEqual({
      name: "Balaca MMC",
      address: "Nizami küç. 1, Bakı AZ1000",
      email: "privacy@balaca.az",
      taxId: null,
      dataLocation: null,
    });
    expect(parseEnv({ ...operator, OPERATOR_TAX_ID: " 1234567891 ", OPERATOR_DATA_LOCATION: "Bakı, Azərbaycan" }).operator).toMatchObject({
      taxId: "1234567891",
      dataLocation: "Bakı, Azərbaycan",
    });
  });

  it("refuses half an operator and a malformed contact email, naming what is missing", () => {
    expect(() => parseEnv({ OPERATOR_NAME: "Balaca MMC" })).toThrow(/OPERATOR_ADDRESS, OPERATOR_EMAIL/);
    expect(() => parseEnv({ OPERATOR_TAX_ID: "1234567891" })).toThrow(/OPERATOR_NAME/);
    expect(() => parseEnv({ OPERATOR_NAME: "A", OPERATOR_ADDRESS: "B", OPERATOR_EMAIL: "not-an-email" })).toThrow(/OPERATOR_EMAIL/);
  });

  it("reads the creator, and refuses credentials or a photo without a name or an unsafe photo address", () => {
    expect(parseEnv({ CREATOR_NAME: "Aynur Məmmədova", CREATOR_CREDENTIALS: "uşaq psixoloqu", CREATOR_PHOTO_URL: "/creator.jpg" }).creator).toEqual({
      name: "Aynur Məmmədova",
      credentials: "uşaq psixoloqu",
      photoUrl: "/creator.jpg",
    });
    expect(parseEnv({ CREATOR_NAME: "A", CREATOR_PHOTO_URL: "https://example.az/a.jpg" }).creator?.photoUrl).toBe("https://example.az/a.jpg");
    expect(() => parseEnv({ CREATOR_CREDENTIALS: "PhD" })).toThrow(/CREATOR_NAME/);
    expect(() => parseEnv({ CREATOR_NAME: "A", CREATOR_PHOTO_URL: "javascript:alert(1)" })).toThrow(/CREATOR_PHOTO_URL/);
    expect(() => parseEnv({ CREATOR_NAME: "A", CREATOR_PHOTO_URL: "//evil.example/a.jpg" })).toThrow(/CREATOR_PHOTO_URL/);
  });

  it("takes the expert's address only as an email address", () => {
    expect(parseEnv({}).EXPERT_EMAIL).toBeUndefined();
    expect(parseEnv({ EXPERT_EMAIL: "expert@balaca.example" }).EXPERT_EMAIL).toBe("expert@balaca.example");
    expect(() => parseEnv({ EXPERT_EMAIL: "expert at balaca" })).toThrow(/EXPERT_EMAIL/);
  });

  it("is not the demo unless told", () => {
    expect(parseEnv({}).DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: "production" }).DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", DEMO: "true" }).DEMO).toBe(true);
  });

  const operator = { OPERATOR_NAME: "Balaca MMC", OPERATOR_ADDRESS: "Bakı", OPERATOR_EMAIL: "privacy@balaca.example" };

  it("refuses a production start without Epoint's keys or SMTP unless the stand-ins are chosen, naming what is missing", () => {
    const keys = { EPOINT_PUBLIC_KEY: "i000200001", EPOINT_PRIVATE_KEY: "secret", ...operator };
    const smtp = { SMTP_URL: "smtp://user:pass@mail.example.az:587", ...operator };
    const bare = refusalsToStart(parseEnv({ NODE_ENV: "production", ...operator }));
    expect(bare).toHaveLength(2);
    expect(bare[0]).toMatch(/EPOINT_PUBLIC_KEY.*EPOINT_SIMULATOR=true/);
    expect(bare[1]).toMatch(/SMTP_URL.*MAIL_OUTBOX=true/);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", ...smtp }))).toEqual([expect.stringMatching(/^EPOINT_PUBLIC_KEY/)]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", ...keys }))).toEqual([expect.stringMatching(/^SMTP_URL/)]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", ...keys, ...smtp }))).toEqual([]);
    // The operator's explicit choices: the simulator (or no payments) and the outbox.
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "true", MAIL_OUTBOX: "true", ...operator }))).toEqual([]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", EPOINT_SIMULATOR: "false", ...smtp }))).toEqual([]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", ...keys, MAIL_OUTBOX: "false" }))).toHaveLength(1);
    // The demo and development fall back to the stand-ins by themselves.
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", DEMO: "true" }))).toEqual([]);
    expect(refusalsToStart(parseEnv({}))).toEqual([]);
  });

  it("refuses a production start that names no operator, since sign-up asks parents to accept a policy naming no one; the demo starts", () => {
    const standIns = { EPOINT_SIMULATOR: "true", MAIL_OUTBOX: "true" };
    const refusals = refusalsToStart(parseEnv({ NODE_ENV: "production", ...standIns }));
    expect(refusals).toEqual([expect.stringMatching(/^OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL: not set/)]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", ...standIns, ...operator }))).toEqual([]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "production", DEMO: "true" }))).toEqual([]);
    expect(refusalsToStart(parseEnv({ NODE_ENV: "development", ...standIns }))).toEqual([]);
  });
});
