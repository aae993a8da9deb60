import { opsJobRetryResponse, opsJobsListResponse } from '@meridian/contract';
import type { OpsJobList } from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http';
import { opsKeys } from './keys';
import { keyForClick } from './queue';

/** GET /ops/jobs/list {state, page, limit}: failed (dead-letter) or overdue/stuck jobs. */
export function useJobs(query: { state: OpsJobList; page: number; limit: number }) {
  return useQuery({
    queryKey: opsKeys.jobsList(query),
    queryFn: ({ signal }) => http.get('/ops/jobs/list', query, { schema: opsJobsListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /ops/jobs/retry {id}: runs a failed or overdue job again (audited); refreshes the lists and the log. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string }) =>
      http.post('/ops/jobs/retry', input, {
        schema: opsJobRetryResponse,
        idempotencyKey: keyForClick(input),
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.jobs() }),
        client.invalidateQueries({ queryKey: opsKeys.events() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
