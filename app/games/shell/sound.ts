import type { Language } from "~/infrastructure/i18n-config";
import { prepareSpeaking, speak, stopSpeaking } from "~/infrastructure/speak";

/**
 * Game sounds without files: short, soft tones made with Web Audio, and spoken prompts (see
 * app/infrastructure/speak.ts). Both fail quietly: a game never depends on hearing (every prompt is also
 * written). One volume level serves both, kept with the sound switch; with the switch off
 * nothing plays, even from a sound set made while it was on.
 */
const SOUND_KEY = "games-sound";
const VOLUME_KEY = "games-volume";
/** Soft by default: a child's game should never startle (1 is the loudest the games get). */
export const DEFAULT_VOLUME = 0.7;

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
  if (!on) silence();
  for (const listener of soundListeners) listener();
}

/** The games' one volume level, 0 to 1. */
export function soundVolume(): number {
  try {
    const stored = Number.parseFloat(window.localStorage.getItem(VOLUME_KEY) ?? "");
    return Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : DEFAULT_VOLUME;
  } catch {
    return DEFAULT_VOLUME;
  }
}

export function saveSoundVolume(volume: number): void {
  try {
    window.localStorage.setItem(VOLUME_KEY, String(Math.min(1, Math.max(0, volume))));
  } catch {
    // not kept after this page
  }
  if (output && context) output.gain.setValueAtTime(EFFECTS_LEVEL * soundVolume(), context.currentTime);
  for (const listener of soundListeners) listener();
}

/** Effects sit under the voice: at full volume a tone is about a third as loud as a word. */
const EFFECTS_LEVEL = 0.35;

let context: AudioContext | null = null;
let output: GainNode | null = null;

/** Web Audio plays at the device's media volume; on iPhones this also keeps the silent switch's silence. */
function followDeviceMute() {
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (session) session.type = "ambient";
}

function audio(): { ctx: AudioContext; out: GainNode } | null {
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  if (!soundPreference()) return null;
  if (!context || !output) {
    if (typeof navigator !== "undefined") followDeviceMute();
    context = new window.AudioContext();
    output = context.createGain();
    output.connect(context.destination);
  }
  output.gain.setValueAtTime(EFFECTS_LEVEL * soundVolume(), context.currentTime);
  if (context.state === "suspended") void context.resume();
  return { ctx: context, out: output };
}

/** Stops every sound at once: the effects' context pauses and the voice stops. */
function silence() {
  if (context && context.state === "running") void context.suspend();
  stopSpeaking();
}

interface Note {
  frequency: number;
  /** Seconds after now. */
  at: number;
  /** How long it rings, fading all the way. */
  length: number;
  /** 0 to 1 of the effects' level. */
  loudness: number;
  /** A frequency the note slides to (a falling "boop"). */
  slideTo?: number;
  /** A quiet octave above, for a bell's shimmer. */
  shimmer?: boolean;
}

/**
 * Sine tones only (no square or sawtooth: those buzz), each with a soft start and a long
 * fade, so nothing clicks or snaps.
 */
function play(notes: ReadonlyArray<Note>) {
  const sound = audio();
  if (!sound) return;
  const { ctx, out } = sound;
  for (const note of notes) {
    const partials = note.shimmer
      ? [
          { ratio: 1, level: 1 },
          { ratio: 2, level: 0.18 },
        ]
      : [{ ratio: 1, level: 1 }];
    for (const partial of partials) {
      const start = ctx.currentTime + note.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(note.frequency * partial.ratio, start);
      if (note.slideTo) oscillator.frequency.exponentialRampToValueAtTime(note.slideTo * partial.ratio, start + note.length);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(note.loudness * partial.level, start + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
      oscillator.connect(gain).connect(out);
      oscillator.start(start);
      oscillator.stop(start + note.length + 0.05);
    }
  }
}

/** A soft two-note chime, rising a fourth (E5 to A5). */
export const RIGHT_NOTES: ReadonlyArray<Note> = [
  { frequency: 659.25, at: 0, length: 0.45, loudness: 0.5, shimmer: true },
  { frequency: 880, at: 0.12, length: 0.6, loudness: 0.5, shimmer: true },
];
/** A low, short "boop" that slides gently down (G3 to D3): not a buzzer, not a fail tune. */
export const WRONG_NOTES: ReadonlyArray<Note> = [{ frequency: 196, at: 0, length: 0.28, loudness: 0.45, slideTo: 147 }];
/** A short rising arpeggio (C5 E5 G5 C6), the last note left to ring. */
export const FINISHED_NOTES: ReadonlyArray<Note> = [
  { frequency: 523.25, at: 0, length: 0.4, loudness: 0.4, shimmer: true },
  { frequency: 659.25, at: 0.11, length: 0.4, loudness: 0.4, shimmer: true },
  { frequency: 783.99, at: 0.22, length: 0.45, loudness: 0.4, shimmer: true },
  { frequency: 1046.5, at: 0.33, length: 0.9, loudness: 0.45, shimmer: true },
];

export interface GameSounds {
  right(): void;
  wrong(): void;
  finished(): void;
  /**
   * Speaks `text` (or its parts one after another): a person's recording when there is one,
   * else the browser's voice for the page's language, else the synthetic recordings
   * (public/audio); `onFailed` hears when nothing could play (the text is always written on
   * screen too).
   */
  say(text: string | ReadonlyArray<string>, onFailed?: () => void): void;
}

export function gameSounds(enabled: boolean, language: Language): GameSounds {
  if (!enabled) return { right() {}, wrong() {}, finished() {}, say() {} };
  prepareSpeaking(language);
  return {
    right: () => play(RIGHT_NOTES),
    wrong: () => play(WRONG_NOTES),
    finished: () => play(FINISHED_NOTES),
    say(text, onFailed) {
      // A sound set kept by a board after the switch went off stays silent.
      if (soundPreference()) speak(language, text, { onFailed, volume: soundVolume() });
    },
  };
}

/** The praise spoken at the end of a level (keys under games.play.praise, every one recorded). */
export const PRAISE = ["great", "wellDone", "super", "youDidIt", "bravo", "clever", "wonderful", "proud", "star", "amazing"] as const;
export type Praise = (typeof PRAISE)[number];

/** A praise at random, never the one said last (a child hears the same words twice in a row otherwise). */
export function choosePraise(last: Praise | null, random: () => number = Math.random): Praise {
  const choices = PRAISE.filter((praise) => praise !== last);
  return choices[Math.floor(random() * choices.length)] ?? choices[0] ?? "great";
}

const LAST_PRAISE_KEY = "games-last-praise";
let lastPraise: Praise | null = null;

/** The next praise to say: chosen without repeating the last, also across levels and pages of a visit. */
export function nextPraise(random: () => number = Math.random): Praise {
  let last = lastPraise;
  try {
    const stored = window.sessionStorage.getItem(LAST_PRAISE_KEY);
    last = PRAISE.find((praise) => praise === stored) ?? last;
  } catch {
    // only this page remembers
  }
  const praise = choosePraise(last, random);
  lastPraise = praise;
  try {
    window.sessionStorage.setItem(LAST_PRAISE_KEY, praise);
  } catch {
    // only this page remembers
  }
  return praise;
}
