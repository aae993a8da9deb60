import { LIST_PAGE_SIZE } from '@meridian/contract';
import { OTC_FINAL_STATUSES, otcApi } from '@meridian/contract/otc';
import type { OtcOrder, OtcOrderRequest, OtcQuoteRequest, OtcStatus } from '@meridian/contract/otc';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { otcKeys } from './keys';

/**
 * OTC reads and actions (`otc/*`). Reads are quiet: the screens show their own loading, empty and
 * error states. Placing an order and sending a voucher are sent as intents (sendIntent): a retry after a lost
 * reply reuses its key, so it never places two orders. Refusals are toasted by the http helper in the
 * user's language (limits with their numbers, an expired quote…).
 */

const quiet = { silent: true, loading: false } as const;

/** GET /otc/config — coins, fiats with rates, spread, limits and the caller's level cap, payment window. */
export function useOtcConfig() {
  return useQuery({
    queryKey: otcKeys.config(),
    staleTime: 15_000,
    // the coins' feed prices move: the indicative price follows them
    refetchInterval: 30_000,
    queryFn: () => api.call(otcApi.config, {}, quiet),
  });
}

/** How often an order re-reads itself: every 5 s while the desk or the user still has to act, else never. */
export function orderRefreshMs(o: Pick<OtcOrder, 'status'> | undefined): number | false {
  return o && !OTC_FINAL_STATUSES.includes(o.status) ? 5_000 : false;
}

/** GET /otc/order/detail — one of my orders (0: none asked). */
export function useOtcOrder(id: number) {
  return useQuery({
    queryKey: otcKeys.order(id),
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: (q) => orderRefreshMs(q.state.data),
    retry: (count, error) => !isOrderNotFound(error) && count < 2,
    queryFn: () => api.call(otcApi.orderDetail, { id }, quiet),
  });
}

/** Whether a read failed because the order is not the caller's or does not exist (not worth a retry). */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'otc_order_not_found';
}

/** GET /otc/orders — my orders, newest first, of one status or all (paged). */
export function useOtcOrders(status: OtcStatus | 'all') {
  return useInfiniteQuery({
    queryKey: otcKeys.orders(status),
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: 15_000,
    queryFn: ({ pageParam }) =>
      api.call(
        otcApi.orders,
        { page: pageParam, limit: LIST_PAGE_SIZE, ...(status === 'all' ? {} : { status }) },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** POST /otc/quote — a price locked for the published time (not money: no key). */
export function useOtcQuote() {
  return useMutation({
    mutationFn: (body: OtcQuoteRequest) => api.call(otcApi.quote, body),
  });
}

function useOtcChange<V>(run: (vars: V) => Promise<OtcOrder>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => qc.setQueryData(otcKeys.order(order.id), order),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...otcKeys.all, 'orders'] }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
      ]),
  });
}

/** POST /otc/order — places the order of a quote (a sell holds the coins at once). */
export const usePlaceOtcOrder = () =>
  useOtcChange(({ body }: { body: OtcOrderRequest }) => sendIntent(otcApi.order, body));

/** POST /otc/order/voucher — attaches the transfer's voucher: the order awaits the operator. */
export const useOtcVoucher = () =>
  useOtcChange(({ id, voucher }: { id: number; voucher: string }) =>
    sendIntent(otcApi.voucher, { id, voucher }),
  );

/** POST /otc/order/cancel — cancels a buy not yet paid. */
export const useCancelOtcOrder = () =>
  useOtcChange(({ id }: { id: number }) => api.call(otcApi.cancel, { id }));
