import { API } from '@meridian/contract';
import type {
  OpsDualSaveRequest,
  OpsIeoSaveRequest,
  OpsLockSaveRequest,
  RequestOf,
} from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Http } from '../api/http';
import { opsKeys, type EarnListQuery } from './keys';
import { keyForClick } from './queue';

/**
 * The console's earn calls (contract API.opsEarn): IEO projects, lock-mining products and their day
 * rates, invest products — list, save (create or edit), pause/resume, list a token as a spot pair, set a day's
 * rate. Every change carries its click's Idempotency-Key and refreshes its area's lists and the audit log (the
 * server audits each one). `earnCalls` is the plain layer under the hooks (tests give it a mocked http).
 */

type EarnArea = 'ieo' | 'lockming' | 'dual';
type SetRate = RequestOf<typeof API.opsEarn.lockSetRate>;
type Paused = { id: number; paused: boolean };

export function earnCalls(h: Http) {
  const opts = (input: object) => ({ idempotencyKey: keyForClick(input) });
  return {
    ieoProjects: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(API.opsEarn.ieoProjects, q, signal ? { signal } : {}),
    ieoSave: (input: OpsIeoSaveRequest) => h.call(API.opsEarn.ieoSave, input, opts(input)),
    ieoPause: (input: Paused) => h.call(API.opsEarn.ieoPause, input, opts(input)),
    ieoListPair: (input: { id: number }) => h.call(API.opsEarn.ieoListPair, input, opts(input)),
    lockProducts: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(API.opsEarn.lockProducts, q, signal ? { signal } : {}),
    lockSave: (input: OpsLockSaveRequest) => h.call(API.opsEarn.lockSave, input, opts(input)),
    lockPause: (input: Paused) => h.call(API.opsEarn.lockPause, input, opts(input)),
    lockRates: (q: { config_id: number; page: number; limit: number }, signal?: AbortSignal) =>
      h.call(API.opsEarn.lockRates, q, signal ? { signal } : {}),
    lockSetRate: (input: SetRate) => h.call(API.opsEarn.lockSetRate, input, opts(input)),
    dualProducts: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(API.opsEarn.dualProducts, q, signal ? { signal } : {}),
    dualSave: (input: OpsDualSaveRequest) => h.call(API.opsEarn.dualSave, input, opts(input)),
    dualPause: (input: Paused) => h.call(API.opsEarn.dualPause, input, opts(input)),
    currencies: (signal?: AbortSignal) => h.call(API.funds.currencyList, {}, signal ? { signal } : {}),
  };
}

const calls = earnCalls(http);

function useInvalidate(area: EarnArea) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: opsKeys.earn(area) }),
      client.invalidateQueries({ queryKey: opsKeys.audit() }),
    ]);
}

function useChange<I, O>(area: EarnArea, fn: (input: I) => Promise<O>) {
  const invalidate = useInvalidate(area);
  return useMutation({ mutationFn: fn, onSuccess: invalidate });
}

/** Every currency (the pay-currency and coin pickers, token names). Rarely changes. */
export function useCurrencies() {
  return useQuery({
    queryKey: opsKeys.currencies(),
    queryFn: ({ signal }) => calls.currencies(signal),
    staleTime: 60_000,
  });
}

export function useIeoProjects(query: EarnListQuery) {
  return useQuery({
    queryKey: opsKeys.earnList('ieo', query),
    queryFn: ({ signal }) => calls.ieoProjects(query, signal),
    placeholderData: keepPreviousData,
  });
}
export const useIeoSave = () => useChange('ieo', calls.ieoSave);
export const useIeoPause = () => useChange('ieo', calls.ieoPause);
export function useIeoListPair() {
  const client = useQueryClient();
  return useChange('ieo', async (input: { id: number }) => {
    const out = await calls.ieoListPair(input);
    // the token now has a market: the currency list says so (is_match)
    await client.invalidateQueries({ queryKey: opsKeys.currencies() });
    return out;
  });
}

export function useLockProducts(query: EarnListQuery) {
  return useQuery({
    queryKey: opsKeys.earnList('lockming', query),
    queryFn: ({ signal }) => calls.lockProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
export const useLockSave = () => useChange('lockming', calls.lockSave);
export const useLockPause = () => useChange('lockming', calls.lockPause);
export const useLockSetRate = () => useChange('lockming', calls.lockSetRate);
export function useLockRates(query: { config_id: number; page: number; limit: number } | null) {
  return useQuery({
    queryKey: opsKeys.lockRates(query ?? { config_id: 0, page: 1, limit: 1 }),
    queryFn: ({ signal }) => calls.lockRates(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDualProducts(query: EarnListQuery) {
  return useQuery({
    queryKey: opsKeys.earnList('dual', query),
    queryFn: ({ signal }) => calls.dualProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
export const useDualSave = () => useChange('dual', calls.dualSave);
export const useDualPause = () => useChange('dual', calls.dualPause);
