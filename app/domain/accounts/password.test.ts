import { describe, expect, it } from "vitest";
import { meetsPasswordRule, passwordStrength } from "./password";
import { parseEnv } from "~/env.server";
import { SCRYPT_PARAMS, hashPassword, verifyPassword } from "./password-hash.server";

describe("password rule and strength", () => {
  it.each([
    ["Short1A", false],
    ["alllowercase1", false],
    ["ALLUPPERCASE1", false],
    ["NoDigitsHere", false],
    ["Abcdefg1", true],
    ["Şəkil1234", true],
    ["Ümumi parol 2026 çox uzun passphrase", true],
  ])("%j meets the rule: %s", (password, expected) => {
    expect(meetsPasswordRule(password)).toBe(expected);
  });

  it("rates Weak, Good and Strong", () => {
    expect(passwordStrength("")).toBe("weak");
    expect(passwordStrength("abc")).toBe("weak");
    expect(passwordStrength("Abcdefg1")).toBe("good");
    expect(passwordStrength("Abcdef1!gh")).toBe("strong");
    expect(passwordStrength("Correct horse battery 9")).toBe("strong");
  });
});

describe("password hashing (scrypt)", () => {
  const quick = { N: 2 ** 10, r: 8, p: 1 };

  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("Abcdefg1", quick);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("Abcdefg1", hash)).toBe(true);
    expect(await verifyPassword("Abcdefg2", hash)).toBe(false);
    expect(await verifyPassword("Abcdefg1", "garbage")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("Abcdefg1", quick)).not.toBe(await hashPassword("Abcdefg1", quick));
  });

  it("uses OWASP's parameters by default", async () => {
    expect(await hashPassword("Abcdefg1")).toMatch(/^scrypt\$131072\$8\$1\$/);
  }, 30_000); // one hash at the production cost, slow on purpose (longer on a busy machine)

  it("keeps OWASP's cost in production unless told otherwise, and refuses a weak one", () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(parseEnv({ NODE_ENV: "production" }).PASSWORD_HASH_COST).toBe(17);
    expect(parseEnv({ NODE_ENV: "production", PASSWORD_HASH_COST: "12" }).PASSWORD_HASH_COST).toBe(12);
    expect(() => parseEnv({ PASSWORD_HASH_COST: "4" })).toThrow(/PASSWORD_HASH_COST/);
  });
});
