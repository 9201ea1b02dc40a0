/**
 * Tells search engines what to leave alone: everything about a family is private. Also the
 * benchmark's "framework floor": the least work a request through the full stack can do.
 */
const ROBOTS = [
  "User-agent: *",
  "Disallow: /profile",
  "Disallow: /parent-dashboard",
  "Disallow: /subscription/checkout",
  "Disallow: /subscription/success",
  "Disallow: /payments/",
  "Disallow: /epoint-simulator/",
  "Disallow: /assessment/",
  "Disallow: /payment-result",
  "Disallow: /reset-password",
  "Disallow: /api/",
  "Allow: /",
  "",
].join("\n");

export function loader() {
  return new Response(ROBOTS, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
