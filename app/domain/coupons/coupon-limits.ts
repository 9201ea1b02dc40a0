/** A coupon code is at most this long (spec section 5); shown on the forms without zod. */
export const COUPON_CODE_MAX = 20;
