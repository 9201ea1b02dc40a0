import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allSpokenTexts } from "~/domain/audio/spoken-texts.server";
import { LANGUAGES } from "~/infrastructure/i18n-config";
import { normalizeSpokenText, spokenAudioPath, spokenTextHash } from "~/infrastructure/spoken-audio";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");

describe("recorded fallbacks for spoken text", () => {
  it("names a file by its text, ignoring spacing", () => {
    expect(spokenTextHash("Hanı  qırmızı rəng? ")).toBe(spokenTextHash("Hanı qırmızı rəng?"));
    expect(spokenTextHash("a")).not.toBe(spokenTextHash("b"));
    expect(spokenAudioPath("az", "Mö-ö!")).toMatch(/^\/audio\/az\/[0-9a-f]{8}\.mp3$/);
    expect(normalizeSpokenText("  two\n  words ")).toBe("two words");
  });

  it.each(LANGUAGES)("has a recording of every text the product speaks in %s (run `npm run build && npm run audio` after changing one)", (language) => {
    const texts = allSpokenTexts()[language];
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.filter((text) => !existsSync(path.join(PUBLIC, spokenAudioPath(language, text))));
    expect(missing).toEqual([]);
  });

  it("gives different texts different names", () => {
    for (const language of LANGUAGES) {
      const texts = allSpokenTexts()[language].map(normalizeSpokenText);
      expect(new Set(texts.map(spokenTextHash)).size).toBe(new Set(texts).size);
    }
  });
});
