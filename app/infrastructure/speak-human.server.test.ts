import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { spokenLineId } from "./speak-human";
import { HUMAN_AUDIO_PREFIX, humanAudioDir, humanAudioMiddleware, readHumanRecordings, recordedAudioPath } from "./speak-human.server";
import { spokenAudioPath } from "./spoken-audio";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function recordingsDir(files: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), "human-audio-"));
  dirs.push(dir);
  for (const [language, names] of Object.entries(files)) {
    mkdirSync(join(dir, language), { recursive: true });
    for (const name of names) writeFileSync(join(dir, language, name), "ID3");
  }
  return dir;
}

describe("human recordings on the server", () => {
  it("lists the ids of each language's files, ignoring anything else", () => {
    const dir = recordingsDir({ az: ["0a1b2c3d.mp3", "README.md", "notes.mp3", "ffffffff.mp3"], ru: [] });
    expect(readHumanRecordings(dir)).toEqual({ az: ["0a1b2c3d", "ffffffff"], en: [], ru: [] });
    expect(readHumanRecordings(join(dir, "missing"))).toEqual({ az: [], en: [], ru: [] });
  });

  it("takes another directory from HUMAN_AUDIO_DIR", () => {
    expect(humanAudioDir("public/audio/human", {})).toBe("public/audio/human");
    expect(humanAudioDir("public/audio/human", { HUMAN_AUDIO_DIR: "/tmp/voices" })).toBe("/tmp/voices");
  });

  it("serves the list read at start as the manifest, and the files", async () => {
    const dir = recordingsDir({ az: ["0a1b2c3d.mp3"] });
    const app = express();
    app.use(HUMAN_AUDIO_PREFIX, humanAudioMiddleware(dir));
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${HUMAN_AUDIO_PREFIX}`;
      // A file added after start is not in the list until the next start.
      writeFileSync(join(dir, "az", "ffffffff.mp3"), "ID3");
      const manifest = await fetch(`${base}/az/manifest.json`);
      expect(manifest.headers.get("cache-control")).toBe("public, max-age=300");
      expect(await manifest.json()).toEqual(["0a1b2c3d"]);
      expect(await (await fetch(`${base}/en/manifest.json`)).json()).toEqual([]);
      const file = await fetch(`${base}/az/0a1b2c3d.mp3`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toMatch(/audio\/mpeg/);
      expect((await fetch(`${base}/de/manifest.json`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("offers pages without scripts the person's recording of a line when there is one", () => {
    const recorded = "Topu at.";
    const dir = recordingsDir({ en: [`${spokenLineId(recorded)}.mp3`] });
    humanAudioMiddleware(dir);
    expect(recordedAudioPath("en", recorded)).toBe(`/audio/human/en/${spokenLineId(recorded)}.mp3`);
    expect(recordedAudioPath("en", "Catch the ball.")).toBe(spokenAudioPath("en", "Catch the ball."));
    expect(recordedAudioPath("az", recorded)).toBe(spokenAudioPath("az", recorded));
  });
});
