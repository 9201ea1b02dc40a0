import type { Route } from "./+types/change-plan";
import { ACCESS_DENIED, ApiError, NOT_FOUND, apiHandler, apiJson, jsonBody, methodNotAllowed, parseApi, requireApiParent } from "~/infrastructure/api.server";
import { ChangePlanBody } from "~/domain/api/schemas";
import { planChangeJson } from "~/domain/api/shapes.server";
import { getDb } from "~/db.server";
import { schedulePlanChange } from "~/domain/subscriptions/plan-change.server";
import { ownSubscription } from "~/domain/subscriptions/subscriptions.server";

/**
 * POST /api/subscriptions/management/{id}/change-plan/ — {plan_id}: the new plan starts at the
 * end of the current paid period (or trial) and the renewal then charges it; nothing is
 * charged now (ADR 016). Another parent's subscription answers 403.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const userId = await requireApiParent(request, context);
    const db = getDb();
    const subscription = await ownSubscription(db, userId, params.id);
    if (!subscription.ok) throw subscription.reason === "not_found" ? new ApiError(404, NOT_FOUND) : new ApiError(403, ACCESS_DENIED);
    const body = parseApi(ChangePlanBody, await jsonBody(request));
    return apiJson(
      await planChangeJson(db, userId, await schedulePlanChange(db, userId, body.plan_id, new Date(), { resumeRenewal: body.resume_renewal })),
      200,
    );
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
