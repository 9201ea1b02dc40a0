import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { REMEMBERED_PATHS, SharedPages, type SharedHtmlRequest, pathSharesHtml, sharedHtmlKey } from "./shared-html";

const visitor: SharedHtmlRequest = { method: "GET", host: "balaca.az", originalUrl: "/", cookie: undefined, referer: undefined, saveData: false };

describe("which requests may get a shared page", () => {
  it("a GET with no cookie, or only the language and theme cookies, has a key", () => {
    expect(sharedHtmlKey(visitor)).not.toBeNull();
    expect(sharedHtmlKey({ ...visitor, cookie: "lng=ImVuIg%3D%3D; theme=ImRhcmsi" })).not.toBeNull();
  });

  it("any other cookie, another method, a data request or no host is rendered for itself", () => {
    expect(sharedHtmlKey({ ...visitor, cookie: "__session=abc" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, cookie: "lng=ImVuIg%3D%3D; __flash=1" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, cookie: "applied_coupon" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, method: "POST" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, method: "HEAD" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, originalUrl: "/courses.data" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, originalUrl: "/_root.data?_routes=root" })).toBeNull();
    expect(sharedHtmlKey({ ...visitor, host: undefined })).toBeNull();
  });

  it("everything a page may depend on is in the key", () => {
    const keys = [
      visitor,
      { ...visitor, host: "evil.example" },
      { ...visitor, originalUrl: "/?from=promo" },
      { ...visitor, referer: "https://balaca.az/games" },
      { ...visitor, cookie: "lng=ImVuIg%3D%3D" },
      { ...visitor, cookie: "theme=ImRhcmsi" },
      { ...visitor, saveData: true },
    ].map(sharedHtmlKey);
    expect(new Set(keys).size).toBe(keys.length);
    // The order of the cookies does not matter.
    expect(sharedHtmlKey({ ...visitor, cookie: "lng=a; theme=b" })).toBe(sharedHtmlKey({ ...visitor, cookie: "theme=b;lng=a" }));
  });
});

describe("kept pages", () => {
  const page = { status: 200, headers: [["content-type", "text/html"]] as const, parts: ["<p>", "</p>"] };

  it("are given back until they expire", () => {
    let now = 1_000;
    const pages = new SharedPages(10, () => now);
    pages.keep("a", page, 60);
    now += 59_999;
    expect(pages.get("a")?.parts).toEqual(["<p>", "</p>"]);
    now += 2;
    expect(pages.get("a")).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it("are at most as many as allowed, the least recently used going first", () => {
    const pages = new SharedPages(2, () => 0);
    pages.keep("a", page);
    pages.keep("b", page);
    expect(pages.get("a")).toBeDefined();
    pages.keep("c", page);
    expect(pages.get("b")).toBeUndefined();
    expect(pages.get("a")).toBeDefined();
    expect(pages.get("c")).toBeDefined();
    expect(pages.size).toBe(2);
  });
});

const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: object) => ({ id, parentId, path, module: { handle } });

/** A build with a shared course page, an unshared page below it and a catch-all. */
function build() {
  const routes = {
    root: route("root", undefined, ""),
    course: route("course", "root", "courses/:courseId", { sharesHtml: true }),
    edit: route("edit", "root", "courses/:courseId/edit"),
    notFound: route("notFound", "root", "*", { sharesHtml: false }),
  };
  return { routes } as unknown as ServerBuild & { routes: typeof routes };
}

describe("which paths share their page", () => {
  it("is the matched page's handle, the most specific route winning", () => {
    const shares = pathSharesHtml(build());
    expect(shares("/courses/months-0-11")).toBe(true);
    expect(shares("/courses/months-0-11/edit")).toBe(false);
    expect(shares("/no/such/page")).toBe(false);
    expect(shares("/")).toBe(false);
  });

  it("is remembered per path, the least recently asked forgotten once too many paths were asked", () => {
    const app = build();
    const shares = pathSharesHtml(app);
    expect(shares("/courses/a")).toBe(true);
    app.routes.course.module.handle = { sharesHtml: false };
    // Remembered: the route tree is not matched again for a path already seen.
    expect(shares("/courses/a")).toBe(true);
    expect(shares("/courses/b")).toBe(false);
    for (let n = 0; n < REMEMBERED_PATHS - 1; n += 1) {
      shares(`/made-up/${n}`);
      // Asked again and again: the last to be forgotten.
      expect(shares("/courses/b")).toBe(false);
    }
    app.routes.course.module.handle = { sharesHtml: true };
    shares("/made-up/one-more");
    expect(shares("/courses/b")).toBe(false);
    expect(shares("/courses/a")).toBe(true);
  });
});
