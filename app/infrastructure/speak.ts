import type { Language } from "./i18n-config";
import { humanRecordings, humanRecordingsKnown, planSpeech, type SpeechStep } from "./speak-human";
import { normalizeSpokenText, spokenAudioPath } from "./spoken-audio";

/**
 * Reads text aloud in the page's language, part by part with a short pause between parts. Each
 * part is heard from a person's recording when there is one (public/audio/human), else with the
 * browser's voice when it has one for the language, else (or when the voice fails) from the
 * synthetic recordings of public/audio. Browser only; every spoken text is also written on the
 * page.
 */
const VOICE_TAGS: Record<Language, string> = { az: "az-AZ", en: "en-US", ru: "ru-RU" };

/**
 * The browser's voice, tuned for small children: slower than an adult's pace (1 is the voice's
 * own), a little higher and brighter (pitch 1 is its own, 2 the most), and a breath between the
 * parts of a text (a prompt, then the thing to find) so each can be taken in.
 */
export const VOICE_TUNING = { rate: 0.8, pitch: 1.15, pauseMs: 350 } as const;

/** Names of voices that are usually the smoother, less robotic ones of a platform. */
const FRIENDLIER_VOICE = /natural|neural|enhanced|premium|google|siri/i;

export interface SpeakHandlers {
  /** The whole text has been read. */
  onEnd?: () => void;
  /** Neither a voice nor a recording could play it. */
  onFailed?: () => void;
  /** 0 to 1; the games' one volume level. */
  volume?: number;
}

let playing: HTMLAudioElement | null = null;
let pause: ReturnType<typeof setTimeout> | undefined;
/** Every `speak` starts a new reading; an older one stops where it is. */
let reading = 0;

function stopAll() {
  reading += 1;
  clearTimeout(pause);
  playing?.pause();
  playing = null;
  if ("speechSynthesis" in window) window.speechSynthesis.cancel();
}

/** Whether the browser has a voice for the language; unknown (voices still loading) counts as yes. */
function hasVoice(language: Language): boolean {
  if (!("speechSynthesis" in window)) return false;
  const voices = window.speechSynthesis.getVoices();
  return voices.length === 0 || voices.some((voice) => voice.lang.toLowerCase().startsWith(language));
}

/** The language's friendliest-sounding voice, when the browser lists one; else the browser picks. */
export function pickVoice<V extends { lang: string; name: string; localService?: boolean }>(voices: ReadonlyArray<V>, language: Language): V | undefined {
  const own = voices.filter((voice) => voice.lang.toLowerCase().startsWith(language));
  return own.find((voice) => FRIENDLIER_VOICE.test(voice.name)) ?? own.find((voice) => voice.localService) ?? own[0];
}

function playFile(src: string, volume: number, onEnd: () => void, onError: () => void) {
  const file = new Audio(src);
  file.volume = volume;
  playing = file;
  let failed = false;
  const fail = () => {
    if (failed || playing !== file) return;
    failed = true;
    onError();
  };
  file.addEventListener("ended", () => {
    if (playing === file) onEnd();
  });
  file.addEventListener("error", fail);
  file.play().catch(fail);
}

function playVoice(language: Language, text: string, volume: number, onEnd: () => void, onError: () => void) {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = VOICE_TAGS[language];
  const voice = pickVoice(window.speechSynthesis.getVoices(), language);
  try {
    if (voice) utterance.voice = voice;
  } catch {
    // not one of the browser's own voices (a stand-in): the language tag picks one
  }
  utterance.rate = VOICE_TUNING.rate;
  utterance.pitch = VOICE_TUNING.pitch;
  utterance.volume = volume;
  utterance.addEventListener("end", onEnd);
  // "interrupted" and "canceled" mean a newer text took over, not a failure.
  utterance.addEventListener("error", (event) => {
    if (event.error !== "interrupted" && event.error !== "canceled") onError();
  });
  window.speechSynthesis.speak(utterance);
}

function run(language: Language, steps: ReadonlyArray<SpeechStep>, index: number, handlers: SpeakHandlers, mine: number) {
  if (mine !== reading) return;
  const step = steps[index];
  if (step === undefined) {
    handlers.onEnd?.();
    return;
  }
  const volume = handlers.volume ?? 1;
  const next = () => {
    if (mine !== reading) return;
    if (index + 1 >= steps.length) run(language, steps, index + 1, handlers, mine);
    else pause = setTimeout(() => run(language, steps, index + 1, handlers, mine), VOICE_TUNING.pauseMs);
  };
  const recording = () => {
    if (mine === reading) playFile(spokenAudioPath(language, step.text), volume, next, () => handlers.onFailed?.());
  };
  if (step.kind === "voice") playVoice(language, step.text, volume, next, recording);
  else if (step.kind === "recording") recording();
  // A person's file that cannot play: the part is said as if there were none.
  else playFile(step.src, volume, next, () => (hasVoice(language) ? playVoice(language, step.text, volume, next, recording) : recording()));
}

export function speak(language: Language, text: string | ReadonlyArray<string>, handlers: SpeakHandlers = {}): void {
  if (typeof window === "undefined") return;
  const parts = (typeof text === "string" ? [text] : text).map(normalizeSpokenText).filter(Boolean);
  stopAll();
  const mine = reading;
  const start = (human: ReadonlySet<string>) => {
    if (mine === reading) run(language, planSpeech(language, parts, { human, voice: hasVoice(language) }), 0, handlers, mine);
  };
  const known = humanRecordingsKnown(language);
  if (known) start(known);
  else if (typeof window.fetch === "function") void humanRecordings(language).then(start);
  else start(new Set());
}

/** Asks for the list of human recordings ahead of the first line (a game calls it when it opens). */
export function prepareSpeaking(language: Language): void {
  if (typeof window !== "undefined" && typeof window.fetch === "function") void humanRecordings(language);
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
