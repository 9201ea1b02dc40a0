import type { Section } from "~/lib/sections";

export interface NavItem {
  to: string;
  labelKey: "nav.courses" | "nav.startAssessment" | "nav.login";
  /** Marked as the current page while the parent is in this part of the product. */
  isCurrent: (pathname: string, section: Section) => boolean;
  kind: "link" | "primary" | "secondary";
  /** Hidden once a parent is signed in (the user menu takes its place). */
  signedOutOnly?: boolean;
}

/** The header's items; the mobile drawer shows the same ones. */
export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  {
    to: "/courses",
    labelKey: "nav.courses",
    kind: "link",
    isCurrent: (pathname, section) => section === "games" || pathname.startsWith("/courses"),
  },
  {
    to: "/auth",
    labelKey: "nav.login",
    kind: "secondary",
    signedOutOnly: true,
    isCurrent: (_p, section) => section === "auth",
  },
  {
    to: "/assessment",
    labelKey: "nav.startAssessment",
    kind: "primary",
    isCurrent: (_p, section) => section === "assessment",
  },
];
