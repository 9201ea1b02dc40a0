import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetHumanRecordings, humanAudioPath, spokenLineId } from "./speak-human";
import { pickVoice, speak, VOICE_TUNING } from "./speak";
import { spokenAudioPath } from "./spoken-audio";

/** What was heard, in order: a file's address or the voice's words. */
let heard: string[] = [];
const files: FakeAudio[] = [];
const utterances: FakeUtterance[] = [];

class Listeners {
  listeners = new Map<string, Array<(event: { error?: string }) => void>>();
  addEventListener(type: string, listener: (event: { error?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { error?: string } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
class FakeAudio extends Listeners {
  volume = 1;
  src: string;
  constructor(src: string) {
    super();
    this.src = src;
    files.push(this);
  }
  play() {
    heard.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}
class FakeUtterance extends Listeners {
  lang = "";
  rate = 1;
  pitch = 1;
  volume = 1;
  text: string;
  constructor(text: string) {
    super();
    this.text = text;
    utterances.push(this);
  }
}

function stubBrowser({ voices, human }: { voices: Array<{ lang: string; name: string }> | null; human: string[] }) {
  const fetchJson = vi.fn<(url: string) => Promise<Response>>(async () => Response.json(human));
  const window: Record<string, unknown> = { fetch: fetchJson };
  if (voices) {
    window.speechSynthesis = {
      getVoices: () => voices,
      cancel() {},
      speak: (utterance: FakeUtterance) => heard.push(`voice: ${utterance.text}`),
    };
  }
  vi.stubGlobal("window", window);
  vi.stubGlobal("fetch", fetchJson);
  vi.stubGlobal("Audio", FakeAudio);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return fetchJson;
}

beforeEach(() => {
  heard = [];
  files.length = 0;
  utterances.length = 0;
  forgetHumanRecordings();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("speaking a line", () => {
  const recorded = "Bu hərfin hamısını tap:";

  it("plays a person's recording, then falls back for the next part, with a pause between", async () => {
    const fetchJson = stubBrowser({ voices: [{ lang: "az-AZ", name: "Azeri" }], human: [spokenLineId(recorded)] });
    speak("az", [recorded, "ə"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([humanAudioPath("az", recorded)]);
    files[0]?.emit("ended");
    await vi.advanceTimersByTimeAsync(VOICE_TUNING.pauseMs - 1);
    expect(heard).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([humanAudioPath("az", recorded), "voice: ə"]);
    expect(utterances[0]).toMatchObject({ lang: "az-AZ", rate: VOICE_TUNING.rate, pitch: VOICE_TUNING.pitch });
    expect(VOICE_TUNING.rate).toBeLessThan(0.9);
    // The list of recordings is read once, whatever is said next.
    speak("az", recorded);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it("without a voice for the language, plays the synthetic recording of a line nobody recorded", async () => {
    stubBrowser({ voices: [{ lang: "en-US", name: "English" }], human: [spokenLineId(recorded)] });
    speak("az", ["ə", recorded]);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([spokenAudioPath("az", "ə")]);
    files[0]?.emit("ended");
    await vi.advanceTimersByTimeAsync(VOICE_TUNING.pauseMs);
    expect(heard).toEqual([spokenAudioPath("az", "ə"), humanAudioPath("az", recorded)]);
  });

  it("once the list has come, a line starts at once, inside the tap that asked for it", async () => {
    stubBrowser({ voices: null, human: [spokenLineId(recorded)] });
    speak("az", "ə");
    await vi.advanceTimersByTimeAsync(0);
    heard = [];
    speak("az", recorded);
    expect(heard).toEqual([humanAudioPath("az", recorded)]);
  });

  it("a person's file that cannot play is said as if there were none", async () => {
    stubBrowser({ voices: null, human: [spokenLineId(recorded)] });
    speak("az", recorded);
    await vi.advanceTimersByTimeAsync(0);
    files[0]?.emit("error");
    expect(heard).toEqual([humanAudioPath("az", recorded), spokenAudioPath("az", recorded)]);
  });

  it("a newer line stops the older one where it is", async () => {
    stubBrowser({ voices: null, human: [] });
    speak("en", ["One", "Two"]);
    await vi.advanceTimersByTimeAsync(0);
    speak("en", "Three");
    await vi.advanceTimersByTimeAsync(0);
    files[0]?.emit("ended");
    await vi.advanceTimersByTimeAsync(VOICE_TUNING.pauseMs);
    expect(heard).toEqual([spokenAudioPath("en", "One"), spokenAudioPath("en", "Three")]);
  });
});

describe("the browser's voice", () => {
  it("prefers the language's natural-sounding voice when the browser lists one", () => {
    const voices = [
      { lang: "en-GB", name: "Daniel", localService: true },
      { lang: "ru-RU", name: "Google русский", localService: false },
      { lang: "en-US", name: "Microsoft Aria Online (Natural)", localService: false },
    ];
    expect(pickVoice(voices, "en")?.name).toBe("Microsoft Aria Online (Natural)");
    expect(pickVoice(voices, "ru")?.name).toBe("Google русский");
    expect(pickVoice(voices.slice(0, 1), "en")?.name).toBe("Daniel");
    expect(pickVoice(voices, "az")).toBeUndefined();
  });
});
