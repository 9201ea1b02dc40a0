import { getEnv } from "~/env.server";

/** The operator's expert address; null where none is configured, and then nothing offers or claims expert support. */
export function expertEmail(): string | null {
  return getEnv().EXPERT_EMAIL ?? null;
}
