import { StrictMode, startTransition, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LanguageProvider, type StringsSource } from "~/lib/i18n/context";
import { NonceProvider } from "~/lib/nonce";
import { DEFAULT_LANGUAGE, type Language, isLanguage } from "~/lib/i18n-config";
import { parseNamespaceList } from "~/locales/namespaces";
import { loadStrings, loadedStrings } from "~/locales/load.client";

/**
 * The page's strings: loaded ones at once; otherwise the render waits (React keeps showing the
 * previous page, since navigations are transitions) until the namespaces' chunks arrive.
 */
function browserStrings(language: Language): StringsSource {
  return (namespaces) => {
    const ready = loadedStrings(language, namespaces);
    if (ready) return ready;
    use(loadStrings(language, namespaces));
    return loadedStrings(language, namespaces) ?? {};
  };
}

function reportMissingString(key: string) {
  console.error(`Missing interface string "${key}": does the route's handle ask for its namespace?`);
}

/** Loads the strings the server rendered with (small chunks of the page's language), then hydrates. */
async function hydrate() {
  const root = document.documentElement;
  const language = isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE;
  await loadStrings(language, parseNamespaceList(root.dataset.strings));
  // Render the server's nonce again so hydration sees the same attributes (browsers keep a
  // nonce only in the element's property, not in its attribute).
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  startTransition(() => {
    hydrateRoot(
      document,
      <NonceProvider value={nonce}>
        <LanguageProvider language={language} source={browserStrings(language)} onMissing={reportMissingString}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </LanguageProvider>
      </NonceProvider>,
    );
  });
}

void hydrate();
