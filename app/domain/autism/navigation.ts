import type { AutismSection } from "~/content/autism/types";

/** The screening's start page; /autism-assessment opens the same screen (spec section 2). */
export const AUTISM_START_PATH = "/assessment/autism";

/** Why sign-in was asked (the return-to context): to buy or continue a screening. */
export const AUTISM_CONTEXT = "autism";

export function screeningSectionPath(screeningId: string, section: AutismSection): string {
  return `/assessment/autism/${screeningId}/${section}`;
}

/** The confirm-submit step before the final submission. */
export function screeningReviewPath(screeningId: string): string {
  return `/assessment/autism/${screeningId}/review`;
}

export function autismResultPath(resultId: string): string {
  return `/assessment/autism/results/${resultId}`;
}

/** Where a completed screening payment lands (spec: /payment-result?payment=completed). */
export function paymentResultPath(orderId: string): string {
  return `/payment-result?order=${encodeURIComponent(orderId)}&payment=completed`;
}

/** The payment result page checks every 5 s, 36 times at most (spec section 4, verification defaults). */
export const PAYMENT_RESULT_POLL_SECONDS = 5;
export const PAYMENT_RESULT_POLL_MAX = 36;
/** Once verified, the screening opens after 2 s (spec: toast, then redirect after 2 s). */
export const VERIFIED_REDIRECT_SECONDS = 2;
