import { opsOptionsApi } from '@meridian/contract/options';
import type { OptionsTier } from '@meridian/contract/options';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { TierRequest } from './forms';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';

export type Tier = OptionsTier;

/** API.opsOptions.tiersList: every seconds-options tier, enabled or not. */
export function useTiers() {
  return useQuery({
    queryKey: opsKeys.tiers(),
    queryFn: ({ signal }) => http.call(opsOptionsApi.tiersList, {}, { signal }),
  });
}

/** API.opsOptions.tiersSet: creates or updates the tier with these seconds (audited). */
export function useSetTier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TierRequest) =>
      http.call(opsOptionsApi.tiersSet, input, { idempotencyKey: keyForClick(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.tiers() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
