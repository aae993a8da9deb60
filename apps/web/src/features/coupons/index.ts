/** What other features may use of coupons: light hooks, helpers and components — never its pages. */
export { CouponPicker, useTicketCoupon } from './components/CouponPicker';
export type { CouponSplit } from './data/split';
