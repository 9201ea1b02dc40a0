import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "~/locales/en/games.json";
import az from "~/locales/az/games.json";
import ru from "~/locales/ru/games.json";
import { GAME_SPOKEN } from "~/games/spoken";

/** A Web Audio stand-in that records every tone started. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: "running" | "suspended" = "running";
  currentTime = 0;
  destination = {};
  tones: { type: string; frequencies: number[]; peaks: number[] }[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  param(values: number[]) {
    return {
      value: 0,
      setValueAtTime: (value: number) => values.push(value),
      exponentialRampToValueAtTime: (value: number) => values.push(value),
      linearRampToValueAtTime: (value: number) => values.push(value),
    };
  }
  createGain() {
    const peaks: number[] = [];
    const node = { gain: this.param(peaks), peaks, connect: (next: unknown) => next };
    return node;
  }
  createOscillator() {
    const tone = { type: "", frequencies: [] as number[], peaks: [] as number[] };
    const oscillator = {
      frequency: this.param(tone.frequencies),
      connect: (gain: { peaks: number[] }) => {
        tone.peaks = gain.peaks;
        return gain;
      },
      start: () => this.tones.push(tone),
      stop: () => {},
      set type(value: string) {
        tone.type = value;
      },
    };
    return oscillator;
  }
  resume() {
    this.state = "running";
    return Promise.resolve();
  }
  suspend() {
    this.state = "suspended";
    return Promise.resolve();
  }
}

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

let speechCancelled = 0;

beforeEach(() => {
  vi.resetModules();
  FakeAudioContext.made = [];
  speechCancelled = 0;
  vi.stubGlobal("window", {
    AudioContext: FakeAudioContext,
    localStorage: storage(),
    sessionStorage: storage(),
    speechSynthesis: { cancel: () => (speechCancelled += 1), getVoices: () => [], speak: () => {} },
  });
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import("./sound");
const played = () => FakeAudioContext.made.flatMap((context) => context.tones);
/** The tones one sound started. */
function tones(make: () => void) {
  const before = played().length;
  make();
  return played().slice(before);
}

describe("effect sounds", () => {
  it("play nothing at all while the sound switch is off", async () => {
    const sound = await load();
    sound.saveSoundPreference(false);
    const sounds = sound.gameSounds(sound.soundPreference(), "az");
    sounds.right();
    sounds.wrong();
    sounds.finished();
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it("stop and stay silent when the parent switches sound off during a play", async () => {
    const sound = await load();
    const sounds = sound.gameSounds(true, "az");
    sounds.right();
    expect(played()).toHaveLength(4);
    sound.saveSoundPreference(false);
    expect(FakeAudioContext.made[0]?.state).toBe("suspended");
    expect(speechCancelled).toBeGreaterThan(0);
    // A board still holding the sounds made while it was on.
    sounds.wrong();
    sounds.finished();
    expect(played()).toHaveLength(4);
  });

  it("are soft sine tones: a rising two-note chime, a low falling boop, a rising arpeggio", async () => {
    const sound = await load();
    const sounds = sound.gameSounds(true, "en");
    const right = tones(sounds.right).filter((tone, index) => index % 2 === 0);
    expect(right.map((tone) => tone.frequencies[0])).toEqual([659.25, 880]);
    const wrong = tones(sounds.wrong);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]?.frequencies[0]).toBeLessThan(250);
    expect(wrong[0]?.frequencies.at(-1)).toBeLessThan(wrong[0]?.frequencies[0] ?? 0);
    const finished = tones(sounds.finished).filter((tone, index) => index % 2 === 0);
    const starts = finished.map((tone) => tone.frequencies[0] ?? 0);
    expect(starts).toEqual(starts.toSorted((a, b) => a - b));
    expect(starts).toHaveLength(4);
    for (const tone of played()) {
      expect(tone.type).toBe("sine");
      expect(Math.max(...tone.peaks)).toBeLessThanOrEqual(0.5);
    }
  });

  it("keep one volume level with the sound switch", async () => {
    const sound = await load();
    expect(sound.soundVolume()).toBe(sound.DEFAULT_VOLUME);
    sound.saveSoundVolume(0.3);
    expect(sound.soundVolume()).toBe(0.3);
    sound.saveSoundVolume(7);
    expect(sound.soundVolume()).toBe(1);
  });
});

describe("praise", () => {
  it("has at least eight phrasings in every language, all spoken lines", async () => {
    const { PRAISE } = await load();
    expect(PRAISE.length).toBeGreaterThanOrEqual(8);
    for (const strings of [en, az, ru]) expect(Object.keys(strings.play.praise).toSorted()).toEqual(PRAISE.toSorted());
    expect(GAME_SPOKEN.map((entry) => entry.key)).toContain("games.play.praise.*");
  });

  it("never says the same praise twice in a row", async () => {
    const { choosePraise, nextPraise, PRAISE } = await load();
    for (const last of PRAISE) for (const random of [0, 0.5, 0.999]) expect(choosePraise(last, () => random)).not.toBe(last);
    let last = nextPraise(() => 0);
    for (let index = 0; index < 50; index += 1) {
      const next = nextPraise(Math.random);
      expect(next).not.toBe(last);
      last = next;
    }
    const seen = new Set(Array.from({ length: 200 }, () => nextPraise()));
    expect(seen.size).toBe(PRAISE.length);
  });
});
