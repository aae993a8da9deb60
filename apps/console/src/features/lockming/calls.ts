import { opsEarnApi } from '@meridian/contract/earn';
import type { RequestOf } from '@meridian/contract';
import type { OpsLockSaveRequest } from '@meridian/contract/earn';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { clickOptions, readOptions, useEarnChange, useEarnList, type Paused } from '../../lib/earn';
import { opsKeys, type EarnListQuery } from '../../lib/keys';

/**
 * The console's lock-mining calls (contract API.opsEarn): list products, save one (create or edit),
 * pause/resume it, read its published day rates and set a coming day's rate. `lockCalls` is the plain layer
 * under the hooks (tests give it a mocked http).
 */

type SetRate = RequestOf<typeof opsEarnApi.lockSetRate>;
type RatesQuery = { config_id: number; page: number; limit: number };

export function lockCalls(h: Http) {
  return {
    lockProducts: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(opsEarnApi.lockProducts, q, readOptions(signal)),
    lockSave: (input: OpsLockSaveRequest) => h.call(opsEarnApi.lockSave, input, clickOptions(input)),
    lockPause: (input: Paused) => h.call(opsEarnApi.lockPause, input, clickOptions(input)),
    lockRates: (q: RatesQuery, signal?: AbortSignal) => h.call(opsEarnApi.lockRates, q, readOptions(signal)),
    lockSetRate: (input: SetRate) => h.call(opsEarnApi.lockSetRate, input, clickOptions(input)),
  };
}

const calls = lockCalls(http);

export const useLockProducts = (query: EarnListQuery) => useEarnList('lockming', query, calls.lockProducts);
export const useLockSave = () => useEarnChange('lockming', calls.lockSave);
export const useLockPause = () => useEarnChange('lockming', calls.lockPause);
export const useLockSetRate = () => useEarnChange('lockming', calls.lockSetRate);
export function useLockRates(query: RatesQuery | null) {
  return useQuery({
    queryKey: opsKeys.lockRates(query ?? { config_id: 0, page: 1, limit: 1 }),
    queryFn: ({ signal }) => calls.lockRates(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
