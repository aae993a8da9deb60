import { LIST_PAGE_SIZE } from '@meridian/contract';
import { ieoApi } from '@meridian/contract/ieo';
import type { IeoOrderRequest } from '@meridian/contract/ieo';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { useLoggedIn } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { ieoKeys } from './keys';

/**
 * IEO reads and the subscription (`project`, `project/detail`, `project/order`,
 * `user/project/order`). Texts come in the request's language, so the language is part of the keys.
 */

const quiet = { silent: true, loading: false } as const;

/** GET /project — live and warm-up projects first, then ended ones (paged). */
export function useIeoProjects(opts: { refetchInterval?: number | false } = {}) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ieoKeys.projects(i18n.language),
    initialPageParam: 1,
    staleTime: 10_000,
    refetchInterval: opts.refetchInterval,
    queryFn: ({ pageParam }) => api.call(ieoApi.projects, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET /project/detail — the project, the viewer's pay-currency balance and subscription. */
export function useIeoDetail(projectId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ieoKeys.detail(projectId, i18n.language),
    enabled: projectId > 0,
    staleTime: 0,
    queryFn: () => api.call(ieoApi.detail, { project_id: projectId }, quiet),
  });
}

/** GET /user/project/order — my subscriptions, newest first (paged). */
export function useIeoOrders(opts: { refetchInterval?: number | false } = {}) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: ieoKeys.orders(),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: opts.refetchInterval,
    queryFn: ({ pageParam }) => api.call(ieoApi.myOrders, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** POST /project/order — subscribes; the payment is held. Reloads the IEO reads and the balances. */
export function useIeoSubscribe() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: IeoOrderRequest }) => sendIntent(ieoApi.order, body),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ieoKeys.all }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
      ]),
  });
}
