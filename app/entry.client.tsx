import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { TranslationProvider } from "~/lib/i18n/context";
import { NonceProvider } from "~/lib/nonce";
import { DEFAULT_LANGUAGE, isLanguage } from "~/lib/i18n-config";
import { loadTranslation } from "~/locales/load.client";

/** Loads the strings of the page's language (its own small chunk), then hydrates. */
async function hydrate() {
  const declared = document.documentElement.lang;
  const language = isLanguage(declared) ? declared : DEFAULT_LANGUAGE;
  const strings = await loadTranslation(language);
  // Render the server's nonce again so hydration sees the same attributes (browsers keep a
  // nonce only in the element's property, not in its attribute).
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  startTransition(() => {
    hydrateRoot(
      document,
      <NonceProvider value={nonce}>
        <TranslationProvider language={language} strings={strings}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </TranslationProvider>
      </NonceProvider>,
    );
  });
}

void hydrate();
