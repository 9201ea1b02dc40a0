import { getEnv } from "~/env.server";

/** The origin links in e-mails point to: APP_ORIGIN when configured, else this request's. */
export function publicOrigin(request: Request): string {
  return getEnv().APP_ORIGIN ?? new URL(request.url).origin;
}
