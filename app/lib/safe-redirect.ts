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
