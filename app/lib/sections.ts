/**
 * The part of the product a path belongs to, from its first segment, as the spec defines
 * it. The header uses it to mark the current section.
 */
export type Section = "games" | "assessment" | "parent-dashboard" | "auth" | "parents" | "home";

const SECTION_PREFIXES: ReadonlyArray<Exclude<Section, "home">> = ["games", "assessment", "parent-dashboard", "auth", "parents"];

export function sectionForPath(pathname: string): Section {
  const first = pathname.split("/")[1] ?? "";
  return SECTION_PREFIXES.find((section) => section === first) ?? "home";
}

/** The footer is hidden on the profile pages, which have their own navigation. */
export function showsFooter(pathname: string): boolean {
  return !(pathname === "/profile" || pathname.startsWith("/profile/"));
}

/**
 * The child's own screens (the game picker): no site header, footer or bottom menu a child's
 * stray tap could follow; the page has its own way out for a parent (ADR 036).
 */
export function isChildScreen(pathname: string): boolean {
  return pathname === "/play" || pathname === "/play/album";
}
