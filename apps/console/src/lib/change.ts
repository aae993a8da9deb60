import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { opsKeys } from './keys';

/**
 * A console change the server audits: the mutation, and on success its area's reads and the audit log reloaded
 * (the area's key is a prefix of all its lists). Used by the NFT and OTC screens.
 */
export function useAuditedChange<I, O>(area: QueryKey, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: area }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
