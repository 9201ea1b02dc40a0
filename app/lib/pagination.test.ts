import { describe, expect, it } from "vitest";
import { PAGE_SIZE, pageFrom, pageHref, pageOf, pageWindow } from "./pagination";

describe("pagination", () => {
  it("reads the page from ?page=N and falls back to the first for anything else", () => {
    expect(pageFrom(new URLSearchParams("page=3"))).toBe(3);
    expect(pageFrom(new URLSearchParams(""))).toBe(1);
    for (const bad of ["0", "-2", "1.5", "abc", "2e3", "", "99999999999"]) expect(pageFrom(new URLSearchParams({ page: bad }))).toBe(1);
    expect(pageFrom(new URLSearchParams("page=999999"))).toBe(10_000);
  });

  it("asks for one row more than a page, after the pages before", () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageWindow(1)).toEqual({ limit: 21, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 21, offset: 40 });
  });

  it("knows from the extra row whether older rows follow", () => {
    const rows = Array.from({ length: 21 }, (_, index) => index);
    expect(pageOf(rows, 1)).toEqual({ items: rows.slice(0, 20), page: 1, hasNewer: false, hasOlder: true });
    expect(pageOf(rows.slice(0, 20), 2)).toEqual({ items: rows.slice(0, 20), page: 2, hasNewer: true, hasOlder: false });
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, hasNewer: false, hasOlder: false });
  });

  it("links to another page keeping the filters, and to the first without a page parameter", () => {
    expect(pageHref("/profile/transactions", "?status=failed&page=2", 3)).toBe("/profile/transactions?status=failed&page=3");
    expect(pageHref("/profile/transactions", "?status=failed&page=2", 1)).toBe("/profile/transactions?status=failed");
    expect(pageHref("/profile/transactions", "", 2)).toBe("/profile/transactions?page=2");
  });
});
