import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { TranslationProvider } from "~/infrastructure/i18n/context";
import { translateFrom } from "~/infrastructure/i18n/translate";
import { NonceProvider } from "~/infrastructure/nonce";
import { DEFAULT_LANGUAGE, isLanguage } from "~/infrastructure/i18n-config";

/**
 * React Router's browser entry. No page is hydrated by it (pages are sent without React, a
 * game's play area is an island of its own: ADR 023, 035), and the browser has no interface
 * strings outside an island (ADR 042). A page hydrated again would need its strings from the
 * server: until then every key it translates is reported, and the e2e runs fail on the error.
 */
function reportMissingString(key: string) {
  console.error(`Missing interface string "${key}": a page hydrated by React Router has no strings in the browser (ADR 042).`);
}

const root = document.documentElement;
const language = isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE;
const t = translateFrom(language, {}, reportMissingString);
// Render the server's nonce again so hydration sees the same attributes (browsers keep a
// nonce only in the element's property, not in its attribute).
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
startTransition(() => {
  hydrateRoot(
    document,
    <NonceProvider value={nonce}>
      <TranslationProvider language={language} t={t}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslationProvider>
    </NonceProvider>,
  );
});
