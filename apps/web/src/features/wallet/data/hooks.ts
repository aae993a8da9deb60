import { LIST_PAGE_SIZE } from '@meridian/contract';
import { walletApi } from './balancesContract';
import type { RequestOf } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { usePrefs } from '../../../state/prefs';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from './keys';

/** Balances (POST /wallet/list), transfers (POST /wallet/change), records (hzhistory, legal_log). */

export function useWalletBalances() {
  const fiat = usePrefs((s) => s.fiat.currency_code);
  return useQuery({
    queryKey: walletKeys.balances(fiat),
    queryFn: () => api.call(walletApi.list, { fiat }, { silent: true, loading: false }),
    // Balances also change elsewhere (reviews, fills): every visit shows the cached figures and asks again.
    staleTime: 0,
  });
}

export function useTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof walletApi.change> }) =>
      sendIntent(walletApi.change, body),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
        qc.invalidateQueries({ queryKey: walletKeys.transfers() }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }),
      ]),
  });
}

export function useTransferHistory() {
  return useInfiniteQuery({
    queryKey: walletKeys.transfers(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        walletApi.hzhistory,
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}

export function useAccountLog(filter: { type?: number | undefined; currency?: number | undefined }) {
  return useInfiniteQuery({
    queryKey: walletKeys.log(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        walletApi.legalLog,
        { page: pageParam, limit: LIST_PAGE_SIZE, type: filter.type, currency: filter.currency },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
