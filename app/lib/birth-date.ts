/**
 * Birth dates as parents type them: DD.MM.YYYY, the form the hints, the placeholder and the error
 * message name in every language (hyphens and slashes accepted too, the same one twice). A
 * year-first date is refused rather than guessed. Returns the ISO date (YYYY-MM-DD) or the
 * translation key of what is wrong.
 */
export type BirthDateResult = { ok: true; isoDate: string } | { ok: false; error: string };

export function parseBirthDate(input: string): BirthDateResult {
  const text = input.trim();
  if (!text) return { ok: false, error: "validation.dateRequired" };
  const match = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/.exec(text);
  if (!match) return { ok: false, error: "validation.dateFormat" };
  const [, d = "", , m = "", y = ""] = match;
  const day = Number(d);
  const month = Number(m);
  const year = Number(y);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) {
    return { ok: false, error: "validation.dateFormat" };
  }
  return { ok: true, isoDate: date.toISOString().slice(0, 10) };
}

/** Whole months between a birth date and a day (both YYYY-MM-DD). */
export function ageInMonths(isoBirthDate: string, isoToday: string): number {
  const [by = 0, bm = 0, bd = 0] = isoBirthDate.split("-").map(Number);
  const [ty = 0, tm = 0, td = 0] = isoToday.split("-").map(Number);
  let months = (ty - by) * 12 + (tm - bm);
  if (td < bd) months -= 1;
  return months;
}

/** DD.MM.YYYY, the way the form shows a stored date (the format its hint names). */
export function formatBirthDateInput(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}.${m}.${y}`;
}
