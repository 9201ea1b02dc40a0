/** A coupon code is at most this long (spec section 5): the coupon rules check it, the forms show it. */
export const COUPON_CODE_MAX = 20;
