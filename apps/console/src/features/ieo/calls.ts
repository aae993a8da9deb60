import { opsEarnApi } from '@meridian/contract/earn';
import type { OpsIeoSaveRequest } from '@meridian/contract/earn';
import { useQueryClient } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { clickOptions, readOptions, useEarnChange, useEarnList, type Paused } from '../../lib/earn';
import { opsKeys, type EarnListQuery } from '../../lib/keys';

/**
 * The console's IEO calls (contract API.opsEarn): list projects, save one (create or edit), pause/resume it,
 * list its token as a spot pair. `ieoCalls` is the plain layer under the hooks (tests give it a mocked http).
 */
export function ieoCalls(h: Http) {
  return {
    ieoProjects: (q: EarnListQuery, signal?: AbortSignal) =>
      h.call(opsEarnApi.ieoProjects, q, readOptions(signal)),
    ieoSave: (input: OpsIeoSaveRequest) => h.call(opsEarnApi.ieoSave, input, clickOptions(input)),
    ieoPause: (input: Paused) => h.call(opsEarnApi.ieoPause, input, clickOptions(input)),
    ieoListPair: (input: { id: number }) => h.call(opsEarnApi.ieoListPair, input, clickOptions(input)),
  };
}

const calls = ieoCalls(http);

export const useIeoProjects = (query: EarnListQuery) => useEarnList('ieo', query, calls.ieoProjects);
export const useIeoSave = () => useEarnChange('ieo', calls.ieoSave);
export const useIeoPause = () => useEarnChange('ieo', calls.ieoPause);
export function useIeoListPair() {
  const client = useQueryClient();
  return useEarnChange('ieo', async (input: { id: number }) => {
    const out = await calls.ieoListPair(input);
    // the token now has a market: the currency list says so (is_match)
    await client.invalidateQueries({ queryKey: opsKeys.currencies() });
    return out;
  });
}
