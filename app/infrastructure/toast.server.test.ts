import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { initSecrets } from "./secrets.server";
import { MAX_KEPT_TOASTS, type Toast, visibleToasts } from "./toast";
import { redirectWithToast, takeToasts, toastHeader } from "./toast.server";

function cookieFrom(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}

describe("toasts", () => {
  beforeAll(async () => {
    const { db } = await createTestDatabase();
    await initSecrets(db, undefined);
  });

  it("travel in a signed cookie to the next page and are shown once", async () => {
    const response = await redirectWithToast(new Request("http://localhost/contact"), "/contact", {
      kind: "success",
      message: "toast.contactSent",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const next = new Request("http://localhost/contact", { headers: { Cookie: cookieFrom(setCookie) } });
    const { toasts, setCookie: clearing } = await takeToasts(next);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ kind: "success", message: "toast.contactSent" });
    expect(clearing).toMatch(/toast=;/);
  });

  it("ignore a cookie that was tampered with", async () => {
    const header = await toastHeader(new Request("http://localhost/"), { kind: "info", message: "toast.contactSent" });
    const [name, value = ""] = cookieFrom(header).split("=");
    const tampered = `${name}=${value.slice(0, -3)}abc`;
    const { toasts } = await takeToasts(new Request("http://localhost/", { headers: { Cookie: tampered } }));
    expect(toasts).toEqual([]);
  });

  it("keep at most five queued and show the newest three", async () => {
    let cookie = "";
    for (let i = 0; i < 7; i++) {
      const header = await toastHeader(new Request("http://localhost/", { headers: { Cookie: cookie } }), {
        kind: "info",
        message: "toast.contactSent",
        values: { n: i },
      });
      cookie = cookieFrom(header);
    }
    const { toasts } = await takeToasts(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(toasts).toHaveLength(MAX_KEPT_TOASTS);
    expect(visibleToasts(toasts).map((t: Toast) => t.values?.n)).toEqual([4, 5, 6]);
  });
});
