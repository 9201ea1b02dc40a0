import type { Route } from "./+types/marks";
import { getDb } from "~/db.server";
import { type MarksAnswer, offlineBatchSchema } from "~/domain/offline/marks";
import { acceptMarks } from "~/domain/offline/marks.server";
import { getSession } from "~/infrastructure/auth.server";
import { deviceTypeFromUserAgent } from "~/lib/device";
import { getLanguage } from "~/infrastructure/i18n.server";

/** Largest batch: 100 marks of a few hundred bytes each. */
const MAX_BATCH_CHARS = 64 * 1024;

/**
 * POST /offline/marks: marks made offline, sent by the service worker when the network returns
 * (ADR 040): a form post (so the root's body limits and the origin check apply as to every
 * form) whose one field `batch` is the JSON `{ marks: [...] }` of app/domain/offline/marks.ts,
 * answered as JSON with what became of each: recorded, a duplicate (the key was seen), or
 * refused for good. A visitor gets 401 (the browser keeps the marks until the parent signs in
 * again), a field that is not a batch 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session) return Response.json({ error: "unauthorized" }, { status: 401 });
  const text = (await request.formData()).get("batch");
  if (typeof text !== "string" || text.length > MAX_BATCH_CHARS) return Response.json({ error: "invalid_batch" }, { status: 400 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: "invalid_json" }, { status: 400 });
  }
  const batch = offlineBatchSchema.safeParse(body);
  if (!batch.success) return Response.json({ error: "invalid_batch" }, { status: 400 });
  const results = await acceptMarks(
    getDb(),
    {
      userId: session.user.id,
      device: { type: deviceTypeFromUserAgent(request.headers.get("User-Agent")), language: getLanguage(context) },
    },
    batch.data.marks,
  );
  return Response.json({ results } satisfies MarksAnswer, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
