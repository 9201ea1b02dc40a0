/** What the interface shows of a parent. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  hasPassword: boolean;
  language: string;
}

/** The spec's display name: the name in the profile, else the part of the email before the @. */
export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email.split("@")[0] || user.email;
}

/** Up to two initials for the avatar: "Aygün Məmmədova" → "AM", "aygun@…" → "A". */
export function initials(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Array.from(part)[0] ?? "");
  const fromName = letters.join("").slice(0, 2);
  const fallback = Array.from(user.email)[0] ?? "?";
  return (fromName || fallback).toLocaleUpperCase();
}

/** Splits the sign-up form's full name: the first word is the first name, the rest the last. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}
