import type { Language } from "./i18n-config";

/**
 * Recorded fallbacks for spoken text (games' prompts, homework instructions): many phones have
 * no Azerbaijani voice for speech synthesis, so every text the product speaks has an MP3 made
 * with espeak-ng (`npm run audio`, files committed in public/audio). A file is found by its
 * text: /audio/<language>/<hash of the text>.mp3, the same function on the server, in the
 * browser and in the generator.
 */
export function normalizeSpokenText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** FNV-1a, 32 bits, as 8 hex digits: short, stable names; the generator checks for clashes. */
export function spokenTextHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of normalizeSpokenText(text)) {
    const code = char.codePointAt(0) ?? 0;
    hash ^= code;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export function spokenAudioPath(language: Language, text: string): string {
  return `/audio/${language}/${spokenTextHash(text)}.mp3`;
}
