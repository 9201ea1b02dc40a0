import { describe, expect, test } from "vitest";
import { postPlay, savePlayAddress } from "./save-play";

const play = { level: 1, score: 50, attempts: 5, successes: 5, startedAt: 1, endedAt: 2 };

describe("postPlay", () => {
  test("posts the play's fields as a form to the game's resource route and returns its JSON answer", async () => {
    const sent: Array<{ url: string; init: RequestInit | undefined }> = [];
    const answer = await postPlay("counting", play, async (url, init) => {
      sent.push({ url: String(url), init });
      return Response.json({ saved: true, progress: { currentLevel: 2 } });
    });
    expect(answer).toEqual({ saved: true, progress: { currentLevel: 2 } });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(savePlayAddress("counting"));
    expect(sent[0]?.url).toBe("/games/plays/counting");
    expect(sent[0]?.init?.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]?.init?.body)))).toEqual({
      level: "1",
      score: "50",
      attempts: "5",
      successes: "5",
      startedAt: "1",
      endedAt: "2",
    });
  });

  test("a refusal is the server's answer; an unreadable answer or no connection counts as not saved", async () => {
    expect(await postPlay("counting", play, async () => Response.json({ saved: false, error: "invalid_play" }, { status: 400 }))).toEqual({
      saved: false,
      error: "invalid_play",
    });
    expect(await postPlay("memory", play, async () => new Response("<html>", { status: 403 }))).toEqual({ saved: false, error: "subscription_required" });
    expect(await postPlay("memory", play, async () => new Response("<html>", { status: 401 }))).toEqual({ saved: false, error: "unauthorized" });
    expect(
      await postPlay("memory", play, async () => {
        throw new TypeError("offline");
      }),
    ).toEqual({ saved: false, error: "invalid_play" });
  });
});
