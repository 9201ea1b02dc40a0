import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "~/infrastructure/i18n-config";

/**
 * The currencies the product charges in, by ISO 4217 alphabetic code, with their numeric
 * codes (Epoint and the spec use them) and minor-unit digits.
 */
export const CURRENCIES = {
  AZN: { numeric: 944, digits: 2 },
  USD: { numeric: 840, digits: 2 },
  EUR: { numeric: 978, digits: 2 },
  GBP: { numeric: 826, digits: 2 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
const DEFAULT_CURRENCY: CurrencyCode = "AZN";

function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(CURRENCIES, value);
}

/** Resolves "AZN", "azn", 944 or "944" to a currency code; anything else gives AZN. */
export function currencyFromCode(code: string | number | null | undefined): CurrencyCode {
  if (code === null || code === undefined) return DEFAULT_CURRENCY;
  const text = String(code).trim().toUpperCase();
  if (isCurrencyCode(text)) return text;
  for (const [alpha, info] of Object.entries(CURRENCIES)) {
    if (String(info.numeric) === text) return alpha as CurrencyCode;
  }
  return DEFAULT_CURRENCY;
}

/** An amount of money: an integer of minor units (qəpik, cents) and its currency. */
export interface Money {
  minor: number;
  currency: CurrencyCode;
}

export function money(minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money needs whole minor units, got ${minor}`);
  return { minor, currency };
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** "19,90 ₼" in az, "₼19.90" in en, "19,90 ₼" in ru: the locale decides, the digits are fixed. */
export function formatMoney(amount: Money, language: Language = DEFAULT_LANGUAGE): string {
  const { digits } = CURRENCIES[amount.currency];
  const key = `${language}:${amount.currency}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: "currency",
      currency: amount.currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(amount.minor / 10 ** digits);
}

/** Minor units as a plain decimal string with the currency's digits: 1990 → "19.90". */
export function minorToDecimalString(minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  const { digits } = CURRENCIES[currency];
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits).padStart(digits, "0");
  return `${sign}${whole}.${fraction}`;
}

/**
 * Reads a price written by a person or another system ("19.90", "19,90 AZN", "₼ 7") into
 * minor units without floating-point rounding. Returns null when there is no number.
 */
export function parseDecimalToMinor(text: string, currency: CurrencyCode = DEFAULT_CURRENCY): number | null {
  const match = /(-)?(\d+)(?:[.,](\d+))?/.exec(text.replace(/\s/g, ""));
  if (!match) return null;
  const { digits } = CURRENCIES[currency];
  const [, minus, whole = "0", fractionRaw = ""] = match;
  const fraction = (fractionRaw + "0".repeat(digits)).slice(0, digits);
  const roundUp = fractionRaw.length > digits && Number(fractionRaw[digits]) >= 5 ? 1 : 0;
  const minor = Number(whole) * 10 ** digits + Number(fraction) + roundUp;
  return minus ? -minor : minor;
}
