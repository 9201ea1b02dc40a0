/**
 * The practice schedule: the parent picks weekdays and a time; the plan fills those days with
 * suggested activities; it downloads as an iCalendar file (RFC 5545).
 */

/** 0 = Monday … 6 = Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: ReadonlyArray<Weekday> = [0, 1, 2, 3, 4, 5, 6];

export interface Suggestion {
  title: string;
  /** A path on the site. */
  href: string;
  minutes: number;
}

export interface PlannedSession {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM, local time. */
  time: string;
  suggestion: Suggestion;
}

export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The planned sessions of the next `days` days from `today` (included), suggestions in turn. */
export function planSessions(
  weekdays: ReadonlyArray<Weekday>,
  time: string,
  suggestions: ReadonlyArray<Suggestion>,
  today: string,
  days = 14,
): PlannedSession[] {
  if (suggestions.length === 0 || weekdays.length === 0) return [];
  const wanted = new Set(weekdays);
  const sessions: PlannedSession[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = new Date(new Date(`${today}T00:00:00Z`).getTime() + offset * 86_400_000);
    const weekday = ((date.getUTCDay() + 6) % 7) as Weekday;
    if (!wanted.has(weekday)) continue;
    const suggestion = suggestions[sessions.length % suggestions.length];
    if (suggestion) sessions.push({ day: date.toISOString().slice(0, 10), time, suggestion });
  }
  return sessions;
}

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * The plan as an .ics calendar: one event per session at the parent's local ("floating") time,
 * lasting the suggestion's minutes, with the link to open it.
 */
export function icsCalendar(
  sessions: ReadonlyArray<PlannedSession>,
  options: { calendarName: string; origin: string; uidDomain: string; stamp: string },
): string {
  const stamp = options.stamp.replace(/[-:]/g, "").replace(/\.\d+/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Balaca//Practice schedule//EN",
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
  ];
  for (const session of sessions) {
    const start = `${session.day.replace(/-/g, "")}T${session.time.replace(":", "")}00`;
    const url = `${options.origin}${session.suggestion.href}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${session.day}-${session.time.replace(":", "")}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${start}`,
      `DURATION:PT${Math.max(5, session.suggestion.minutes)}M`,
      `SUMMARY:${escapeText(session.suggestion.title)}`,
      `DESCRIPTION:${escapeText(url)}`,
      `URL:${url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
