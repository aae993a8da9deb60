import { LIST_PAGE_SIZE } from '@meridian/contract';
import { fundsApi } from '@meridian/contract/wallet';
import type { RequestOf } from '@meridian/contract';
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { nextPageOf } from '../../../api/paging';
import { fundKeys } from './fundKeys';
import { pendingPoll } from './live';

/** Deposits: POST /wallet/get_in_address, POST /wallet/charge_req, GET /recharge/log. */

/** The operator-configured addresses of a currency, one per network; [] when none is configured yet. */
async function depositAddresses(currency: number) {
  try {
    return await api.call(fundsApi.depositAddresses, { currency }, { silent: true, loading: false });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'no_deposit_address') return [];
    throw e;
  }
}

/** The addresses of `currency`; idle until one is chosen. */
export function useDepositAddresses(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.depositAddresses(currency ?? 0),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    queryFn: currency === undefined ? skipToken : () => depositAddresses(currency),
  });
}

/** A deposit claim, as an intent (a retry of the same claim after a lost reply reuses its key). */
export function useChargeReq() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof fundsApi.chargeReq> }) =>
      sendIntent(fundsApi.chargeReq, body),
    onSettled: () => qc.invalidateQueries({ queryKey: fundKeys.deposits() }),
  });
}

export function useDepositLog() {
  return useInfiniteQuery({
    queryKey: fundKeys.deposits(),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    // a record under review polls until it is decided (money pushes also reload it: data/wallet/live.ts)
    refetchInterval: pendingPoll,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        fundsApi.rechargeLog,
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
