import { futuresApi } from '@meridian/contract/futures';
import type { AnyEndpoint, FuturesTradeMessage, RequestOf } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { withEachSocket } from '../../../api/socket';
import type { FuturesSubmitBody } from '../forms/request';
import { useLoggedIn } from '../../../state/session';
import { useSocketState } from '../../../state/socketState';
import { SeqTracker } from '../../../api/sequence';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { futuresKeys } from './keys';

/**
 * Futures reads and actions (`lever/*`): the ticket's `lever/deal`, open positions and pending
 * limits (`lever/dealall`), history (`lever/my_trade`), and submit / cancel / close / setstop / batch_close.
 * `lever_trade` pushes reload them while a futures screen is mounted. Everything is idle for visitors.
 */

const quiet = { silent: true, loading: false } as const;
export const FUTURES_PAGE_SIZE = 10;
/** Safety net while the socket is up (closes by ticks arrive as `lever_trade`); faster while it is down. */
const REFRESH_LIVE_MS = 20_000;
const REFRESH_POLL_MS = 5_000;

function useRefreshMs(): number {
  return useSocketState((s) => s.status === 'open') ? REFRESH_LIVE_MS : REFRESH_POLL_MS;
}

/** POST /lever/deal — balance, leverage choices, lot limits, rates for one pair. */
export function useFuturesDeal(currencyId: number, legalId: number) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: futuresKeys.deal(currencyId, legalId),
    enabled: loggedIn && currencyId > 0,
    staleTime: 0,
    queryFn: () => api.call(futuresApi.deal, { currency_id: currencyId, legal_id: legalId }, quiet),
  });
}

/** POST /lever/dealall — open positions (1) or pending limit orders (0) of every pair, with account totals. */
export function useFuturesPositions(status: 0 | 1) {
  const loggedIn = useLoggedIn();
  const refresh = useRefreshMs();
  return useInfiniteQuery({
    queryKey: futuresKeys.positions(status),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: refresh,
    queryFn: ({ pageParam }) =>
      api.call(futuresApi.dealall, { status, page: pageParam, limit: FUTURES_PAGE_SIZE }, quiet),
    getNextPageParam: (last) => nextPageOf(last.order),
  });
}

/** POST /lever/my_trade — history by status (3 closed, 4 cancelled, -1 all). */
export function useFuturesHistory(status: number) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: futuresKeys.history(status),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(futuresApi.myTrade, { status, page: pageParam, limit: FUTURES_PAGE_SIZE }, quiet),
    getNextPageParam: (last) => nextPageOf(last.message),
  });
}

export function reloadFutures(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: futuresKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
  ]);
}

/**
 * Reloads the futures reads on every `lever_trade` push (opens, closes by TP/SL/liquidation, overnight fees)
 * and after a reconnect that did not recover the session. The seq is tracked so a gap is logged; the
 * reaction is the same either way (a reload), which keeps the screens simple and correct.
 */
export function useFuturesTradeFeed(onMessage?: (msg: FuturesTradeMessage) => void) {
  const qc = useQueryClient();
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!loggedIn) return;
    return withEachSocket((s) => {
      const tracker = new SeqTracker();
      const onTrade = (msg: FuturesTradeMessage) => {
        if (tracker.accept(msg.seq) === 'duplicate') return;
        onMessage?.(msg);
        void reloadFutures(qc);
      };
      const onConnect = () => {
        tracker.reset();
        if (!s.recovered) void reloadFutures(qc);
      };
      s.on('lever_trade', onTrade);
      s.on('connect', onConnect);
      return () => {
        s.off('lever_trade', onTrade);
        s.off('connect', onConnect);
      };
    });
  }, [qc, loggedIn, onMessage]);
}

/** POST /lever/submit — a market position (status 1) or a limit order (status 0). */
export function useSubmitFutures() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: FuturesSubmitBody }) =>
      sendIntent(futuresApi.submit, { ...body, password: '' }),
    onSettled: () => reloadFutures(qc),
  });
}

function useFuturesAction<E extends AnyEndpoint>(endpoint: E) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<E> }) => sendIntent(endpoint, body),
    onSettled: () => reloadFutures(qc),
  });
}

/** lever/close, lever/cancel and lever/setstop answer the position as it is after the action. */
export const useCloseFutures = () => useFuturesAction(futuresApi.close);
export const useCancelFutures = () => useFuturesAction(futuresApi.cancel);
/** lever/setstop only sets trigger prices (the contract does not count it as money-moving): a plain call. */
export function useSetStop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof futuresApi.setstop> }) =>
      api.call(futuresApi.setstop, body),
    onSettled: () => reloadFutures(qc),
  });
}
export const useBatchClose = () => useFuturesAction(futuresApi.batchClose);
/** lever/close_part (some lots at the mark), lever/close_limit (the reduce-only limit close), lever/margin. */
export const useClosePart = () => useFuturesAction(futuresApi.closePart);
export const useCloseLimit = () => useFuturesAction(futuresApi.closeLimit);
export const useMarginChange = () => useFuturesAction(futuresApi.margin);
/** lever/close_limit_cancel only removes a trigger price: a plain call. */
export function useCancelCloseLimit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof futuresApi.cancelCloseLimit> }) =>
      api.call(futuresApi.cancelCloseLimit, body),
    onSettled: () => reloadFutures(qc),
  });
}
