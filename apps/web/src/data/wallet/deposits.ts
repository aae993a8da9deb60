import { LIST_PAGE_SIZE, depositRecord, getInAddressResponse, paginatedSchema } from '@meridian/contract';
import type { ChargeReqRequest } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api/http';
import { nextPageOf } from '../paging';
import { fundKeys } from './fundKeys';

/** Deposits (spec §7): POST /wallet/get_in_address, POST /wallet/charge_req, GET /recharge/log. */

/** The operator-configured addresses of a currency, one per network; [] when none is configured yet. */
export function useDepositAddresses(currency: number | undefined) {
  return useQuery({
    queryKey: fundKeys.depositAddresses(currency ?? 0),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    enabled: currency !== undefined,
    queryFn: async () => {
      try {
        return await api.post(
          '/wallet/get_in_address',
          { currency },
          { schema: getInAddressResponse, silent: true, loading: false },
        );
      } catch (e) {
        if (e instanceof ApiError && e.code === 'no_deposit_address') return [];
        throw e;
      }
    },
  });
}

/** A deposit claim; `key` is one Idempotency-Key per confirmed claim (a retry of the same claim reuses it). */
export function useChargeReq() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ChargeReqRequest; key: string }) =>
      api.post('/wallet/charge_req', { ...body }, { schema: depositRecord, idempotencyKey: key }),
    onSettled: () => qc.invalidateQueries({ queryKey: fundKeys.deposits() }),
  });
}

const depositPage = paginatedSchema(depositRecord);

export function useDepositLog() {
  return useInfiniteQuery({
    queryKey: fundKeys.deposits(),
    // statuses, balances and operator settings change elsewhere: refetch whenever the screen opens
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get(
        '/recharge/log',
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { schema: depositPage, silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
