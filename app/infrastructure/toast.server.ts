import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, redirect } from "react-router";
import { getEnv } from "~/env.server";
import { getSessionSecrets } from "./secrets.server";
import { singleton } from "./singleton.server";
import { MAX_KEPT_TOASTS, type Toast } from "./toast";

const FLASH_KEY = "toasts";

function toastStorage() {
  return singleton("toast-storage", () =>
    createCookieSessionStorage<Record<string, never>, { [FLASH_KEY]: Toast[] }>({
      cookie: {
        name: "toast",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: getEnv().COOKIE_SECURE,
        secrets: getSessionSecrets(),
      },
    }),
  );
}

export type NewToast = Omit<Toast, "id">;

/** A Set-Cookie header that queues `toast` for the next page the browser shows. */
export async function toastHeader(request: Request, toast: NewToast): Promise<string> {
  const storage = toastStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const queued = session.get(FLASH_KEY) ?? [];
  session.flash(FLASH_KEY, [...queued, { ...toast, id: randomUUID() }].slice(-MAX_KEPT_TOASTS));
  return storage.commitSession(session);
}

/** Post/redirect/get with a message: redirects to `to` and shows `toast` there. */
export async function redirectWithToast(request: Request, to: string, toast: NewToast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(request, toast));
  return redirect(to, { ...init, headers });
}

/** Reads and clears the queued toasts; the caller must send the returned header. */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("toast=")) return { toasts: [], setCookie: null };
  const storage = toastStorage();
  const session = await storage.getSession(cookie);
  const toasts = session.get(FLASH_KEY) ?? [];
  return { toasts, setCookie: toasts.length > 0 ? await storage.destroySession(session) : null };
}
