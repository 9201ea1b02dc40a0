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

  // Hostile candidates: absolute, protocol-relative, backslashes, control
  // characters, dot segments that collapse into "//host", encoded and doubled forms.
  const HOSTILE = [
    "https://evil.example/",
    "http://evil.example",
    "HTTPS://evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "//evil.example/%2e%2e",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "/\t\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    " //evil.example",
    "\t//evil.example",
    "/../..//evil.example",
    "/..//evil.example",
    "/.//evil.example",
    "/./..//evil.example",
    "/a/../..//evil.example",
    "/a/b/../../..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/%2e//evil.example",
    "/%2e%2e/%2e%2e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5C%5Cevil.example",
    "/%5c/evil.example",
    "/\u0000//evil.example",
    "/foo\u0000bar",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "/javascript:alert(1)".replace("/", ""),
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "courses",
    "evil.example",
    "@evil.example",
    "http:/evil.example",
    "http:evil.example",
    "https:\\\\evil.example",
    ".//evil.example",
    "..//evil.example",
    "?//evil.example",
    "#//evil.example",
    "",
    " ",
    "/\\",
    "//",
  ];
  it.each(HOSTILE)("replaces %j with the fallback", (input) => {
    expect(safeRedirectPath(input, "/home")).toBe("/home");
  });

  it("has at least 50 hostile inputs", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
  });

  it.each([
    ["/a/../courses", "/courses"],
    ["/./courses", "/courses"],
    ["/courses/%2e%2e/profile", "/profile"],
    ["/courses?next=//evil.example", "/courses?next=//evil.example"],
    ["/courses#//evil.example", "/courses#//evil.example"],
    ["  /courses  ", "/courses"],
  ])("resolves %j to the same-site path %j", (input, expected) => {
    expect(safeRedirectPath(input, "/home")).toBe(expected);
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
