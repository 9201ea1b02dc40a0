/**
 * Returns `to` only when it is a path on this site ("/courses?age=3#top"); anything that
 * could leave the site (absolute URLs, protocol-relative "//host", backslash tricks,
 * control characters) gives `fallback` instead.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  const path = to.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // oxlint-disable-next-line no-control-regex -- control characters are what is rejected
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  try {
    const url = new URL(path, "http://same.site");
    if (url.host !== "same.site") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * The page a request is for, as a parent would see it in the address bar. A client-side
 * navigation fetches a page's data from "/page.data?_routes=…" (React Router's single
 * fetch; the home page is "/_root.data"); returning there after sign-in would show raw data.
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
