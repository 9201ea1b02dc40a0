import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appTestDatabase, signedInParent } from "../../../tests/support/signed-in";
import { action } from "./plays";

// The route reads the process's database through getDb(): this one.
const app = appTestDatabase();

async function signedIn(): Promise<{ context: RouterContextProvider; userId: string }> {
  const { parent, context } = await signedInParent(app.db);
  return { context, userId: parent.id };
}

function post(gameId: string, fields: Record<string, string | number>, context: RouterContextProvider) {
  const now = Date.now();
  const body = new URLSearchParams(
    Object.entries({ level: 1, score: 50, attempts: 5, successes: 5, startedAt: now - 60_000, endedAt: now, ...fields }).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const request = new Request(`http://localhost/games/plays/${gameId}`, { method: "POST", body });
  return action({ request, params: { gameId }, context, url: new URL(request.url), pattern: "/games/plays/:gameId" } as unknown as Parameters<
    typeof action
  >[0]);
}

/** The answer and its status, as the resource route sends them (JSON). */
async function answerOf(result: Awaited<ReturnType<typeof action>>) {
  const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

const sessionsOf = (userId: string) =>
  app.db.selectFrom("game_sessions").select(["game_id", "level_reached", "score_achieved"]).where("user_id", "=", userId).execute();

describe("POST /games/plays/:gameId", () => {
  it("saves a signed-in parent's play of a free game and answers with the new progress", async () => {
    const { context, userId } = await signedIn();
    const answer = await answerOf(await post("counting", {}, context));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ saved: true, progress: { currentLevel: 2 } });
    expect(await sessionsOf(userId)).toEqual([{ game_id: "counting", level_reached: 1, score_achieved: 50 }]);
  });

  it("refuses a forged play (a locked level, too many points, more successes than attempts) and saves nothing", async () => {
    const { context, userId } = await signedIn();
    const forgeries: Array<Record<string, number>> = [{ level: 3 }, { score: 500 }, { successes: 6 }];
    for (const forged of forgeries) {
      expect(await answerOf(await post("counting", forged, context)), JSON.stringify(forged)).toEqual({
        status: 400,
        body: { saved: false, error: "invalid_play" },
      });
    }
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it("refuses a visitor (401) and a premium game without a subscription (403)", async () => {
    expect(await answerOf(await post("counting", {}, new RouterContextProvider()))).toEqual({ status: 401, body: { saved: false, error: "unauthorized" } });
    const { context, userId } = await signedIn();
    expect(await answerOf(await post("memory", {}, context))).toEqual({ status: 403, body: { saved: false, error: "subscription_required" } });
    expect(await sessionsOf(userId)).toEqual([]);
  });

  it("answers 404 for a game that does not exist", async () => {
    const { context } = await signedIn();
    const thrown = await Promise.resolve()
      .then(() => post("no-such-game", {}, context))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((thrown as { init?: ResponseInit } | null)?.init?.status).toBe(404);
  });
});
