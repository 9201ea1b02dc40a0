import type { Language } from "./i18n-config";
import { normalizeSpokenText, spokenAudioPath } from "./spoken-audio";

/**
 * Reads text aloud in the page's language: with the browser's voice when it has one for the
 * language, else (or when the voice fails) with the recorded files of public/audio. Parts are
 * read one after another. Browser only; every spoken text is also written on the page.
 */
const VOICE_TAGS: Record<Language, string> = { az: "az-AZ", en: "en-US", ru: "ru-RU" };

export interface SpeakHandlers {
  /** The whole text has been read. */
  onEnd?: () => void;
  /** Neither a voice nor a recording could play it. */
  onFailed?: () => void;
}

let playing: HTMLAudioElement | null = null;

function stopAll() {
  playing?.pause();
  playing = null;
  if ("speechSynthesis" in window) window.speechSynthesis.cancel();
}

function playRecorded(language: Language, parts: ReadonlyArray<string>, handlers: SpeakHandlers) {
  const [first, ...rest] = parts;
  if (first === undefined) {
    handlers.onEnd?.();
    return;
  }
  const recording = new Audio(spokenAudioPath(language, first));
  playing = recording;
  recording.addEventListener("ended", () => {
    if (playing === recording) playRecorded(language, rest, handlers);
  });
  recording.addEventListener("error", () => handlers.onFailed?.());
  recording.play().catch(() => handlers.onFailed?.());
}

/** Whether the browser has a voice for the language; unknown (voices still loading) counts as yes. */
function hasVoice(language: Language): boolean {
  const voices = window.speechSynthesis.getVoices();
  return voices.length === 0 || voices.some((voice) => voice.lang.toLowerCase().startsWith(language));
}

export function speak(language: Language, text: string | ReadonlyArray<string>, handlers: SpeakHandlers = {}): void {
  if (typeof window === "undefined") return;
  const parts = (typeof text === "string" ? [text] : text).map(normalizeSpokenText).filter(Boolean);
  stopAll();
  if (!("speechSynthesis" in window) || !hasVoice(language)) {
    playRecorded(language, parts, handlers);
    return;
  }
  const utterance = new SpeechSynthesisUtterance(parts.join(" "));
  utterance.lang = VOICE_TAGS[language];
  utterance.rate = 0.9;
  utterance.addEventListener("end", () => handlers.onEnd?.());
  // "interrupted" and "canceled" mean a newer text took over, not a failure.
  utterance.addEventListener("error", (event) => {
    if (event.error !== "interrupted" && event.error !== "canceled") playRecorded(language, parts, handlers);
  });
  window.speechSynthesis.speak(utterance);
}

/** Stops whatever is being read. */
export function stopSpeaking(): void {
  if (typeof window !== "undefined") stopAll();
}

/** If neither "end" nor "error" comes (a silent voice), the reading counts as over after this long. */
const READING_AT_MOST_MS = 60_000;

/**
 * Reads `text` (as `speak`) and calls `done` once: when it has been read, when it could not
 * be, or after a minute at most. Returns a function that forgets the reading (for a control
 * that goes away first).
 */
export function speakThenDone(language: Language, text: string | ReadonlyArray<string>, done: () => void): () => void {
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    window.clearTimeout(safety);
    done();
  };
  const safety = window.setTimeout(finish, READING_AT_MOST_MS);
  speak(language, text, { onEnd: finish, onFailed: finish });
  return () => {
    over = true;
    window.clearTimeout(safety);
  };
}
