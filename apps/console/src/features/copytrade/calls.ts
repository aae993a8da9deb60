import { opsCopytradeApi } from '@meridian/contract/copytrade';
import type { RequestOf } from '@meridian/contract';
import type { OpsTraderApplicationItem, TraderState } from '@meridian/contract/copytrade';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';
import type { QueueHooks } from '../../lib/queue';

/**
 * Copy trading on the console (API.opsCopytrade): the trader applications queue (same shape as the KYC and
 * funds queues, so the review screen is shared) and the traders list with revoke. Every change refreshes both
 * lists (an approval adds a trader) and the audit log. No call here changes a trader's statistics: the
 * contract has none.
 */

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: opsKeys.copytrade() }),
      client.invalidateQueries({ queryKey: opsKeys.audit() }),
    ]);
}

export const applicationsQueue: QueueHooks<OpsTraderApplicationItem> = {
  useList: (query) =>
    useQuery({
      queryKey: opsKeys.queueList('copytrade', query),
      queryFn: ({ signal }) => http.call(opsCopytradeApi.applications, query, { signal }),
      placeholderData: keepPreviousData,
    }),

  useApprove() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (input: { id: number }) =>
        http.call(opsCopytradeApi.approve, input, { idempotencyKey: keyForClick(input) }),
      onSuccess: invalidate,
    });
  },

  useReject() {
    const invalidate = useInvalidate();
    return useMutation({
      mutationFn: (input: { id: number; reason: string }) =>
        http.call(opsCopytradeApi.reject, input, { idempotencyKey: keyForClick(input) }),
      onSuccess: invalidate,
    });
  },
};

/** API.opsCopytrade.traders {status, page, limit}: traders with their read-only statistics (30 days). */
export function useTraders(query: { status: TraderState; page: number; limit: number }) {
  return useQuery({
    queryKey: opsKeys.traders(query),
    queryFn: ({ signal }) => http.call(opsCopytradeApi.traders, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** API.opsCopytrade.revoke {user_id, reason}: every follow of the trader ends, followers are told (audited). */
export function useRevokeTrader() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: RequestOf<typeof opsCopytradeApi.revoke>) =>
      http.call(opsCopytradeApi.revoke, input, { idempotencyKey: keyForClick(input) }),
    onSuccess: invalidate,
  });
}
