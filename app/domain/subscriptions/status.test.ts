import { describe, expect, it } from "vitest";
import { type SubscriptionRecord, hasContentAccess, subscriptionStatusView } from "./status";

const NOW = new Date("2026-11-22T12:00:00Z");
const FUTURE = "2026-12-22T12:00:00Z";
const PAST = "2026-11-20T12:00:00Z";

const record = (overrides: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  subscriptionId: "sub-1",
  planId: "six-months",
  planName: "6 Months",
  status: "active",
  startDate: "2026-06-22T12:00:00Z",
  endDate: FUTURE,
  trialEndDate: null,
  autoRenew: true,
  ...overrides,
});

describe("the subscription status view and the access rule", () => {
  it.each([
    ["active, paid period ahead", { status: "active" }, { is_active: true, can_access_content: true, trial_active: false }, true],
    ["active, paid period over", { status: "active", endDate: PAST }, { is_active: true, can_access_content: true }, false],
    ["trial, trial ahead", { status: "trial", endDate: null, trialEndDate: FUTURE }, { is_active: true, can_access_content: true, trial_active: true }, true],
    ["trial, trial over", { status: "trial", endDate: null, trialEndDate: PAST }, { is_active: false, can_access_content: false, trial_active: false }, false],
    ["trial without an end", { status: "trial", endDate: null, trialEndDate: null }, { is_active: false, trial_active: false }, false],
    ["cancelled with time left", { status: "cancelled" }, { is_active: false, can_access_content: false }, false],
    ["pending payment", { status: "pending" }, { is_active: false, can_access_content: false }, false],
    ["expired", { status: "expired", endDate: PAST }, { is_active: false, can_access_content: false }, false],
  ] as const)("%s", (_name, overrides, expected, access) => {
    const view = subscriptionStatusView(record(overrides as Partial<SubscriptionRecord>), NOW);
    expect(view).toMatchObject(expected);
    expect(hasContentAccess(view, NOW)).toBe(access);
  });

  it("counts whole days left, rounded up and never negative, from the trial end during a trial", () => {
    expect(subscriptionStatusView(record({ endDate: "2026-11-25T11:00:00Z" }), NOW).days_until_expiry).toBe(3);
    expect(subscriptionStatusView(record({ endDate: PAST }), NOW).days_until_expiry).toBe(0);
    const trial = subscriptionStatusView(record({ status: "trial", endDate: null, trialEndDate: "2026-11-29T12:00:00Z" }), NOW);
    expect(trial).toMatchObject({ expires_at: "2026-11-29T12:00:00Z", days_until_expiry: 7, plan_name: "6 Months", subscription_id: "sub-1" });
  });

  it("gives no access without a subscription", () => {
    const view = subscriptionStatusView(null, NOW);
    expect(view).toMatchObject({ status: null, is_active: false, can_access_content: false, debug_info: { source: "none" } });
    expect(hasContentAccess(view, NOW)).toBe(false);
    expect(hasContentAccess(null, NOW)).toBe(false);
  });
});
