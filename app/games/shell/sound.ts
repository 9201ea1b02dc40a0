import type { Language } from "~/lib/i18n-config";
import { speak } from "~/lib/speak";

/**
 * Game sounds without files: short tones made with Web Audio, and spoken prompts with the
 * browser's speech synthesis in the page's language. Both fail quietly: a game never depends
 * on hearing (every prompt is also written).
 */
const SOUND_KEY = "games-sound";

const soundListeners = new Set<() => void>();

/** For useSyncExternalStore: the sound switch, shared by every game on the page. */
export function subscribeSound(listener: () => void): () => void {
  soundListeners.add(listener);
  return () => soundListeners.delete(listener);
}

/** On the server, and until scripts run, sound counts as on. */
export const serverSoundPreference = () => true;

export function soundPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

export function saveSoundPreference(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // not kept after this page; the switch still works here
  }
  for (const listener of soundListeners) listener();
}

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  context ??= new window.AudioContext();
  if (context.state === "suspended") void context.resume();
  return context;
}

function tone(frequencies: ReadonlyArray<number>, stepSeconds: number) {
  const ctx = audio();
  if (!ctx) return;
  frequencies.forEach((frequency, index) => {
    const start = ctx.currentTime + index * stepSeconds;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + stepSeconds);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + stepSeconds + 0.02);
  });
}

export interface GameSounds {
  right(): void;
  wrong(): void;
  finished(): void;
  /**
   * Speaks `text` (or its parts one after another) with the browser's voice for the page's
   * language, else with the recorded files (public/audio); `onFailed` hears when neither could
   * play (the text is always written on screen too).
   */
  say(text: string | ReadonlyArray<string>, onFailed?: () => void): void;
}

export function gameSounds(enabled: boolean, language: Language): GameSounds {
  if (!enabled) return { right() {}, wrong() {}, finished() {}, say() {} };
  return {
    right: () => tone([660, 880], 0.12),
    wrong: () => tone([220], 0.2),
    finished: () => tone([523, 659, 784, 1047], 0.14),
    say(text, onFailed) {
      speak(language, text, { onFailed });
    },
  };
}
