/** The coupons module's entry: other modules import from here only. */
export { couponsModule } from './coupons.module';
export type { CouponUses, CouponRedeem, CouponSettle } from './uses';
