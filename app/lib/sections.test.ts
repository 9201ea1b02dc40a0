import { describe, expect, it } from "vitest";
import { sectionForPath, showsFooter } from "./sections";

describe("sections", () => {
  it.each([
    ["/games/memory", "games"],
    ["/games", "games"],
    ["/assessment/autism", "assessment"],
    ["/parent-dashboard", "parent-dashboard"],
    ["/auth", "auth"],
    ["/parents", "parents"],
    ["/", "home"],
    ["/courses/abc", "home"],
    ["/gamesx", "home"],
  ])("%s belongs to %s", (path, section) => {
    expect(sectionForPath(path)).toBe(section);
  });

  it("hides the footer on the profile pages only", () => {
    expect(showsFooter("/profile")).toBe(false);
    expect(showsFooter("/profile/add-child")).toBe(false);
    expect(showsFooter("/")).toBe(true);
    expect(showsFooter("/parents")).toBe(true);
  });
});
