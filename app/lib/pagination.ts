/** Long lists (transactions, a child's assessments) are shown 20 rows a page, newest first. */
export const PAGE_SIZE = 20;
/** Beyond any real history; keeps the offset a small number whatever the address says. */
const LAST_PAGE = 10_000;

/** The page asked for by `?page=N`: a whole number from 1; anything else is page 1, never an error. */
export function pageFrom(params: URLSearchParams): number {
  const value = params.get("page") ?? "";
  if (!/^\d{1,6}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), LAST_PAGE);
}

/** What to ask the database for: one row more than a page, which tells whether another follows. */
export function pageWindow(page: number): { limit: number; offset: number } {
  return { limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE };
}

export interface Page<T> {
  items: T[];
  page: number;
  hasNewer: boolean;
  hasOlder: boolean;
}

/** The rows of one page from what `pageWindow` fetched. */
export function pageOf<T>(rows: T[], page: number): Page<T> {
  return { items: rows.slice(0, PAGE_SIZE), page, hasNewer: page > 1, hasOlder: rows.length > PAGE_SIZE };
}

/** The address of another page of the same list, keeping its other parameters (filters). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
