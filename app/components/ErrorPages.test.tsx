import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { translatorFor } from "~/infrastructure/i18n/translate.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { resources } from "~/locales/resources.server";
import { NotFoundPage, ServerErrorPage } from "./ErrorPages";

function render(language: (typeof LANGUAGES)[number], page: React.ReactNode) {
  return renderToStaticMarkup(
    <TranslationProvider language={language} t={translatorFor(language)}>
      {page}
    </TranslationProvider>,
  );
}

describe("error pages", () => {
  it.each(LANGUAGES)("say what happened in %s", (language) => {
    const strings = resources[language].translation;
    const notFound = render(language, <NotFoundPage />);
    expect(notFound).toContain(strings.errors.notFoundTitle);
    expect(notFound).toContain('href="/"');

    const serverError = render(language, <ServerErrorPage status={503} />);
    expect(serverError).toContain(strings.errors.serverErrorTitle);
    expect(serverError).toContain(strings.errors.errorStatus.replace("{{status}}", "503"));
    expect(serverError).not.toContain("{{");
  });
});
