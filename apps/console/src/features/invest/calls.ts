import { opsEarnApi } from '@meridian/contract/earn';
import type { OpsInvestSaveRequest } from '@meridian/contract/earn';
import { http, type Http } from '../../api/http';
import { clickOptions, readOptions, useEarnChange, useEarnList, type Paused } from '../../lib/earn';
import type { EarnListQuery } from '../../lib/keys';

/**
 * The console's invest (dual-currency) calls (contract API.opsEarn): list products, save one (create or
 * edit), pause/resume it. `investCalls` is the plain layer under the hooks.
 */
export function investCalls(h: Http) {
  return {
    dualProducts: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(opsEarnApi.dualProducts, q, readOptions(signal)),
    dualSave: (input: OpsInvestSaveRequest) => h.call(opsEarnApi.dualSave, input, clickOptions(input)),
    dualPause: (input: Paused) => h.call(opsEarnApi.dualPause, input, clickOptions(input)),
  };
}

const calls = investCalls(http);

export const useInvestProducts = (query: EarnListQuery) => useEarnList('dual', query, calls.dualProducts);
export const useInvestSave = () => useEarnChange('dual', calls.dualSave);
export const useInvestPause = () => useEarnChange('dual', calls.dualPause);
