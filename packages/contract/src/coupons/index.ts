/** Coupons: the user's coupons, their rules and the operator screens. */
export * from './coupon-rules';
export * from './coupons';
export * from './ops-coupons';
