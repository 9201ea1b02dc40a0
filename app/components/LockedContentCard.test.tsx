import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { LockedContentCard } from "./LockedContentCard";

function render(language: (typeof LANGUAGES)[number], reason: "login_required" | "subscription_required") {
  const router = createMemoryRouter([{ path: "/", element: <LockedContentCard reason={reason} returnTo="/games/memory" /> }]);
  return renderToStaticMarkup(
    <TranslationProvider language={language} t={translatorFor(language)}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
}

describe("the locked-content card", () => {
  it.each(LANGUAGES)("asks a visitor to log in, saying registration is free, in %s", (language) => {
    const strings = resources[language].translation;
    const html = render(language, "login_required");
    expect(html).toContain(strings.locked.loginTitle);
    expect(html).toContain(strings.locked.loginText);
    expect(html).toContain('href="/auth?returnTo=%2Fgames%2Fmemory"');
    expect(html).not.toContain(strings.locked.premiumTitle);
  });

  it.each(LANGUAGES)("offers Premium with its three benefits and the note, in %s", (language) => {
    const strings = resources[language].translation;
    const html = render(language, "subscription_required");
    for (const text of [
      strings.locked.premiumTitle,
      strings.locked.benefitGames,
      strings.locked.benefitHomework,
      strings.locked.benefitInsights,
      strings.locked.note,
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/subscription/plans?next=%2Fgames%2Fmemory"');
  });
});
