import { opsJobsApi } from '@meridian/contract/ops';
import type { RequestOf } from '@meridian/contract';
import type { OpsJobList } from '@meridian/contract/ops';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';

/** API.opsJobs.jobsList {state, page, limit}: failed (dead-letter) or overdue/stuck jobs. */
export function useJobs(query: { state: OpsJobList; page: number; limit: number }) {
  return useQuery({
    queryKey: opsKeys.jobsList(query),
    queryFn: ({ signal }) => http.call(opsJobsApi.jobsList, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** API.opsJobs.jobsRetry {id}: runs a failed or overdue job again (audited); refreshes the lists and the log. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof opsJobsApi.jobsRetry>) =>
      http.call(opsJobsApi.jobsRetry, input, { idempotencyKey: keyForClick(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.jobs() }),
        client.invalidateQueries({ queryKey: opsKeys.events() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
