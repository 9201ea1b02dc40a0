import { createCookie } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { VerifiedCookieReader } from "./verified-cookie.server";

const signed = () => createCookie("__session", { secrets: ["s3cret-for-tests"] });

describe("VerifiedCookieReader", () => {
  it("verifies a header once and answers the same header from memory", async () => {
    const cookie = signed();
    const header = (await cookie.serialize("token-1")).split(";")[0] ?? "";
    const parse = vi.spyOn(cookie, "parse");
    const reader = new VerifiedCookieReader(cookie);
    expect(await reader.parse(`${header}; lng=ImF6Ig%3D%3D`)).toBe("token-1");
    expect(await reader.parse(`${header}; lng=ImF6Ig%3D%3D`)).toBe("token-1");
    expect(parse).toHaveBeenCalledTimes(1);
    // Another header (a cookie added) is verified again.
    expect(await reader.parse(`${header}; theme=ImRhcmsi`)).toBe("token-1");
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("never remembers a forged or unsigned value: each try is checked again and refused", async () => {
    const cookie = signed();
    const genuine = (await cookie.serialize("token-1")).split(";")[0] ?? "";
    const forged = genuine.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    const parse = vi.spyOn(cookie, "parse");
    const reader = new VerifiedCookieReader(cookie);
    await reader.parse(genuine);
    expect(await reader.parse(forged)).toBeNull();
    expect(await reader.parse(forged)).toBeNull();
    expect(await reader.parse("__session=InRva2VuLTEi")).toBeNull();
    expect(await reader.parse("__session=")).toBe("");
    expect(await reader.parse("lng=ImF6Ig%3D%3D")).toBeNull();
    expect(parse).toHaveBeenCalledTimes(6);
    expect(reader.size).toBe(1);
  });

  it("keeps at most its number of headers, forgetting the oldest, and no very long header", async () => {
    const cookie = signed();
    const reader = new VerifiedCookieReader(cookie, 2);
    const headers = await Promise.all(["a", "b", "c"].map(async (token) => (await cookie.serialize(token)).split(";")[0] ?? ""));
    for (const header of headers) await reader.parse(header);
    expect(reader.size).toBe(2);
    const parse = vi.spyOn(cookie, "parse");
    expect(await reader.parse(headers[0] ?? "")).toBe("a");
    expect(parse).toHaveBeenCalledTimes(1);
    const long = new VerifiedCookieReader(cookie);
    expect(await long.parse(`${headers[1]}; other=${"x".repeat(3_000)}`)).toBe("b");
    expect(long.size).toBe(0);
  });
});
