import { opsDepositAddressListResponse } from '@meridian/contract';
import type { OpsDepositAddressItem } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http';
import { opsKeys } from './keys';
import { keyForClick } from './queue';

export type DepositAddressItem = OpsDepositAddressItem;

/** GET /ops/deposit_addresses: every currency/network with its configured address ('' = none yet). */
export function useDepositAddresses() {
  return useQuery({
    queryKey: opsKeys.addresses(),
    queryFn: ({ signal }) =>
      http.get('/ops/deposit_addresses', {}, { schema: opsDepositAddressListResponse, signal }),
  });
}

/** POST /ops/deposit_addresses/set {currency, network, address}. */
export function useSetDepositAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: number; network: string; address: string }) =>
      http.post('/ops/deposit_addresses/set', input, { idempotencyKey: keyForClick(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.addresses() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
