import { LIST_PAGE_SIZE } from '@meridian/contract';
import { spotApi } from '@meridian/contract/spot';
// the balances' module, not the contract's wallet index (bank rails with an IBAN library, statements in nine languages)
import { walletApi } from '../../../../../../packages/contract/src/wallet/wallet';
import type { RequestOf, SpotOrderMessage } from '@meridian/contract';
import type { SpotOrder } from '@meridian/contract/spot';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { withEachSocket } from '../../../api/socket';
import { usePrefs } from '../../../state/prefs';
import { useSession } from '../../../state/session';
import { useSocketState } from '../../../state/socketState';
import { SeqTracker } from '../../../api/sequence';
import { nextPageOf } from '../../../api/paging';
import type { Paged } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { spotKeys } from './keys';
import { filterOfKey, orderFeedAction, patchOrderPages } from './orders';
import type { SpotListFilter } from './orders';

/**
 * The signed-in side of spot trading: spot balances, the user's orders (coin/list), the `spot_order` feed
 * that keeps them current, and placing / cancelling. Everything is idle for visitors.
 */

const quiet = { silent: true, loading: false } as const;
/** Safety net for fills by others while the `spot_order` feed is up; faster while the socket is down. */
const CURRENT_REFRESH_LIVE_MS = 15_000;
const CURRENT_REFRESH_POLL_MS = 5_000;

export function useLoggedIn(): boolean {
  return useSession((s) => s.token !== '');
}

/** POST /wallet/list (the wallet screens' query and key), asked again on every visit; idle for visitors. */
export function useSpotWallet() {
  const fiat = usePrefs((s) => s.fiat.currency_code);
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: walletKeys.balances(fiat),
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api.call(walletApi.list, { fiat }, quiet),
  });
}

/** GET /coin/list, paginated, newest first. */
export function useSpotOrders(filter: SpotListFilter) {
  const loggedIn = useLoggedIn();
  const socketOpen = useSocketState((s) => s.status === 'open');
  return useInfiniteQuery({
    queryKey: spotKeys.orderList(filter),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval:
      filter.status === 'current' ? (socketOpen ? CURRENT_REFRESH_LIVE_MS : CURRENT_REFRESH_POLL_MS) : false,
    queryFn: ({ pageParam }) =>
      api.call(spotApi.list, { ...filter, page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

type OrderPages = InfiniteData<Paged<SpotOrder>, number>;

function reloadAccount(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: spotKeys.orders() }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
  ]);
}

/** Applies one in-sequence order change to every cached order list. */
function patchLists(qc: QueryClient, order: SpotOrder) {
  for (const [key] of qc.getQueriesData<OrderPages>({ queryKey: spotKeys.orders() })) {
    const filter = filterOfKey(key);
    if (filter) qc.setQueryData<OrderPages>(key, (data) => patchOrderPages(data, order, filter));
  }
}

/**
 * Keeps the order lists and balances current from the user's `spot_order` messages while mounted: in
 * sequence they patch the lists in place; otherwise (first message, gap, restart) and after every reconnect
 * the lists reload. Balances reload on every change (fills move them).
 */
export function useSpotOrderFeed() {
  const qc = useQueryClient();
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    return withEachSocket((s) => {
      const tracker = new SeqTracker();
      const onOrder = (msg: SpotOrderMessage) => {
        const action = orderFeedAction(tracker.accept(msg.seq));
        if (action === 'drop') return;
        patchLists(qc, msg.order);
        if (action === 'reload') void reloadAccount(qc);
        else
          void qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false });
      };
      const onConnect = () => {
        // The per-user counter is not replayed: whatever changed while away is reloaded.
        tracker.reset();
        if (!s.recovered) void reloadAccount(qc);
      };
      s.on('spot_order', onOrder);
      s.on('connect', onConnect);
      return () => {
        s.off('spot_order', onOrder);
        s.off('connect', onConnect);
      };
    });
  }, [qc, loggedIn]);
}

/** POST /coin/trade — the server's localised refusal is toasted by the http helper. */
export function usePlaceSpotOrder(symbol: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof spotApi.trade> }) => sendIntent(spotApi.trade, body),
    onSettled: () =>
      Promise.all([
        reloadAccount(qc),
        qc.invalidateQueries({ queryKey: spotKeys.depth(symbol) }),
        qc.invalidateQueries({ queryKey: spotKeys.trades(symbol) }),
      ]),
  });
}

/** POST /coin/cancel {id} → the cancelled order. */
export function useCancelSpotOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendIntent(spotApi.cancel, { id }),
    onSuccess: (order) => patchLists(qc, order),
    onSettled: (order) =>
      Promise.all([
        reloadAccount(qc),
        order ? qc.invalidateQueries({ queryKey: spotKeys.depth(order.symbol) }) : null,
      ]),
  });
}
