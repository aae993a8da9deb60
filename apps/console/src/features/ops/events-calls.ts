import { opsJobsApi } from '@meridian/contract/ops';
import type { RequestOf } from '@meridian/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';

/** API.opsJobs.eventsUndelivered {page, limit}: deliveries of domain events not made yet, oldest first. */
export function useUndeliveredEvents(query: { page: number; limit: number }) {
  return useQuery({
    queryKey: opsKeys.eventsList(query),
    queryFn: ({ signal }) => http.call(opsJobsApi.eventsUndelivered, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** API.opsJobs.eventsRetry {event_id, subscriber}: delivers it again (audited); refreshes lists and the log. */
export function useRetryEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof opsJobsApi.eventsRetry>) =>
      http.call(opsJobsApi.eventsRetry, input, { idempotencyKey: keyForClick(input) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: opsKeys.events() }),
        client.invalidateQueries({ queryKey: opsKeys.jobs() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}
