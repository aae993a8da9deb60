import { opsApi } from '@meridian/contract/ops';
import type { RequestOf } from '@meridian/contract';
import type { OpsDepositAddressItem } from '@meridian/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';

export type DepositAddressItem = OpsDepositAddressItem;

/** API.ops.depositAddresses: every currency/network with its configured address ('' = none yet). */
export function useDepositAddresses() {
  return useQuery({
    queryKey: opsKeys.addresses(),
    queryFn: ({ signal }) => http.call(opsApi.depositAddresses, {}, { signal }),
  });
}

/** API.ops.setDepositAddress {currency, network, address}. */
export function useSetDepositAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof opsApi.setDepositAddress>) =>
      http.call(opsApi.setDepositAddress, input, { idempotencyKey: keyForClick(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.addresses() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
