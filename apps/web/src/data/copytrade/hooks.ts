import { API, COPY_AGREEMENT_VERSION, LIST_PAGE_SIZE } from '@meridian/contract';
import type { CopySort, CopyWindow, FollowFollowRequest, TraderTermsRequest } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/http';
import { useSession } from '../../state/session';
import { useLeverTradeFeed } from '../futures/hooks';
import { futuresKeys } from '../futures/keys';
import { nextPageOf } from '../paging';
import { walletKeys } from '../wallet/keys';
import { copyKeys } from './keys';

/**
 * Copy-trading reads and actions (issue 14, spec §7 `follow/*` and `copytrade/*`): the leaderboard, a trader's
 * detail, history and followers, my follows, copies and profit shares, the trader application; follow, cancel,
 * agree, self-hold, apply and settings. Every read is idle for visitors; every action reloads what it changes.
 */

const quiet = { silent: true, loading: false } as const;
export const COPY_PAGE_SIZE = LIST_PAGE_SIZE;

function useLoggedIn(): boolean {
  return useSession((s) => s.token !== '');
}

/** A fresh idempotency key per confirmed action (kept across a retry of the same one). */
export function newCopyActionKey(): string {
  return globalThis.crypto.randomUUID();
}

/** GET /follow/index — traders sorted by `sort` over `window` days. */
export function useLeaderboard(sort: CopySort, window: CopyWindow) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: copyKeys.index(sort, window),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 30_000,
    queryFn: ({ pageParam }) =>
      api.call(API.follow.index, { sort, window, page: pageParam, limit: COPY_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /follow/traderDetail — profile, statistics of the window, curve, open positions, my follow. */
export function useTraderDetail(traderId: number, window: CopyWindow) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: copyKeys.trader(traderId, window),
    enabled: loggedIn && traderId > 0,
    staleTime: 0,
    queryFn: () => api.call(API.follow.traderDetail, { trader_user_id: traderId, window }, quiet),
  });
}

/** GET /follow/historyTrade — the trader's closed positions, newest first (paged). */
export function useTraderHistory(traderId: number, enabled = true) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: copyKeys.history(traderId),
    enabled: loggedIn && enabled && traderId > 0,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(
        API.follow.historyTrade,
        { trader_user_id: traderId, page: pageParam, limit: COPY_PAGE_SIZE },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** GET /follow/followers — the trader's followers (masked) and what their copies made (paged). */
export function useTraderFollowers(traderId: number, enabled = true) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: copyKeys.followers(traderId),
    enabled: loggedIn && enabled && traderId > 0,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(
        API.follow.followers,
        { trader_user_id: traderId, page: pageParam, limit: COPY_PAGE_SIZE },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** GET /follow/my — my active follows (or ended ones with `history`), totals and the agreement state. */
export function useMyFollows(history = false) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: copyKeys.my(history),
    enabled: loggedIn,
    staleTime: 0,
    // unrealised P&L moves with the marks; closes also arrive as `lever_trade` (useCopyLive)
    refetchInterval: history ? false : 15_000,
    queryFn: () => api.call(API.follow.my, { history }, quiet),
  });
}

/** GET /follow/copies — current (open, attached) or history copies (closed, detached, skipped). */
export function useCopies(scope: 'current' | 'history') {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: copyKeys.copies(scope),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: scope === 'current' ? 15_000 : false,
    queryFn: ({ pageParam }) =>
      api.call(API.follow.copies, { scope, page: pageParam, limit: COPY_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /follow/shares — profit shares paid as a follower or received as a trader. */
export function useShares(role: 'paid' | 'received', enabled = true) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: copyKeys.shares(role),
    enabled: loggedIn && enabled,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.call(API.follow.shares, { role, page: pageParam, limit: COPY_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /copytrade/apply_info — my futures record, latest application and trader profile. */
export function useApplyInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: copyKeys.applyInfo(),
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api.call(API.copytrade.applyInfo, {}, quiet),
  });
}

export function reloadCopytrade(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: copyKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: futuresKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
  ]);
}

/** POST /follow/follow — follow, or change the active follow of the same trader. */
export function useFollowTrader() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: FollowFollowRequest; key: string }) =>
      api.call(API.follow.follow, body, { idempotencyKey: key }),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /follow/cancel — stop following (open copies stay open, detached, mine to manage). */
export function useCancelFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ traderId, key }: { traderId: number; key: string }) =>
      api.call(API.follow.cancel, { follow_user_id: traderId }, { idempotencyKey: key }),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /follow/agree — the current agreement version accepted. */
export function useAgreeCopy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(API.follow.agree, { version: COPY_AGREEMENT_VERSION }),
    onSettled: () => qc.invalidateQueries({ queryKey: [...copyKeys.all, 'my'] }),
  });
}

/** POST /follow/selfHolding — detach one copy: it becomes my own position. */
export function useSelfHolding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId, key }: { positionId: number; key: string }) =>
      api.call(API.follow.selfHolding, { transaction_id: positionId }, { idempotencyKey: key }),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /copytrade/apply or /copytrade/settings (an active trader changes the terms). */
export function useTraderTerms(mode: 'apply' | 'settings') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: TraderTermsRequest; key: string }): Promise<void> => {
      if (mode === 'apply') await api.call(API.copytrade.apply, body, { idempotencyKey: key });
      else await api.call(API.copytrade.settings, body);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: copyKeys.all }),
  });
}

/**
 * Keeps the copy-trading reads live while a copy screen is mounted: every `lever_trade` push (a copy opened,
 * closed by its trader, its own trigger or the stop-loss) reloads them with the futures reads.
 */
export function useCopyLive() {
  const qc = useQueryClient();
  const onTrade = useCallback(() => {
    void qc.invalidateQueries({ queryKey: copyKeys.all }, { cancelRefetch: false });
  }, [qc]);
  useLeverTradeFeed(onTrade);
}
