import type { Language } from "./i18n-config";
import { normalizeSpokenText, spokenAudioPath, spokenTextHash } from "./spoken-audio";

/**
 * Recordings made by a person, preferred over every synthetic voice. A line's id is the same
 * hash of its text that names its synthetic recording, so a voice actor's file for a line sits
 * at /audio/human/<language>/<id>.mp3 and needs no table to be found. Which files exist is read
 * by the server once at start and given to the browser as one small list per language (the
 * manifest), so the browser never asks for a file that is not there.
 */
export const HUMAN_AUDIO_PREFIX = "/audio/human";

/** The id of a spoken line: the voice actor's script, the synthetic file and the human file share it. */
export function spokenLineId(text: string): string {
  return spokenTextHash(text);
}

export function humanAudioPath(language: Language, text: string): string {
  return `${HUMAN_AUDIO_PREFIX}/${language}/${spokenLineId(text)}.mp3`;
}

/** Where the browser reads which human recordings exist for a language. */
export function humanManifestPath(language: Language): string {
  return `${HUMAN_AUDIO_PREFIX}/${language}/manifest.json`;
}

/** One part of a spoken text and how it is heard. */
export type SpeechStep = { kind: "human"; text: string; src: string } | { kind: "voice"; text: string } | { kind: "recording"; text: string; src: string };

/**
 * How each part of a text is heard, part by part: a person's recording when there is one,
 * else the browser's voice when it has one for the language, else the synthetic recording.
 * (A voice that fails while reading falls back to that part's synthetic recording.)
 */
export function planSpeech(language: Language, parts: ReadonlyArray<string>, { human, voice }: { human: ReadonlySet<string>; voice: boolean }): SpeechStep[] {
  return parts
    .map(normalizeSpokenText)
    .filter(Boolean)
    .map((text): SpeechStep => {
      if (human.has(spokenLineId(text))) return { kind: "human", text, src: humanAudioPath(language, text) };
      if (voice) return { kind: "voice", text };
      return { kind: "recording", text, src: spokenAudioPath(language, text) };
    });
}

/** Ids as the manifest lists them: 8 hex digits, anything else ignored. */
export function parseHumanManifest(body: unknown): Set<string> {
  if (!Array.isArray(body)) return new Set();
  return new Set(body.filter((id): id is string => typeof id === "string" && /^[0-9a-f]{8}$/.test(id)));
}

/** A slow or missing manifest never keeps a child waiting longer than this for a line. */
const MANIFEST_WAIT_MS = 1500;

const manifests = new Map<Language, Promise<ReadonlySet<string>>>();
/** The lists that have come, so a line can start at once, inside the tap that asked for it (phones play sound only then). */
const arrived = new Map<Language, ReadonlySet<string>>();

/** The human recordings of a language if their list has already come. */
export function humanRecordingsKnown(language: Language): ReadonlySet<string> | undefined {
  return arrived.get(language);
}

/**
 * The human recordings of a language, asked for once per page; a failure counts as none, and
 * a line does not wait for a slow answer (it is spoken as if there were none, and later lines
 * use the list once it came), so the synthetic voices speak as before.
 */
export function humanRecordings(language: Language, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson): Promise<ReadonlySet<string>> {
  const none: ReadonlySet<string> = new Set<string>();
  let known = manifests.get(language);
  if (!known) {
    known = fetchJson(humanManifestPath(language)).then(parseHumanManifest, () => none);
    void known.then((ids) => arrived.set(language, ids));
    manifests.set(language, known);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ReadonlySet<string>>((resolve) => {
    timer = setTimeout(() => resolve(none), MANIFEST_WAIT_MS);
  });
  return Promise.race([known, late]).finally(() => clearTimeout(timer));
}

/** For tests: forget the manifests read. */
export function forgetHumanRecordings(): void {
  manifests.clear();
  arrived.clear();
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}
