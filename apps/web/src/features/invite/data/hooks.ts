import { LIST_PAGE_SIZE } from '@meridian/contract';
import { contentApi } from '@meridian/contract/content';
import { type InviteSource, inviteApi } from '@meridian/contract/invite';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { nextPageOf } from '../../../api/paging';
import { inviteKeys } from './keys';

/**
 * Invite reads (`user/invite`, `invite/*`). Quiet: the screen shows its own loading, empty and error
 * states. Rebates arrive a moment after a referee's trade (a job credits them), so the summary and the history
 * refresh every 15 s while the screen is open.
 */

const quiet = { silent: true, loading: false } as const;

/** GET /user/invite — my code and link, invited count, rebate totals, top referees, the rate. */
export function useInviteSummary() {
  return useQuery({
    queryKey: inviteKeys.summary(),
    staleTime: 0,
    refetchInterval: 15_000,
    queryFn: () => api.call(inviteApi.summary, {}, quiet),
  });
}

/** GET /invite/list — users registered with my code, newest first (paged). */
export function useInvitedUsers(enabled = true) {
  return useInfiniteQuery({
    queryKey: inviteKeys.invited(),
    enabled,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) => api.call(inviteApi.list, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /invite/rebates — the rebates I received, newest first, of one source or all (paged). */
export function useInviteRebates(source: InviteSource | 'all', enabled = true) {
  return useInfiniteQuery({
    queryKey: inviteKeys.rebates(source),
    enabled,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: 15_000,
    queryFn: ({ pageParam }) =>
      api.call(
        inviteApi.rebates,
        { page: pageParam, limit: LIST_PAGE_SIZE, ...(source === 'all' ? {} : { source }) },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** GET /invite/top — the public top inviters board. */
export function useTopInviters(enabled = true) {
  return useQuery({
    queryKey: inviteKeys.top(),
    enabled,
    staleTime: 30_000,
    queryFn: () => api.call(inviteApi.top, {}, quiet),
  });
}

/** The invitation rules article (content category 23), for its link; absent while none is published. */
export function useInviteRulesArticle() {
  return useQuery({
    queryKey: inviteKeys.rulesArticle(),
    staleTime: 300_000,
    retry: false,
    queryFn: () => api.call(contentApi.inviteArticle, {}, quiet),
  });
}
