import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures";
import { answerRounds, startLevel } from "./games";
import { fill } from "./payments";
import { strings } from "./strings";
import { humanAudioPath, spokenLineId } from "../../app/infrastructure/speak-human";
import { spokenAudioPath } from "../../app/infrastructure/spoken-audio";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";

const g = strings.az.games;

/**
 * A person's recording placed for one line is played instead of the synthetic one, and the
 * other lines fall back. The server reads which recordings exist once, at start, so this spec
 * starts a server of its own on a directory of its own (HUMAN_AUDIO_DIR) holding one file, and
 * removes both afterwards: no other test sees the recording or a stale list.
 */
let server: ChildProcess | undefined;
let recordings = "";
let origin = "";

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.use.javaScriptEnabled === false) return;
  test.setTimeout(90_000);
  recordings = mkdtempSync(join(tmpdir(), "human-voice-"));
  mkdirSync(join(recordings, "az"));
  copyFileSync(resolve("tests/fixtures/human-voice.mp3"), join(recordings, "az", `${spokenLineId(g.colorMatching.findThis)}.mp3`));
  const port = Number(process.env.E2E_PORT) + 2;
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE ?? "",
      TRUST_PROXY_HOPS: "1",
      LOG_REQUESTS: "false",
      DEMO: "true",
      EPOINT_SIMULATOR: "true",
      HUMAN_AUDIO_DIR: recordings,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000, message: "the spec's own server starts" })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((done) => server?.once("exit", done));
    server.kill("SIGTERM");
    await stopped;
  }
  if (recordings) rmSync(recordings, { recursive: true, force: true });
});

test("a person's recording of a line is played instead of the synthetic one; other lines fall back", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "speaking needs JavaScript");
  test.setTimeout(60_000);
  // A phone without a voice for the language: every line is heard as a file, so each shows as a request.
  await page.addInitScript(() => {
    delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/audio/")) asked.push(path);
  });
  const human = page.waitForResponse((response) => new URL(response.url()).pathname === humanAudioPath("az", g.colorMatching.findThis));

  await page.goto(`${origin}/games/color-matching`);
  await startLevel(page, fill(g.level, { level: 1 }));
  const response = await human;
  expect([200, 206]).toContain(response.status());
  expect(response.headers()["content-type"]).toMatch(/audio\/mpeg/);

  // Every round asks again; the end of the level is praised with a line nobody recorded.
  await answerRounds(page, "color-matching", 5);
  const praise = Object.values(g.play.praise).map((text) => spokenAudioPath("az", text));
  await expect.poll(() => asked.some((path) => praise.includes(path)), { message: "the praise falls back to its synthetic recording" }).toBe(true);

  expect(asked).not.toContain(spokenAudioPath("az", g.colorMatching.findThis));
  // The list of recordings was asked for once; no line was looked for on the off chance.
  expect(asked.filter((path) => path.startsWith("/audio/human/") && path !== humanAudioPath("az", g.colorMatching.findThis))).toEqual([
    "/audio/human/az/manifest.json",
  ]);
});
