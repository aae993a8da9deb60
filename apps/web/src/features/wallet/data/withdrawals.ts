import { LIST_PAGE_SIZE_MAX, LIST_PAGE_SIZE } from '@meridian/contract';
import { userSettingsApi } from '@meridian/contract/settings';
import { fundsApi } from '@meridian/contract/wallet';
import type { RequestOf } from '@meridian/contract';
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { nextPageOf } from '../../../api/paging';
import { fundKeys } from './fundKeys';
import { pendingPoll } from './live';
import { walletKeys } from './keys';

/** Withdrawals: POST /wallet/get_info, POST /wallet/out, GET /user/withdraw/list. */

/** Fee, minimum and spot balance of a currency: always the server's numbers. */
export function useWithdrawInfo(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.withdrawInfo(currency ?? 0),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    queryFn:
      currency === undefined
        ? skipToken
        : () => api.call(fundsApi.withdrawInfo, { currency }, { silent: true, loading: false }),
  });
}

/** The saved addresses of one currency (the address book holds at most a page of them per currency). */
export function useWithdrawAddresses(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.addressesFor(currency ?? 0),
    queryFn:
      currency === undefined
        ? skipToken
        : () =>
            api.call(
              userSettingsApi.walletList,
              { currency, page: 1, limit: LIST_PAGE_SIZE_MAX },
              { silent: true, loading: false },
            ),
  });
}

/** POST /wallet/out, as an intent (see sendIntent); a 998 reply is redirected by the helper. */
export function useWalletOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof fundsApi.withdraw> }) =>
      sendIntent(fundsApi.withdraw, body),
    onSettled: (_r, _e, { body }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: fundKeys.withdrawals() }),
        qc.invalidateQueries({ queryKey: fundKeys.withdrawInfo(Number(body.currency)) }),
        qc.invalidateQueries({ queryKey: fundKeys.addressesFor(Number(body.currency)) }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }),
      ]),
  });
}

export function useWithdrawLog() {
  return useInfiniteQuery({
    queryKey: fundKeys.withdrawals(),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    // a record under review polls until it is decided (money pushes also reload it: data/wallet/live.ts)
    refetchInterval: pendingPoll,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        fundsApi.withdrawList,
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
