import type { Route } from "./+types/return";
import { getDb } from "~/db.server";
import { requireParent } from "~/infrastructure/guards.server";
import { AUTISM_START_PATH, paymentResultPath } from "~/domain/autism/navigation";
import { getPaymentGateway } from "~/domain/payments/config.server";
import { settlePaymentReturn } from "~/domain/payments/payment-flow.server";
import { findPaymentByOrder } from "~/domain/payments/payments.server";
import { redirectWithToast } from "~/infrastructure/toast.server";

/**
 * Where the gateway sends the parent back (spec: the payment return handler). The payment row
 * says what it paid for: a subscription goes on to /subscription/success or back to the
 * checkout; an autism screening to /payment-result or back to /assessment/autism; a card saved
 * from "My cards" back there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireParent(request, context);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  const reported = url.searchParams.get("payment") === "cancelled" ? "cancelled" : "completed";
  const gateway = getPaymentGateway();
  const notFound = () => redirectWithToast(request, "/subscription/plans", { kind: "error", message: "subscription.paymentNotFound" });
  if (!gateway || !orderId) return notFound();
  const result = await settlePaymentReturn(getDb(), gateway, { userId: session.user.id, orderId, reported });
  if (result.outcome === "not_found") return notFound();

  if (result.purpose === "autism_screening") {
    switch (result.outcome) {
      case "completed":
        return redirectWithToast(request, paymentResultPath(result.orderId), { kind: "info", message: "autism.processingToast" });
      case "cancelled":
        return redirectWithToast(request, `${AUTISM_START_PATH}?payment=cancelled`, { kind: "info", message: "autism.cancelledToast" });
      case "declined":
        return redirectWithToast(request, `${AUTISM_START_PATH}?payment=failed`, {
          kind: "error",
          message: "autism.paymentDeclined",
          values: { code: result.code ?? "—" },
        });
    }
  }
  if (result.purpose === "card_save") {
    if (result.outcome === "completed") {
      const saved = (await findPaymentByOrder(getDb(), session.user.id, result.orderId))?.status === "succeeded";
      return redirectWithToast(
        request,
        "/profile/cards",
        saved ? { kind: "success", message: "billing.savedToast" } : { kind: "info", message: "billing.savingToast" },
      );
    }
    return redirectWithToast(
      request,
      "/profile/cards",
      result.outcome === "cancelled" ? { kind: "info", message: "billing.notSavedToast" } : { kind: "error", message: "billing.addFailed" },
    );
  }
  const plan = result.planId ? `plan=${encodeURIComponent(result.planId)}&` : "";
  switch (result.outcome) {
    case "completed":
      return redirectWithToast(request, `/subscription/success?order=${encodeURIComponent(result.orderId)}&payment=completed`, {
        kind: "info",
        message: "subscription.verifyingToast",
      });
    case "cancelled":
      return redirectWithToast(request, `/subscription/checkout?${plan}payment=cancelled`, { kind: "info", message: "subscription.paymentCancelled" });
    case "declined":
      return redirectWithToast(request, `/subscription/checkout?${plan}payment=failed`, {
        kind: "error",
        message: "subscription.paymentDeclined",
        values: { code: result.code ?? "—" },
      });
  }
}
