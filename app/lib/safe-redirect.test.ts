import { describe, expect, it } from "vitest";
import { pagePath, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/courses", "/courses"],
    ["/courses?age=3#top", "/courses?age=3#top"],
    ["/profile/add-child", "/profile/add-child"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "courses",
    "/foo\u0000bar",
    "/\tevil",
    "",
  ])("replaces %j with the fallback", (input) => {
    expect(safeRedirectPath(input, "/home")).toBe("/home");
  });

  it("falls back when there is no value", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/x")).toBe("/x");
  });
});

describe("pagePath", () => {
  it("is the page behind a client-side data request", () => {
    expect(pagePath(new URL("http://x/assessment/abc/save.data?_routes=routes%2Fassessment%2Fsave"))).toBe("/assessment/abc/save");
    expect(pagePath(new URL("http://x/_root.data?_routes=root"))).toBe("/");
    expect(pagePath(new URL("http://x/assessment.data?child=7&_routes=a"))).toBe("/assessment?child=7");
    expect(pagePath(new URL("http://x/profile/children?tab=2"))).toBe("/profile/children?tab=2");
  });
});
