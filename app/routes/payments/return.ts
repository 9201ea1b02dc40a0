import type { Route } from "./+types/return";
import { getDb } from "~/db.server";
import { requireParent } from "~/domain/accounts/guards.server";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { settleReturn } from "~/domain/subscriptions/checkout.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Where the gateway sends the parent back (spec: the payment return handler). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  const reported = url.searchParams.get("payment") === "cancelled" ? "cancelled" : "completed";
  const gateway = getPaymentGateway();
  if (!gateway || !orderId) return redirectWithToast(request, "/subscription/plans", { kind: "error", message: "subscription.paymentNotFound" });
  const destination = await settleReturn(getDb(), gateway, { userId: session.user.id, orderId, reported });
  switch (destination.kind) {
    case "not_found":
      return redirectWithToast(request, "/subscription/plans", { kind: "error", message: "subscription.paymentNotFound" });
    case "success":
      return redirectWithToast(request, `/subscription/success?order=${encodeURIComponent(destination.orderId)}&payment=completed`, {
        kind: "info",
        message: "subscription.verifyingToast",
      });
    case "checkout": {
      const plan = destination.planId ? `plan=${encodeURIComponent(destination.planId)}&` : "";
      const outcome = destination.message === "subscription.paymentCancelled" ? "cancelled" : "failed";
      return redirectWithToast(
        request,
        `/subscription/checkout?${plan}payment=${outcome}`,
        destination.message === "subscription.paymentCancelled"
          ? { kind: "info", message: destination.message }
          : { kind: "error", message: destination.message, values: { code: destination.code ?? "—" } },
      );
    }
  }
}
