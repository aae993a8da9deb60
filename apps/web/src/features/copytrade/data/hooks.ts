import { LIST_PAGE_SIZE } from '@meridian/contract';
import { COPY_AGREEMENT_VERSION, followApi, copytradeApi } from '@meridian/contract/copytrade';
import type { AnyEndpoint, RequestOf } from '@meridian/contract';
import type {
  CopySort,
  CopyWindow,
  FollowFollowRequest,
  TraderTermsRequest,
} from '@meridian/contract/copytrade';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { useCallback } from 'react';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { useFuturesTradeFeed, futuresKeys } from '../../futures';
import { useLoggedIn } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import type { Paged } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { copyKeys } from './keys';

/**
 * Copy-trading reads and actions (`follow/*` and `copytrade/*`): the leaderboard, a trader's
 * detail, history and followers, my follows, copies and profit shares, the trader application; follow, cancel,
 * agree, self-hold, apply and settings. Every read is idle for visitors; every action reloads what it changes.
 */

const quiet = { silent: true, loading: false } as const;
export const COPY_PAGE_SIZE = LIST_PAGE_SIZE;

/** A paged `follow/*` list: idle for visitors (and while `enabled` is false), pages of COPY_PAGE_SIZE. */
function useCopyPages<E extends AnyEndpoint & { response: ZodType<Paged<unknown>> }>(
  endpoint: E,
  queryKey: readonly unknown[],
  params: Omit<RequestOf<E>, 'page' | 'limit'>,
  opts: { enabled?: boolean; staleTime?: number; refetchInterval?: number | false } = {},
) {
  const loggedIn = useLoggedIn();
  const { enabled = true, staleTime = 0, refetchInterval } = opts;
  return useInfiniteQuery({
    queryKey,
    enabled: loggedIn && enabled,
    initialPageParam: 1,
    staleTime,
    refetchInterval,
    queryFn: ({ pageParam }) =>
      api.call(endpoint, { ...params, page: pageParam, limit: COPY_PAGE_SIZE } as RequestOf<E>, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /follow/index — traders sorted by `sort` over `window` days. */
export function useLeaderboard(sort: CopySort, window: CopyWindow) {
  return useCopyPages(followApi.index, copyKeys.index(sort, window), { sort, window }, { staleTime: 30_000 });
}

/** GET /follow/traderDetail — profile, statistics of the window, curve, open positions, my follow. */
export function useTraderDetail(traderId: number, window: CopyWindow) {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: copyKeys.trader(traderId, window),
    enabled: loggedIn && traderId > 0,
    staleTime: 0,
    queryFn: () => api.call(followApi.traderDetail, { trader_user_id: traderId, window }, quiet),
  });
}

/** GET /follow/historyTrade — the trader's closed positions, newest first (paged). */
export function useTraderHistory(traderId: number, enabled = true) {
  return useCopyPages(
    followApi.historyTrade,
    copyKeys.history(traderId),
    { trader_user_id: traderId },
    { enabled: enabled && traderId > 0 },
  );
}

/** GET /follow/followers — the trader's followers (masked) and what their copies made (paged). */
export function useTraderFollowers(traderId: number, enabled = true) {
  return useCopyPages(
    followApi.followers,
    copyKeys.followers(traderId),
    { trader_user_id: traderId },
    { enabled: enabled && traderId > 0 },
  );
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
    queryFn: () => api.call(followApi.my, { history }, quiet),
  });
}

/** GET /follow/copies — current (open, attached) or history copies (closed, detached, skipped). */
export function useCopies(scope: 'current' | 'history') {
  return useCopyPages(
    followApi.copies,
    copyKeys.copies(scope),
    { scope },
    { refetchInterval: scope === 'current' ? 15_000 : false },
  );
}

/** GET /follow/shares — profit shares paid as a follower or received as a trader. */
export function useShares(role: 'paid' | 'received', enabled = true) {
  return useCopyPages(followApi.shares, copyKeys.shares(role), { role }, { enabled });
}

/** GET /copytrade/apply_info — my futures record, latest application and trader profile. */
export function useApplyInfo() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: copyKeys.applyInfo(),
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api.call(copytradeApi.applyInfo, {}, quiet),
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
    mutationFn: ({ body }: { body: FollowFollowRequest }) => sendIntent(followApi.follow, body),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /follow/cancel — stop following (open copies stay open, detached, mine to manage). */
export function useCancelFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ traderId }: { traderId: number }) =>
      sendIntent(followApi.cancel, { follow_user_id: traderId }),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /follow/agree — the current agreement version accepted. */
export function useAgreeCopy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(followApi.agree, { version: COPY_AGREEMENT_VERSION }),
    onSettled: () => qc.invalidateQueries({ queryKey: [...copyKeys.all, 'my'] }),
  });
}

/** POST /follow/selfHolding — detach one copy: it becomes my own position. */
export function useSelfHolding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ positionId }: { positionId: number }) =>
      sendIntent(followApi.selfHolding, { transaction_id: positionId }),
    onSettled: () => reloadCopytrade(qc),
  });
}

/** POST /copytrade/apply or /copytrade/settings (an active trader changes the terms). */
export function useTraderTerms(mode: 'apply' | 'settings') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body }: { body: TraderTermsRequest }): Promise<void> => {
      if (mode === 'apply') await sendIntent(copytradeApi.apply, body);
      else await api.call(copytradeApi.settings, body);
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
  useFuturesTradeFeed(onTrade);
}
