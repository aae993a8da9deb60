import { LIST_PAGE_SIZE } from '@meridian/contract';
import { COUPON_LIST_TABS, couponsApi } from '@meridian/contract/coupons';
import type { Coupon, CouponProduct } from '@meridian/contract/coupons';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { couponKeys } from './keys';

/**
 * My experience coupons (`coupon/*`): the list of one state, page by page, and the coupons a ticket
 * may use now. Reads are quiet: the screens show their own loading, empty and error states. Idle for visitors.
 */

const quiet = { silent: true, loading: false } as const;

export type CouponTab = (typeof COUPON_LIST_TABS)[number];
export const COUPON_TABS: readonly CouponTab[] = COUPON_LIST_TABS;
export type MyCoupon = Coupon;

export function readCouponTab(raw: string | null): CouponTab {
  return COUPON_TABS.find((x) => x === raw) ?? 'unused';
}

/** GET coupon/list — my coupons in one state, newest first (paged). */
export function useMyCoupons(status: CouponTab) {
  const loggedIn = useSession((s) => s.token !== '');
  return useInfiniteQuery({
    queryKey: couponKeys.list(status),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(couponsApi.list, { status, page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET coupon/usable — the unused, unexpired coupons of a product, soonest to expire first. */
export function useUsableCoupons(product: CouponProduct, enabled = true) {
  const loggedIn = useSession((s) => s.token !== '');
  return useQuery({
    queryKey: couponKeys.usable(product),
    enabled: loggedIn && enabled,
    staleTime: 0,
    queryFn: () => api.call(couponsApi.usable, { product }, quiet),
  });
}
