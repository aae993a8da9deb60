import type { Paginated, ResponseOf } from '@meridian/contract';
import type { OpsStepUpAction, opsApi } from '@meridian/contract/ops';
import type { RequestState } from '@meridian/contract/wallet';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { http, newIdempotencyKey } from '../api/http';
import { opsKeys } from './keys';
import type { QueueArea } from './keys';
import { withStepUp } from './step-up';

/**
 * Hooks of one review queue (KYC, deposits, withdrawals share the shape): list by status with server
 * pagination, approve {id}, reject {id, reason}. Each click gets its own Idempotency-Key; react-query retries
 * of that click reuse it. A review invalidates the whole area (the item moves between tabs) and the audit log.
 */
export interface QueueHooks<T> {
  useList(query: { status: RequestState; page: number; limit: number }): UseQueryResult<Paginated<T>>;
  useApprove(): UseMutationResult<unknown, Error, { id: number }>;
  useReject(): UseMutationResult<unknown, Error, { id: number; reason: string }>;
}

type Ops = typeof opsApi;
/** The calls of the three queues (contract `API.ops`): list, approve and reject of one area. */
export type QueueListEndpoint = Ops['kycList'] | Ops['depositsList'] | Ops['withdrawalsList'];
export interface QueueEndpoints<L extends QueueListEndpoint> {
  list: L;
  approve: Ops['kycApprove'] | Ops['depositsApprove'] | Ops['withdrawalsApprove'];
  reject: Ops['kycReject'] | Ops['depositsReject'] | Ops['withdrawalsReject'];
}
/** An item of a queue, as its list endpoint's response schema gives it. */
export type QueueItemOf<L extends QueueListEndpoint> = ResponseOf<L>['data'][number];

/** One key per mutate() call (a click): react-query retries pass the same variables object, so reuse it. */
const clickKeys = new WeakMap<object, string>();
export function keyForClick(variables: object): string {
  let key = clickKeys.get(variables);
  if (!key) {
    key = newIdempotencyKey();
    clickKeys.set(variables, key);
  }
  return key;
}

/** The step-up actions of a queue whose reviews move money (deposits, withdrawals): asked before each call. */
export interface QueueStepUps {
  approve: OpsStepUpAction;
  reject: OpsStepUpAction;
}

export function createQueueHooks<L extends QueueListEndpoint>(
  area: QueueArea,
  api: QueueEndpoints<L>,
  stepUps?: QueueStepUps,
): QueueHooks<QueueItemOf<L>> {
  /** The body of a review: with a fresh step-up proof when the queue moves money. */
  const bodyOf = async <T extends object>(action: keyof QueueStepUps, input: T): Promise<T> =>
    stepUps ? withStepUp(stepUps[action], input) : input;

  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.queue(area) }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]);
  }

  return {
    useList: (query) =>
      useQuery({
        queryKey: opsKeys.queueList(area, query),
        // The list endpoint of this area: its reply is parsed with that endpoint's own schema.
        queryFn: ({ signal }) =>
          http.call<QueueListEndpoint>(api.list, query, { signal }) as Promise<Paginated<QueueItemOf<L>>>,
        placeholderData: keepPreviousData,
      }),

    useApprove() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async (input: { id: number }) =>
          http.call(api.approve, await bodyOf('approve', input), { idempotencyKey: keyForClick(input) }),
        onSuccess: invalidate,
      });
    },

    useReject() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: async (input: { id: number; reason: string }) =>
          http.call(api.reject, await bodyOf('reject', input), { idempotencyKey: keyForClick(input) }),
        onSuccess: invalidate,
      });
    },
  };
}
