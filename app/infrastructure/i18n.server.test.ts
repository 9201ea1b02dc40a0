import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getLanguage, languageCookie, languageMiddleware } from "./i18n.server";

async function requestWith(language: string): Promise<Request> {
  const cookie = (await languageCookie.serialize(language)).split(";")[0] ?? "";
  return new Request("http://localhost/", { headers: { Cookie: `theme=dark; ${cookie}` } });
}

/** The language the middleware (remix-i18next's) sets for the rest of the request. */
async function languageOf(request: Request): Promise<string> {
  const context = new RouterContextProvider();
  let seen = "";
  const args = { request, context, url: new URL(request.url), params: {}, pattern: "/" };
  await languageMiddleware(args, async () => {
    seen = getLanguage(context);
    return new Response("ok");
  });
  return seen;
}

describe("language detection", () => {
  it("takes the language from the lng cookie", async () => {
    expect(await languageOf(await requestWith("en"))).toBe("en");
    expect(await languageOf(await requestWith("ru"))).toBe("ru");
    expect(await languageOf(await requestWith("az"))).toBe("az");
  });

  it("falls back to Azerbaijani without a cookie, for an unknown value, and ignores Accept-Language", async () => {
    expect(await languageOf(new Request("http://localhost/", { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } }))).toBe("az");
    expect(await languageOf(new Request("http://localhost/?lng=ru"))).toBe("az");
    expect(await languageOf(await requestWith("de"))).toBe("az");
    expect(await languageOf(new Request("http://localhost/", { headers: { Cookie: "lng=%%%" } }))).toBe("az");
  });

  it("is Azerbaijani outside a request that went through the middleware", () => {
    expect(getLanguage(new RouterContextProvider())).toBe("az");
  });
});
