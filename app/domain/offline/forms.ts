import { z } from "zod";

/** The offline panel's forms (/profile/offline), told apart by `intent`. */
export const OfflineFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("keep"), childId: z.string().min(1).max(64), on: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("pin"), childId: z.string().min(1).max(64), gameId: z.string().min(1).max(64), on: z.enum(["on", "off"]) }),
  z.object({ intent: z.literal("clear") }),
]);

export type OfflineForm = z.infer<typeof OfflineFormSchema>;
