import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetHumanRecordings, humanAudioPath, humanManifestPath, humanRecordings, parseHumanManifest, planSpeech, spokenLineId } from "./speak-human";
import { spokenAudioPath, spokenTextHash } from "./spoken-audio";

afterEach(() => forgetHumanRecordings());

describe("choosing how a line is heard", () => {
  const recorded = "Hanı qırmızı?";
  const notRecorded = "Hanı göy?";
  const human = new Set([spokenLineId(recorded)]);

  it("names the human file with the synthetic file's id", () => {
    expect(spokenLineId(recorded)).toBe(spokenTextHash(recorded));
    expect(humanAudioPath("az", recorded)).toBe(`/audio/human/az/${spokenTextHash(recorded)}.mp3`);
    expect(humanAudioPath("az", recorded).replace("/human", "")).toBe(spokenAudioPath("az", recorded));
    expect(humanManifestPath("ru")).toBe("/audio/human/ru/manifest.json");
  });

  it("plays a person's recording when there is one, whether or not the browser has a voice", () => {
    for (const voice of [true, false]) {
      expect(planSpeech("az", [recorded], { human, voice })).toEqual([{ kind: "human", text: recorded, src: humanAudioPath("az", recorded) }]);
    }
  });

  it("falls back per line: the voice when the browser has one, else the synthetic recording", () => {
    expect(planSpeech("az", [recorded, notRecorded], { human, voice: true })).toEqual([
      { kind: "human", text: recorded, src: humanAudioPath("az", recorded) },
      { kind: "voice", text: notRecorded },
    ]);
    expect(planSpeech("az", [notRecorded, recorded], { human, voice: false })).toEqual([
      { kind: "recording", text: notRecorded, src: spokenAudioPath("az", notRecorded) },
      { kind: "human", text: recorded, src: humanAudioPath("az", recorded) },
    ]);
  });

  it("finds a recording whatever the spacing of the text, and skips empty parts", () => {
    expect(planSpeech("az", ["  Hanı   qırmızı? ", " "], { human, voice: true })).toEqual([
      { kind: "human", text: recorded, src: humanAudioPath("az", recorded) },
    ]);
  });

  it("without human recordings, speaks as before", () => {
    expect(planSpeech("en", ["Find this"], { human: new Set(), voice: true })).toEqual([{ kind: "voice", text: "Find this" }]);
  });
});

describe("the manifest in the browser", () => {
  it("keeps only ids", () => {
    expect(parseHumanManifest(["0a1b2c3d", "../../etc", 7, "0A1B2C3D"])).toEqual(new Set(["0a1b2c3d"]));
    expect(parseHumanManifest({ ids: [] })).toEqual(new Set());
  });

  it("is asked for once per language, and a failure counts as no recordings", async () => {
    const fetchJson = vi.fn<(url: string) => Promise<unknown>>(async (url) => (url.includes("/az/") ? ["0a1b2c3d"] : Promise.reject(new Error("404"))));
    expect(await humanRecordings("az", fetchJson)).toEqual(new Set(["0a1b2c3d"]));
    expect(await humanRecordings("az", fetchJson)).toEqual(new Set(["0a1b2c3d"]));
    expect(await humanRecordings("en", fetchJson)).toEqual(new Set());
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(["/audio/human/az/manifest.json", "/audio/human/en/manifest.json"]);
  });

  it("does not keep a line waiting for a slow manifest, and uses it once it came", async () => {
    vi.useFakeTimers();
    try {
      const answers: Array<(ids: unknown) => void> = [];
      const fetchJson = () => new Promise<unknown>((resolve) => answers.push(resolve));
      const first = humanRecordings("ru", fetchJson);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await first).toEqual(new Set());
      for (const answer of answers) answer(["0a1b2c3d"]);
      expect(await humanRecordings("ru", fetchJson)).toEqual(new Set(["0a1b2c3d"]));
    } finally {
      vi.useRealTimers();
    }
  });
});
