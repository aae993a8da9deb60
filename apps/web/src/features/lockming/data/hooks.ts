import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from '@meridian/contract';
import { lockmingApi } from '@meridian/contract/lockming';
import type { LockCategory } from '@meridian/contract/earn';
import type { LockProduct } from '@meridian/contract/lockming';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { useLoggedIn } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { rowOf, useWalletBalances, walletKeys } from '../../wallet';
import { lockKeys } from './keys';
import { spotOf, tabStatus } from './lockming';
import type { LockTab } from './lockming';

/**
 * Locked-mining reads and actions (`lh/deposit*`): products with today's and tomorrow's
 * published rate, one product for the buy screen, my locks by tab; lock up and redeem early. Every action
 * reloads the lock-mining reads and the wallet balances.
 */

const quiet = { silent: true, loading: false } as const;

/** GET /lh/deposit/config — products on sale, pages of 10; `category` lists one category only. */
export function useLockProducts(category?: LockCategory) {
  return useInfiniteQuery({
    queryKey: category ? [...lockKeys.products(), category] : lockKeys.products(),
    initialPageParam: 1,
    staleTime: 30_000,
    queryFn: ({ pageParam }) =>
      api.call(
        lockmingApi.products,
        { page: pageParam, limit: LIST_PAGE_SIZE, ...(category ? { category } : {}) },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** Pages through the products (100 at a time) until `id` turns up; null when it is not on sale. */
async function findProduct(id: number): Promise<LockProduct | null> {
  for (let page = 1; ; page++) {
    const reply = await api.call(lockmingApi.products, { page, limit: LIST_PAGE_SIZE_MAX }, quiet);
    const hit = reply.data.find((p) => p.id === id);
    if (hit) return hit;
    if (nextPageOf(reply) === undefined) return null;
  }
}

/** One product (the buy screen's `?id=`): null when there is no such product on sale. */
export function useLockProduct(id: number) {
  return useQuery({
    queryKey: lockKeys.product(id),
    enabled: id > 0,
    staleTime: 0,
    queryFn: () => findProduct(id),
  });
}

/** The spot balance of a currency (available, decimals), from POST /wallet/list; idle for visitors. */
export function useSpotBalance(currencyId: number | undefined) {
  const balances = useWalletBalances();
  const row = currencyId === undefined ? undefined : rowOf(balances.data, 'change', currencyId);
  return { ...spotOf(row), query: balances };
}

/** GET /lh/deposit/order — my locks of a tab, newest first. The ended tab reads every lock and keeps the ended. */
export function useLockOrders(tab: LockTab) {
  const loggedIn = useLoggedIn();
  const status = tabStatus(tab);
  return useInfiniteQuery({
    queryKey: lockKeys.orders(tab),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    // running locks change by the day (dividends after 00:01 UTC, the redemption preview at midnight)
    refetchInterval: tab === 'running' ? 60_000 : false,
    queryFn: ({ pageParam }) =>
      api.call(
        lockmingApi.orders,
        { page: pageParam, limit: tab === 'running' ? LIST_PAGE_SIZE : 50, ...(status ? { status } : {}) },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

export function reloadLockming(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: lockKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }, { cancelRefetch: false }),
  ]);
}

/** POST /lh/deposit — lock `amount` of the product's currency from spot. */
export function useLockDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ configId, amount }: { configId: number; amount: string }) =>
      sendIntent(lockmingApi.deposit, { config_id: configId, amount }),
    onSettled: () => reloadLockming(qc),
  });
}

/**
 * POST /lh/deposit/order/cancel — early redemption, sending the penalty the confirmation showed: a day that
 * rolled over since is refused (`lockming_penalty_changed`) and the orders reload with the new preview.
 */
export function useLockCancel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, penalty }: { id: number; penalty: string }) =>
      sendIntent(lockmingApi.cancel, { id, penalty }),
    onSettled: () => reloadLockming(qc),
  });
}
