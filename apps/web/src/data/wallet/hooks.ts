import {
  LIST_PAGE_SIZE,
  accountLogRecord,
  paginatedSchema,
  transferRecord,
  walletBalancesResponse,
  walletChangeResponse,
} from '@meridian/contract';
import type { WalletChangeRequest } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { usePrefs } from '../../state/prefs';
import { nextPageOf } from '../paging';
import { walletKeys } from './keys';

/** Balances (POST /wallet/list), transfers (POST /wallet/change), records (hzhistory, legal_log). */

export function useWalletBalances() {
  const fiat = usePrefs((s) => s.fiat.currency_code);
  return useQuery({
    queryKey: walletKeys.balances(fiat),
    queryFn: () =>
      api.post('/wallet/list', { fiat }, { schema: walletBalancesResponse, silent: true, loading: false }),
    // Balances also change elsewhere (reviews, fills): every visit shows the cached figures and asks again.
    staleTime: 0,
  });
}

/** A fresh idempotency key per confirmed transfer: a retry of the same call reuses it, a new transfer never. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function useTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WalletChangeRequest; key: string }) =>
      api.post('/wallet/change', { ...body }, { schema: walletChangeResponse, idempotencyKey: key }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
        qc.invalidateQueries({ queryKey: walletKeys.transfers() }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }),
      ]),
  });
}

const transferPage = paginatedSchema(transferRecord);
const logPage = paginatedSchema(accountLogRecord);

export function useTransferHistory() {
  return useInfiniteQuery({
    queryKey: walletKeys.transfers(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get(
        '/wallet/hzhistory',
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { schema: transferPage, silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}

export function useAccountLog(filter: { type?: number | undefined; currency?: number | undefined }) {
  return useInfiniteQuery({
    queryKey: walletKeys.log(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.post(
        '/wallet/legal_log',
        { page: pageParam, limit: LIST_PAGE_SIZE, type: filter.type, currency: filter.currency },
        { schema: logPage, silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
