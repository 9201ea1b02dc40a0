import { describe, expect, it } from "vitest";
import { currencyFromCode, formatMoney, minorToDecimalString, money, parseDecimalToMinor } from "./money";

describe("money", () => {
  it("formats AZN with the manat sign and two decimals in each language", () => {
    expect(formatMoney(money(1990), "az")).toMatch(/^19,90\s₼$/);
    expect(formatMoney(money(1990), "ru")).toMatch(/^19,90\s₼$/);
    expect(formatMoney(money(1990), "en")).toBe("₼19.90");
    expect(formatMoney(money(5), "en")).toBe("₼0.05");
  });

  it("formats the other currencies", () => {
    expect(formatMoney(money(1000, "USD"), "en")).toBe("$10.00");
    expect(formatMoney(money(1000, "EUR"), "en")).toBe("€10.00");
    expect(formatMoney(money(1000, "GBP"), "en")).toBe("£10.00");
  });

  it("refuses fractional minor units", () => {
    expect(() => money(19.9)).toThrow(RangeError);
  });

  it("resolves alphabetic and numeric currency codes, defaulting to AZN", () => {
    expect(currencyFromCode(944)).toBe("AZN");
    expect(currencyFromCode("840")).toBe("USD");
    expect(currencyFromCode("eur")).toBe("EUR");
    expect(currencyFromCode(826)).toBe("GBP");
    expect(currencyFromCode("XYZ")).toBe("AZN");
    expect(currencyFromCode(null)).toBe("AZN");
  });

  it("writes minor units as decimal strings", () => {
    expect(minorToDecimalString(1990)).toBe("19.90");
    expect(minorToDecimalString(7)).toBe("0.07");
    expect(minorToDecimalString(-250)).toBe("-2.50");
    expect(minorToDecimalString(0)).toBe("0.00");
  });

  it("reads prices written by people without floating-point error", () => {
    expect(parseDecimalToMinor("19.90")).toBe(1990);
    expect(parseDecimalToMinor("19,9 AZN")).toBe(1990);
    expect(parseDecimalToMinor("₼ 7")).toBe(700);
    expect(parseDecimalToMinor("0.29")).toBe(29);
    expect(parseDecimalToMinor("1.005")).toBe(101);
    expect(parseDecimalToMinor("free")).toBeNull();
  });
});
