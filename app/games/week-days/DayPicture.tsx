import type { DayId } from "./logic";

/**
 * Each day of the week has its own picture and colour, like a kindergarten's week board: a bag on
 * Monday, a ball on Tuesday, paints on Wednesday, a book on Thursday, music on Friday, a tree
 * on Saturday and a cake on Sunday, so a child who cannot read tells the days apart.
 */
const DAY_COLORS: Record<DayId, string> = {
  mon: "#2563eb",
  tue: "#dc2626",
  wed: "#15803d",
  thu: "#c2410c",
  fri: "#7c3aed",
  sat: "#0f766e",
  sun: "#be185d",
};

function Drawing({ day, color }: { day: DayId; color: string }) {
  switch (day) {
    case "mon":
      return (
        <>
          <path d="M18 17v-3a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" strokeWidth="3" />
          <rect x="12" y="16" width="24" height="22" rx="5" fill="#fff" />
          <rect x="17" y="27" width="14" height="7" rx="2" fill={color} />
        </>
      );
    case "tue":
      return (
        <>
          <circle cx="24" cy="24" r="13" fill="#fff" />
          <path d="M11 24h26M24 11c-6 7-6 19 0 26M24 11c6 7 6 19 0 26" fill="none" stroke={color} strokeWidth="2.5" />
        </>
      );
    case "wed":
      return (
        <>
          <path d="M24 10c9 0 15 6 15 12 0 5-4 6-7 5s-5 1-4 4-1 7-6 7c-8 0-13-6-13-14s6-14 15-14z" fill="#fff" />
          <circle cx="18" cy="20" r="3" fill="#dc2626" />
          <circle cx="26" cy="17" r="3" fill="#facc15" />
          <circle cx="17" cy="29" r="3" fill="#2563eb" />
        </>
      );
    case "thu":
      return (
        <>
          <path d="M9 14h11a4 4 0 0 1 4 4v20a4 4 0 0 0-4-4H9z" fill="#fff" />
          <path d="M39 14H28a4 4 0 0 0-4 4v20a4 4 0 0 1 4-4h11z" fill="#fff" />
          <path d="M12 20h8M12 25h8M28 20h8M28 25h8" stroke={color} strokeWidth="2" />
        </>
      );
    case "fri":
      return (
        <>
          <circle cx="18" cy="33" r="6" fill="#fff" />
          <rect x="21" y="11" width="3.5" height="22" fill="#fff" />
          <path d="M24 11c4 3 10 4 10 11-2-3-6-4-10-4z" fill="#fff" />
        </>
      );
    case "sat":
      return (
        <>
          <rect x="22" y="26" width="4" height="13" rx="1" fill="#fff" />
          <circle cx="24" cy="19" r="11" fill="#fff" />
          <circle cx="20" cy="17" r="2" fill={color} />
          <circle cx="28" cy="22" r="2" fill={color} />
        </>
      );
    case "sun":
      return (
        <>
          <path d="M24 8c2 3 2 5 0 6-2-1-2-3 0-6z" fill="#facc15" />
          <rect x="22.5" y="15" width="3" height="8" fill="#fff" />
          <rect x="11" y="23" width="26" height="14" rx="3" fill="#fff" />
          <path d="M11 29c4 3 9-3 13 0s9 3 13 0" fill="none" stroke={color} strokeWidth="2.5" />
        </>
      );
  }
}

/** A day's picture: its colour and drawing (hidden from screen readers: the day is named beside it). */
export function DayPicture({ day, size = 48 }: { day: DayId; size?: number }) {
  const color = DAY_COLORS[day];
  return (
    <svg className="week-days-picture" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill={color} />
      <Drawing day={day} color={color} />
    </svg>
  );
}
