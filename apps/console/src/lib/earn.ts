import { fundsApi } from '@meridian/contract/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http';
import { opsKeys, type EarnListQuery } from './keys';
import { keyForClick } from './queue';

/**
 * What the earn products' console calls (contract API.opsEarn) have in common, so IEO, lock mining and invest
 * each keep only their own calls: every change carries its click's Idempotency-Key and refreshes its product's
 * lists and the audit log (the server audits each one), and every product form picks coins from one currency
 * list.
 */

export type EarnArea = 'ieo' | 'lockming' | 'dual';
/** Pause (true) or resume (false) one product. */
export type Paused = { id: number; paused: boolean };

/** The options of a change: the click's Idempotency-Key, the same when the click is retried. */
export const clickOptions = (input: object) => ({ idempotencyKey: keyForClick(input) });
/** The options of a read: the query's abort signal when there is one. */
export const readOptions = (signal?: AbortSignal) => (signal ? { signal } : {});

/** One page of a product's list (the previous page stays shown while the next one loads). */
export function useEarnList<T>(
  area: EarnArea,
  query: EarnListQuery,
  list: (query: EarnListQuery, signal?: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: opsKeys.earnList(area, query),
    queryFn: ({ signal }) => list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change of one product's area: refreshes that area's lists and the audit log once it is done. */
export function useEarnChange<I, O>(area: EarnArea, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.earn(area) }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}

/** Every currency (the pay-currency and coin pickers, token names). Rarely changes. */
export function useCurrencies() {
  return useQuery({
    queryKey: opsKeys.currencies(),
    queryFn: ({ signal }) => http.call(fundsApi.currencyList, {}, readOptions(signal)),
    staleTime: 60_000,
  });
}
