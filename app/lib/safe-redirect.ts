/** A fixed origin the candidate is resolved against; only what stays on it is kept. */
const SAME_SITE = "http://same.site";

/**
 * Returns `to` as a clean path on this site ("/courses?age=3#top"), or `fallback`. The
 * candidate must be a path (starting with one "/"), without control characters or
 * backslashes; it is resolved against a fixed origin, and kept only if it stays on that
 * origin and its resolved form is still a plain path. That refuses absolute and
 * protocol-relative URLs ("//host", "///host"), backslash and tab tricks, and dot segments
 * that collapse into "//host" ("/../..//host", "/.//host", "/%2e%2e//host").
 * Never pass a Referer: redirects go to paths the site itself chose or the form carried.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const candidate = to.trim();
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  // oxlint-disable-next-line no-control-regex -- control characters and backslashes are what is rejected
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A first segment that is an encoded slash or backslash is no page of ours; refused to be sure.
  if (!path.startsWith("/") || path.startsWith("//") || /^\/%(?:2f|5c)/i.test(path)) return fallback;
  return path;
}

/**
 * The page a request is for, as a parent would see it in the address bar. React Router also
 * answers a page's data at "/page.data?_routes=…" (its single fetch; the home page is
 * "/_root.data"); returning there after sign-in would show raw data.
 */
export function pagePath(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}
