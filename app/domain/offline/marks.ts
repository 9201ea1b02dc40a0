import { z } from "zod";
import { EXERCISE_FEELINGS } from "~/domain/courses/states";

/**
 * A mark made offline (ADR 040): queued in the browser's IndexedDB by the service worker with
 * the child it was made for, the time and an idempotency key, and sent in batches to
 * POST /offline/marks when the network returns. The server records each key once.
 */
const MAX_MARKS_PER_BATCH = 100;

const ID = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/);
const common = {
  /** Made by the browser (crypto.randomUUID): the same mark sent again carries the same key. */
  key: z.uuid(),
  childId: z.string().min(1).max(64),
  /** When the mark was made on the phone (ms since the epoch), as the phone's clock says. */
  madeAt: z.number().int().positive(),
};

const count = (max: number) => z.number().int().min(0).max(max);

const offlineMarkSchema = z.discriminatedUnion("kind", [
  z.object({
    ...common,
    kind: z.literal("play"),
    gameId: ID,
    play: z.object({
      level: z.number().int().min(1).max(100),
      score: count(1_000_000),
      attempts: count(10_000),
      successes: count(10_000),
      startedAt: z.number().int().positive(),
      endedAt: z.number().int().positive(),
    }),
  }),
  z.object({ ...common, kind: z.literal("homework"), groupId: ID, taskId: ID, done: z.boolean() }),
  z.object({
    ...common,
    kind: z.literal("exercise"),
    courseId: ID,
    exerciseId: ID,
    intent: z.enum(["start", "complete", "undo"]),
    feeling: z.enum(EXERCISE_FEELINGS).nullable(),
  }),
]);

export type OfflineMark = z.infer<typeof offlineMarkSchema>;

export const offlineBatchSchema = z.object({ marks: z.array(offlineMarkSchema).min(1).max(MAX_MARKS_PER_BATCH) });

/**
 * What became of one mark: recorded now; recorded before (the key was seen: a retry or another
 * tab); or refused for good (someone else's child, no access, a forged or stale mark), so the
 * browser drops it rather than sending it forever.
 */
export type MarkOutcome =
  | { key: string; status: "recorded" }
  | { key: string; status: "duplicate" }
  | { key: string; status: "refused"; reason: "not_your_child" | "no_access" | "invalid" };

export interface MarksAnswer {
  results: MarkOutcome[];
}
