import type { Paginated, RequestState } from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Schema } from '../api/http';
import { http, newIdempotencyKey } from '../api/http';
import { opsKeys } from './keys';
import type { QueueArea } from './keys';

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

export function createQueueHooks<T>(area: QueueArea, schema: Schema<Paginated<T>>): QueueHooks<T> {
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
        queryFn: ({ signal }) => http.get(`/ops/${area}/list`, query, { schema, signal }),
        placeholderData: keepPreviousData,
      }),

    useApprove() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (input: { id: number }) =>
          http.post(`/ops/${area}/approve`, input, { idempotencyKey: keyForClick(input) }),
        onSuccess: invalidate,
      });
    },

    useReject() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (input: { id: number; reason: string }) =>
          http.post(`/ops/${area}/reject`, input, { idempotencyKey: keyForClick(input) }),
        onSuccess: invalidate,
      });
    },
  };
}
