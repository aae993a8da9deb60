import { futuresApi } from '@meridian/contract/futures';
import { optionsApi } from '@meridian/contract/options';
import type { Coupon, CouponProduct } from '@meridian/contract/coupons';
import { pendingIntent } from '../../../api/intentKey';

/** The order call a product's coupon travels in. */
const ORDER_OF = { futures: futuresApi.submit, options: optionsApi.submit } as const;

/** The coupon sent with the product's last order while that order's outcome is unknown, if it had one. */
export function couponOfUnknownOrder(product: CouponProduct): number | undefined {
  const id = pendingIntent(ORDER_OF[product])?.coupon_id;
  return id === undefined ? undefined : Number(id);
}

export interface CouponChoice {
  /** The coupon the ticket uses, or none. */
  chosen: Coupon | null;
  /** The pick is gone for good: the ticket clears it. */
  drop: boolean;
}

/**
 * The ticket's coupon: the picked one while it is usable; a used or expired coupon leaves the usable list and the
 * choice goes with it (not while the list loads). While the order it was sent with has an unknown outcome it stays
 * chosen (`seen`, its last listed copy): the server may have placed that order and used the coupon, and a retry
 * without it would be a new body under a new key, a second order.
 */
export function couponChoice(
  picked: number,
  usable: Coupon[] | undefined,
  seen: Coupon | null,
  unknownOrderCoupon: number | undefined,
): CouponChoice {
  const listed = usable?.find((c) => c.id === picked);
  if (listed) return { chosen: listed, drop: false };
  if (picked !== 0 && seen?.id === picked && unknownOrderCoupon === picked)
    return { chosen: seen, drop: false };
  return { chosen: null, drop: usable !== undefined && picked !== 0 };
}

/** The request field of the chosen coupon (none when the order cannot take one, a futures limit order). */
export function couponField(chosen: Coupon | null, off: boolean): { coupon_id?: number } {
  return chosen && !off ? { coupon_id: chosen.id } : {};
}
