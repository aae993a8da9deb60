import {
  LIST_PAGE_SIZE_MAX,
  LIST_PAGE_SIZE,
  getInfoResponse,
  paginatedSchema,
  walletListResponse,
  withdrawalRecord,
} from '@meridian/contract';
import type { WalletOutRequest } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { nextPageOf } from '../paging';
import { fundKeys } from './fundKeys';
import { walletKeys } from './keys';

/** Withdrawals (spec §7): POST /wallet/get_info, POST /wallet/out, GET /user/withdraw/list. */

/** Fee, minimum and spot balance of a currency: always the server's numbers. */
export function useWithdrawInfo(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.withdrawInfo(currency ?? 0),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    enabled: currency !== undefined,
    queryFn: () =>
      api.post('/wallet/get_info', { currency }, { schema: getInfoResponse, silent: true, loading: false }),
  });
}

/** The saved addresses of one currency (the address book holds at most a page of them per currency). */
export function useWithdrawAddresses(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.addressesFor(currency ?? 0),
    enabled: currency !== undefined,
    queryFn: () =>
      api.get(
        '/user/wallet/list',
        { currency, page: 1, limit: LIST_PAGE_SIZE_MAX },
        { schema: walletListResponse, silent: true, loading: false },
      ),
  });
}

/** POST /wallet/out with one Idempotency-Key per confirmed withdrawal; a 998 reply is redirected by the helper. */
export function useWalletOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WalletOutRequest; key: string }) =>
      api.post('/wallet/out', { ...body }, { schema: withdrawalRecord, idempotencyKey: key }),
    onSettled: (_r, _e, { body }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: fundKeys.withdrawals() }),
        qc.invalidateQueries({ queryKey: fundKeys.withdrawInfo(body.currency) }),
        qc.invalidateQueries({ queryKey: fundKeys.addressesFor(body.currency) }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }),
      ]),
  });
}

const withdrawPage = paginatedSchema(withdrawalRecord);

export function useWithdrawLog() {
  return useInfiniteQuery({
    queryKey: fundKeys.withdrawals(),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get(
        '/user/withdraw/list',
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { schema: withdrawPage, silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
