import { LIST_PAGE_SIZE } from '@meridian/contract';
import { investApi } from '@meridian/contract/invest';
import type { NotificationMessage, ResponseOf } from '@meridian/contract';
import type { InvestOrderState, InvestType } from '@meridian/contract/earn';
import type { InvestBuyRequest } from '@meridian/contract/invest';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { withEachSocket } from '../../../api/socket';
import { useLoggedIn } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { investKeys } from './keys';
import { hasOpenOrders } from './orders';

/**
 * Invest / dual-currency reads and the purchase (Dual): products of a coin and type
 * (`dual/index`), one product (`dual/detail`), my orders (`dual/dual_list`) and `dual/buyDual`. Every read is
 * quiet (the screen shows its own loading / error with retry); the purchase toasts its refusal.
 */

const quiet = { silent: true, loading: false } as const;
export const INVEST_PAGE_SIZE = LIST_PAGE_SIZE;
/** Remaining shares and last prices move while the list is open. */
const LIST_REFRESH_MS = 30_000;
/** While an order waits for its settlement, my orders are read again this often. */
const OPEN_ORDERS_POLL_MS = 15_000;
type InvestOrdersPage = ResponseOf<typeof investApi.list>;

/** GET /dual/index — products of one coin and type (one section, or '' for all), earliest maturity first. */
export function useInvestIndex(currencyId: number, type: InvestType, section: string) {
  return useInfiniteQuery({
    queryKey: investKeys.index(currencyId, type, section),
    initialPageParam: 1,
    staleTime: 10_000,
    refetchInterval: LIST_REFRESH_MS,
    queryFn: ({ pageParam }) =>
      api.call(
        investApi.index,
        {
          currency_id: currencyId,
          type,
          ...(section ? { section } : {}),
          page: pageParam,
          limit: INVEST_PAGE_SIZE,
        },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** GET /dual/detail — one product (the purchase screen). */
export function useInvestDetail(id: number) {
  return useQuery({
    queryKey: investKeys.detail(id),
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
    queryFn: () => api.call(investApi.detail, { id }, quiet),
  });
}

/** POST /dual/dual_list — my orders, newest first, optionally of one status; polls while any is unsettled. */
export function useInvestOrders(status: InvestOrderState | 'all') {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: investKeys.orders(status),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: (q: { state: { data: InfiniteData<InvestOrdersPage> | undefined } }) =>
      hasOpenOrders(q.state.data?.pages) ? OPEN_ORDERS_POLL_MS : false,
    queryFn: ({ pageParam }) =>
      api.call(
        investApi.list,
        { ...(status === 'all' ? {} : { status }), page: pageParam, limit: INVEST_PAGE_SIZE },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

export function reloadInvest(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: investKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
  ]);
}

/** POST /dual/buyDual — whole shares; the deposit leaves the spot account. Reloads products, orders, balances. */
export function useBuyInvest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: InvestBuyRequest }) => sendIntent(investApi.buy, body),
    onSettled: () => reloadInvest(qc),
  });
}

/** Notification keys after which my invest orders and balances changed. */
export const INVEST_PUSH_KEYS: ReadonlySet<string> = new Set(['dual_settled', 'dual_failed']);

/** While an invest screen is open: a settlement push (or a reconnect) reloads orders and balances. */
export function useInvestPushRefresh(): void {
  const qc = useQueryClient();
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    return withEachSocket((s) => {
      const onMessage = (push: NotificationMessage) => {
        if (INVEST_PUSH_KEYS.has(push.key)) void reloadInvest(qc);
      };
      const onConnect = () => void reloadInvest(qc);
      s.on('notification', onMessage);
      s.on('connect', onConnect);
      return () => {
        s.off('notification', onMessage);
        s.off('connect', onConnect);
      };
    });
  }, [qc, loggedIn]);
}
