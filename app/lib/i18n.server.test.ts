import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { detectLanguage, getLanguage, languageCookie, languageMiddleware } from "./i18n.server";

async function requestWith(language: string): Promise<Request> {
  const cookie = (await languageCookie.serialize(language)).split(";")[0] ?? "";
  return new Request("http://localhost/", { headers: { Cookie: `theme=dark; ${cookie}` } });
}

describe("language detection", () => {
  it("takes the language from the lng cookie", async () => {
    expect(await detectLanguage(await requestWith("en"))).toBe("en");
    expect(await detectLanguage(await requestWith("ru"))).toBe("ru");
    expect(await detectLanguage(await requestWith("az"))).toBe("az");
  });

  it("falls back to Azerbaijani without a cookie, for an unknown value, and ignores Accept-Language", async () => {
    expect(await detectLanguage(new Request("http://localhost/", { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } }))).toBe("az");
    expect(await detectLanguage(await requestWith("de"))).toBe("az");
    expect(await detectLanguage(new Request("http://localhost/", { headers: { Cookie: "lng=%%%" } }))).toBe("az");
  });

  it("is set once by the middleware for the rest of the request", async () => {
    const context = new RouterContextProvider();
    let seen = "";
    await languageMiddleware({ request: await requestWith("ru"), context }, async () => {
      seen = getLanguage(context);
      return new Response("ok");
    });
    expect(seen).toBe("ru");
    expect(getLanguage(new RouterContextProvider())).toBe("az");
  });
});
