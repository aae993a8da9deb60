import { securityApi } from '@meridian/contract/security';
import type { RequestOf } from '@meridian/contract';
import type { SecurityOverview } from '@meridian/contract/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { securityKeys } from './keys';

/** The security center's calls: the overview query and the changes, each refreshing the overview. */

const quiet = { silent: true, loading: false } as const;

function fetchOverview(): Promise<SecurityOverview> {
  return api.call(securityApi.overview, {}, quiet);
}

export function useSecurityOverview() {
  return useQuery({ queryKey: securityKeys.overview(), queryFn: fetchOverview });
}

/**
 * The overview as a step-up needs it: cached for a short while, fetched again when `fresh` (after a refusal
 * said the cache was wrong). A failed fetch answers null: the server then says whether a proof was needed.
 */
export async function overviewFor(qc: QueryClient, fresh = false): Promise<SecurityOverview | null> {
  if (fresh) await qc.invalidateQueries({ queryKey: securityKeys.overview() });
  return qc
    .fetchQuery({ queryKey: securityKeys.overview(), queryFn: fetchOverview, staleTime: 30_000 })
    .catch(() => null);
}

/** A change whose reply is the new overview (disable, anti-phishing, allow-list): put in the cache at once. */
function useOverviewChange<I>(fn: (input: I) => Promise<SecurityOverview>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (overview) => qc.setQueryData(securityKeys.overview(), overview),
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}

/** A change whose reply is something else (setup, enable, new codes): the overview is fetched again. */
function useOtherChange<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}

export function useTotpSetup() {
  return useOtherChange(() => api.call(securityApi.totpSetup, {}));
}

export function useTotpEnable() {
  return useOtherChange((code: string) => api.call(securityApi.totpEnable, { code }, { silent: true }));
}

export function useTotpDisable() {
  return useOverviewChange((input: RequestOf<typeof securityApi.totpDisable>) =>
    api.call(securityApi.totpDisable, input),
  );
}

export function useRenewRecoveryCodes() {
  return useOtherChange((input: RequestOf<typeof securityApi.recoveryCodes>) =>
    api.call(securityApi.recoveryCodes, input),
  );
}

export function useSetAntiPhishing() {
  return useOverviewChange((input: RequestOf<typeof securityApi.antiPhishing>) =>
    api.call(securityApi.antiPhishing, input, { silent: true }),
  );
}

export function useSetAllowList() {
  return useOverviewChange((input: RequestOf<typeof securityApi.allowList>) =>
    api.call(securityApi.allowList, input),
  );
}

/** POST /security/step_up: errors are shown under the sheet's input, not toasted. */
export function proveStepUp(input: RequestOf<typeof securityApi.stepUp>) {
  return api.call(securityApi.stepUp, input, { silent: true });
}

/** POST /security/not_me: ends the reported session and pauses withdrawals; the reply is the new overview. */
export function useNotMe() {
  return useOverviewChange((session: number) => api.call(securityApi.notMe, { session }));
}
