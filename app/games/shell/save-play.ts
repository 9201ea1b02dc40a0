import { useCallback, useRef, useState } from "react";
import type { GameId } from "../registry";
import type { SavePlayAnswer } from "./GamePlayer";

/** Where a finished play is posted: a resource route that answers JSON (app/routes/games/plays.ts). */
export const savePlayAddress = (gameId: GameId) => `/games/plays/${gameId}`;

type PlayFields = Readonly<Record<string, string | number>>;

/** The refusal a status stands for, when the answer cannot be read (a proxy's page, a cut connection). */
function refusalOf(status: number): SavePlayAnswer {
  if (status === 401) return { saved: false, error: "unauthorized" };
  if (status === 403) return { saved: false, error: "subscription_required" };
  return { saved: false, error: "invalid_play" };
}

function isAnswer(value: unknown): value is SavePlayAnswer {
  return typeof value === "object" && value !== null && typeof (value as { saved?: unknown }).saved === "boolean";
}

/**
 * Posts one play and reads the server's answer. A play that could not be sent, or whose answer
 * is not one, counts as not saved (the child's screen says so; nothing is retried).
 */
export async function postPlay(gameId: GameId, fields: PlayFields, send: typeof fetch = fetch): Promise<SavePlayAnswer> {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  try {
    const response = await send(savePlayAddress(gameId), { method: "POST", body, headers: { Accept: "application/json" } });
    const answer: unknown = await response.json().catch(() => null);
    return isAnswer(answer) ? answer : refusalOf(response.status);
  } catch {
    return refusalOf(0);
  }
}

export interface SavePlay {
  /** Like React Router's fetcher: "submitting" while a play is on its way, else "idle". */
  state: "idle" | "loading" | "submitting";
  /** The answer to the latest play posted, once it came. */
  data: SavePlayAnswer | undefined;
  /** Posts a play (always as a POST; the options are those of a fetcher's submit). */
  submit: (fields: PlayFields, options?: { method: "post" }) => Promise<void>;
}

/**
 * Saves the plays of a game for the signed-in parent's selected child, without React Router
 * (the game page is an island, ADR 035): the same `state` and `data` as the fetcher it replaces.
 * Only the latest play's answer is kept, whatever order the answers come in.
 */
export function useSavePlay(gameId: GameId): SavePlay {
  const [state, setState] = useState<SavePlay["state"]>("idle");
  const [data, setData] = useState<SavePlayAnswer | undefined>(undefined);
  const latest = useRef(0);
  const submit = useCallback(
    async (fields: PlayFields) => {
      const sent = ++latest.current;
      setState("submitting");
      const answer = await postPlay(gameId, fields);
      if (sent !== latest.current) return;
      setData(answer);
      setState("idle");
    },
    [gameId],
  );
  return { state, data, submit };
}
