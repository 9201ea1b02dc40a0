import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Language } from "~/lib/i18n-config";
import { normalizeSpokenText, spokenTextHash } from "~/lib/spoken-audio";

/** espeak-ng's voice for each interface language, and a slower pace for young listeners. */
const VOICES: Record<Language, string> = { az: "az", en: "en-us", ru: "ru" };
const WORDS_PER_MINUTE = "140";

export interface RecordingReport {
  language: Language;
  recorded: number;
  kept: number;
  removed: number;
}

/**
 * Records each text with espeak-ng and encodes it as a small mono MP3 with lame (both Debian
 * packages), into `<dir>/<language>/<hash>.mp3`. Existing files are kept (the name is the text's
 * hash); files no text needs any more are removed. Two texts with one hash stop the run.
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
  const existing = new Set(readdirSync(target).filter((file) => file.endsWith(".mp3")));
  const work = mkdtempSync(join(tmpdir(), "spoken-"));
  let recorded = 0;
  try {
    for (const [hash, text] of wanted) {
      if (existing.has(`${hash}.mp3`)) continue;
      const wav = join(work, `${hash}.wav`);
      execFileSync("espeak-ng", ["-v", VOICES[language], "-s", WORDS_PER_MINUTE, "-w", wav, text]);
      execFileSync("lame", ["--quiet", "-m", "m", "-b", "32", "--resample", "22.05", wav, join(target, `${hash}.mp3`)]);
      recorded += 1;
    }
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
