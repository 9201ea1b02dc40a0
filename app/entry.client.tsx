import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguage } from "~/lib/i18n-config";
import { loadTranslation } from "~/locales/load.client";

async function hydrate() {
  const declared = document.documentElement.lang;
  const language = isLanguage(declared) ? declared : DEFAULT_LANGUAGE;
  const i18next = createInstance();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [language]: { translation: await loadTranslation(language) } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
