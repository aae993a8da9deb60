import type { CouponProduct } from '@meridian/contract/coupons';

/** Where a coupon is used and where its order is seen. */
export const COUPONS_PAGE = '/pages/setting/coupon';
export const FUTURES_TICKET = '/pages/transaction/contract';
export const OPTIONS_TICKET = '/pages/transaction/index2';

/** The ticket of the coupon's product with the coupon preselected (`?coupon=`). */
export function couponUsePath(product: CouponProduct, id: number): string {
  return `${product === 'futures' ? FUTURES_TICKET : OPTIONS_TICKET}?coupon=${id}`;
}

/** The records of the position (futures) or order (options) a coupon paid: open ones, or the closed ones. */
export function couponOrderPath(product: CouponProduct, closed: boolean): string {
  if (product === 'futures') return `/pages/transaction/contract_order${closed ? '?tab=closed' : ''}`;
  return `/pages/transaction/seconds_order${closed ? '?tab=closed' : ''}`;
}

/** The `?coupon=` a ticket was opened with (0: none). */
export function couponParam(params: URLSearchParams): number {
  const id = Number.parseInt(params.get('coupon') ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
