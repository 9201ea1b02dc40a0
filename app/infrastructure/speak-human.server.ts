import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import express from "express";
import { LANGUAGES, type Language } from "./i18n-config";
import { HUMAN_AUDIO_PREFIX, humanAudioPath, spokenLineId } from "./speak-human";
import { spokenAudioPath } from "./spoken-audio";

/**
 * The server's side of human recordings: which files exist is read from the directory once, at
 * start (a recording added later is heard after the next start), and each language's list is
 * served as the manifest the browser reads; the files themselves are served from the same
 * directory. HUMAN_AUDIO_DIR names another directory (the end-to-end tests use their own).
 */
export type HumanRecordings = Readonly<Record<Language, ReadonlyArray<string>>>;

const ID_FILE = /^([0-9a-f]{8})\.mp3$/;

export function humanAudioDir(defaultDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.HUMAN_AUDIO_DIR?.trim() || defaultDir;
}

/** The ids of the human recordings in `dir`/<language>/, sorted; a missing directory has none. */
export function readHumanRecordings(dir: string): HumanRecordings {
  const ids = (language: Language): string[] => {
    const folder = join(dir, language);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .map((file) => ID_FILE.exec(file)?.[1])
      .filter((id): id is string => id !== undefined)
      .toSorted();
  };
  return { az: ids("az"), en: ids("en"), ru: ids("ru") };
}

/** What the server found at start (empty until `humanAudioMiddleware` is mounted, as in unit tests). */
let foundAtStart: HumanRecordings = { az: [], en: [], ru: [] };

/**
 * The file a page offers for a line without scripts (the browser's own audio player): the
 * person's recording when there is one, else the synthetic one.
 */
export function recordedAudioPath(language: Language, text: string): string {
  return foundAtStart[language].includes(spokenLineId(text)) ? humanAudioPath(language, text) : spokenAudioPath(language, text);
}

/** A person's recording of a line, when there is one (offline mode keeps it with its game). */
export function humanRecordingOf(language: Language, text: string): string | null {
  return foundAtStart[language].includes(spokenLineId(text)) ? humanAudioPath(language, text) : null;
}

/** The manifest's path under the mount point, e.g. "/az/manifest.json". */
const MANIFEST = /^\/([a-z]{2})\/manifest\.json$/;

/**
 * Mounted at HUMAN_AUDIO_PREFIX: the manifests, from the list read at start, and the files.
 * The list is kept a few minutes by browsers: a restart with new files is heard soon after.
 */
export function humanAudioMiddleware(dir: string, recordings: HumanRecordings = readHumanRecordings(dir)): express.RequestHandler {
  foundAtStart = recordings;
  const files = express.static(dir, { maxAge: "1h", index: false, fallthrough: true });
  return (req, res, next) => {
    const manifest = MANIFEST.exec(req.path);
    if (manifest) {
      const language = LANGUAGES.find((known) => known === manifest[1]);
      if (!language) return next();
      res.set("Cache-Control", "public, max-age=300");
      res.json(recordings[language]);
      return;
    }
    files(req, res, next);
  };
}

export { HUMAN_AUDIO_PREFIX };
