import { expect, test } from "./fixtures";

test.describe("security baseline", () => {
  test("sends the security headers and a nonce that matches every inline script", async ({ page }) => {
    // A game page: its island's props are an inline script element (every other page has only
    // standalone module scripts, ADR 024; their nonces are checked by budgets.spec.ts).
    const response = await page.goto("/games/counting");
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
    const html = (await response?.text()) ?? "";
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("gives every response its own nonce", async ({ request }) => {
    const first = (await request.get("/")).headers()["content-security-policy"];
    const second = (await request.get("/")).headers()["content-security-policy"];
    expect(first).not.toBe(second);
  });

  test("refuses form posts from other sites", async ({ request }) => {
    const crossSite = await request.post("/contact", {
      form: { name: "x", email: "x@example.az", message: "cross-site attempt" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
    const language = await request.post("/preferences/language", {
      form: { language: "en" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(language.status()).toBe(403);
    expect(language.headers()["set-cookie"]).toBeUndefined();
  });

  test("refuses oversized bodies", async ({ request, baseURL }) => {
    const response = await request.post("/contact", {
      data: "x".repeat(1024 * 1024 + 10),
      headers: { Origin: baseURL ?? "", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status()).toBe(413);
  });

  test("compresses pages and caches hashed assets for a year", async ({ request }) => {
    const page = await request.get("/contact", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(page.headers()["content-encoding"]);
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset ?? "");
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("reports health and serves robots.txt", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers()["cache-control"]).toBe("no-store");
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Disallow: /profile");
  });
});
