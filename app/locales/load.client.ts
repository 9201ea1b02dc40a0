import type { Language } from "~/lib/i18n-config";

/** Loads one language's strings as its own chunk, so a page downloads only the language it shows. */
export async function loadTranslation(language: Language): Promise<Record<string, unknown>> {
  switch (language) {
    case "en":
      return (await import("./en")).default;
    case "ru":
      return (await import("./ru")).default;
    default:
      return (await import("./az")).default;
  }
}
