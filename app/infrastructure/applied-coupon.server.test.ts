import { beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed.ts";
import { createTestDatabase } from "../../tests/support/test-database.ts";
import { APPLIED_COUPON_MINUTES, applyCoupon } from "~/domain/subscriptions/applied-coupon.server";
import { readAppliedCoupon, rememberAppliedCoupon } from "./applied-coupon.server";
import { initSecrets } from "./secrets.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await initSecrets(database.db, ["test-secret"]);
});

const NOW = new Date();
const withCookie = (setCookie: string) => new Request("http://localhost/subscription/checkout", { headers: { Cookie: setCookie.split(";")[0] ?? "" } });

describe("the applied coupon's cookie", () => {
  it("keeps the code for 10 minutes, and a forged cookie is not read", async () => {
    const result = await applyCoupon(database.db, " welcome10 ", NOW);
    if (!result.ok) throw new Error("WELCOME10 should apply");
    const request = withCookie(await rememberAppliedCoupon(result.applied));
    expect((await readAppliedCoupon(request, NOW))?.code).toBe("WELCOME10");
    expect(await readAppliedCoupon(request, new Date(NOW.getTime() + (APPLIED_COUPON_MINUTES * 60 + 1) * 1000))).toBeNull();
    expect(await readAppliedCoupon(new Request("http://localhost/", { headers: { Cookie: "applied_coupon=eyJjb2RlIjoiWCJ9" } }), NOW)).toBeNull();
  });
});
