import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "~/infrastructure/i18n-config";
import { normalizeSpokenText, spokenTextHash } from "~/infrastructure/spoken-audio";

/** espeak-ng's voice for each interface language. */
const VOICES: Record<Language, string> = { az: "az", en: "en-us", ru: "ru" };

/**
 * How espeak-ng speaks to small children, chosen from its documented parameters (nobody here
 * could listen): the variant "f5", the female variant with no roughness (a smooth rather than
 * rasping tone) and some breath (softer consonants); 120 words a minute (its default is 175, an
 * adult's reading pace, and 140 still ran words together for a three-year-old); pitch 55 of
 * 0-99 (a little above its middle, 50, for a brighter, friendlier tone without sounding
 * strained); and 20 ms more between words (-g counts 10 ms units), so each word stands apart.
 */
export const ESPEAK_SETTINGS = { variant: "f5", wordsPerMinute: 120, pitch: 55, wordGap: 2 } as const;

export function espeakArguments(language: Language, wav: string, text: string): string[] {
  const { variant, wordsPerMinute, pitch, wordGap } = ESPEAK_SETTINGS;
  return ["-v", `${VOICES[language]}+${variant}`, "-s", String(wordsPerMinute), "-p", String(pitch), "-g", String(wordGap), "-w", wav, text];
}

/**
 * The settings the files of a directory were made with, kept beside them (a dot file, never
 * served): when they change, every file is made again, so a child never hears two voices.
 */
const SETTINGS_FILE = ".voice";
const settingsStamp = (language: Language) => `${JSON.stringify({ voice: VOICES[language], ...ESPEAK_SETTINGS })}\n`;

export interface RecordingReport {
  language: Language;
  recorded: number;
  kept: number;
  removed: number;
}

/**
 * Records each text with espeak-ng and encodes it as a small mono MP3 with lame (both Debian
 * packages), into `<dir>/<language>/<hash>.mp3`. Existing files are kept (the name is the text's
 * hash) unless the voice's settings changed since they were made; files no text needs any more
 * are removed. Two texts with one hash stop the run.
 */
export function recordSpokenTexts(dir: string, language: Language, texts: ReadonlyArray<string>): RecordingReport {
  const target = join(dir, language);
  mkdirSync(target, { recursive: true });
  const wanted = new Map<string, string>();
  for (const text of texts.map(normalizeSpokenText).filter(Boolean)) {
    const hash = spokenTextHash(text);
    const other = wanted.get(hash);
    if (other !== undefined && other !== text) throw new Error(`Two texts share the audio name ${hash}: "${other}" and "${text}"`);
    wanted.set(hash, text);
  }
  const stampFile = join(target, SETTINGS_FILE);
  const sameVoice = existsSync(stampFile) && readFileSync(stampFile, "utf8") === settingsStamp(language);
  const existing = new Set(readdirSync(target).filter((file) => file.endsWith(".mp3")));
  const current = sameVoice ? existing : new Set<string>();
  const work = mkdtempSync(join(tmpdir(), "spoken-"));
  let recorded = 0;
  try {
    for (const [hash, text] of wanted) {
      if (current.has(`${hash}.mp3`)) continue;
      const wav = join(work, `${hash}.wav`);
      execFileSync("espeak-ng", espeakArguments(language, wav, text));
      execFileSync("lame", ["--quiet", "-m", "m", "-b", "32", "--resample", "22.05", wav, join(target, `${hash}.mp3`)]);
      recorded += 1;
    }
    writeFileSync(stampFile, settingsStamp(language));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  let removed = 0;
  for (const file of existing) {
    if (!wanted.has(file.slice(0, -".mp3".length))) {
      rmSync(join(target, file));
      removed += 1;
    }
  }
  return { language, recorded, kept: wanted.size - recorded, removed };
}
