import { API } from '@meridian/contract';
import type { OpsDualSaveRequest } from '@meridian/contract';
import { http, type Http } from '../../api/http';
import { clickOptions, readOptions, useEarnChange, useEarnList, type Paused } from '../../lib/earn';
import type { EarnListQuery } from '../../lib/keys';

/**
 * The console's invest (dual-currency) calls (contract API.opsEarn): list products, save one (create or
 * edit), pause/resume it. `dualCalls` is the plain layer under the hooks.
 */
export function dualCalls(h: Http) {
  return {
    dualProducts: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(API.opsEarn.dualProducts, q, readOptions(signal)),
    dualSave: (input: OpsDualSaveRequest) => h.call(API.opsEarn.dualSave, input, clickOptions(input)),
    dualPause: (input: Paused) => h.call(API.opsEarn.dualPause, input, clickOptions(input)),
  };
}

const calls = dualCalls(http);

export const useDualProducts = (query: EarnListQuery) => useEarnList('dual', query, calls.dualProducts);
export const useDualSave = () => useEarnChange('dual', calls.dualSave);
export const useDualPause = () => useEarnChange('dual', calls.dualPause);
